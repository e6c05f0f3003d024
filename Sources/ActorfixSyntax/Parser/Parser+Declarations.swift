extension Parser {
    // MARK: Recognizing declarations

    static func isModifier(_ k: Keyword) -> Bool {
        switch k {
        case .public, .private, .fileprivate, .internal, .open, .package, .static, .final, .override,
             .mutating, .nonmutating, .lazy, .weak, .unowned, .dynamic, .required, .convenience,
             .optional, .indirect, .nonisolated, .distributed, .consuming, .borrowing, .__consuming,
             .prefix, .postfix, .infix, .isolated:
            true
        default: false
        }
    }

    /// Keywords that introduce a declaration by themselves.
    static func isDeclKeyword(_ k: Keyword) -> Bool {
        switch k {
        case .import, .class, .struct, .enum, .protocol, .extension, .func, .`init`, .deinit,
             .subscript, .var, .let, .typealias, .associatedtype, .operator, .precedencegroup:
            true
        default: false
        }
    }

    /// Whether token `i` starts the declaration part proper (after attributes and modifiers).
    func isDeclIntroducer(_ i: Int, _ context: ItemContext) -> Bool {
        let t = toks[i]
        if t.keyword == .case { return context == .members || context == .topLevel }
        if Parser.isDeclKeyword(t.keyword) {
            // `init` in an expression position (`init(x)` call inside an init) is rare; treat as decl.
            return true
        }
        if t.kind == .identifier {
            let next = toks[min(i + 1, toks.count - 1)]
            switch t.keyword {
            case .actor, .macro:
                return next.kind == .identifier && !next.isAtStartOfLine
            default: return false
            }
        }
        return false
    }

    /// Lookahead over attributes and modifiers for a declaration keyword.
    func isAtDeclStart(_ context: ItemContext) -> Bool {
        var i = pos
        while true {
            let t = toks[i]
            if t.kind == .at {
                i = skipAttribute(from: i)
                continue
            }
            if isDeclIntroducer(i, context) {
                return true
            }
            // Attributes alone in a `#if` clause apply to the declaration after `#endif`.
            if i > pos && t.kind == .poundKeyword && (t.keyword == .poundElse || t.keyword == .poundElseif || t.keyword == .poundEndif) {
                return true
            }
            if (t.kind == .identifier || t.kind == .keyword) && Parser.isModifier(t.keyword) {
                // A modifier only if a declaration follows: `lazy` could be a variable name.
                var j = i + 1
                if toks[j].kind == .leftParen && isAdjacent(j) { j = skipGroup(from: j) }
                let n = toks[j]
                if n.kind == .at || Parser.isModifier(n.keyword) || isDeclIntroducer(j, context) {
                    i = j
                    continue
                }
                return false
            }
            if t.keyword == .class && (Parser.isModifier(toks[i + 1].keyword) || toks[i + 1].keyword == .func
                                        || toks[i + 1].keyword == .var || toks[i + 1].keyword == .subscript) {
                i += 1
                continue
            }
            return false
        }
    }

    /// The index after an attribute starting at `i` (at the `@`).
    func skipAttribute(from i: Int) -> Int {
        var j = i + 1
        guard toks[j].kind == .identifier || toks[j].kind == .keyword else { return j }
        j += 1
        while toks[j].kind == .period && (toks[j + 1].kind == .identifier || toks[j + 1].kind == .keyword) { j += 2 }
        if toks[j].kind == .oper && isChar(j, UInt8(ascii: "<")) && isAdjacent(j) {
            if let close = genericArgumentsEnd(from: j) { j = close }
            // `@FocusState<Field?>.Binding`
            while toks[j].kind == .period && isAdjacent(j) && (toks[j + 1].kind == .identifier || toks[j + 1].kind == .keyword) { j += 2 }
        }
        // `@escaping() -> Void` (PromiseKit's spelling): attributes that take no arguments are
        // followed by the function type's parameters, not by arguments.
        if toks[j].kind == .leftParen && isAdjacent(j) && !(j == i + 2 && isArgumentlessAttribute(i + 1)) { j = skipGroup(from: j) }
        return j
    }

    /// `escaping`, `autoclosure`, `Sendable`, `noescape`: type attributes without arguments.
    func isArgumentlessAttribute(_ i: Int) -> Bool {
        let t = toks[i]
        let text = src[Int(t.start)..<Int(t.end)]
        for name in Parser.argumentlessAttributes where name.count == text.count && name.elementsEqual(text) { return true }
        return false
    }
    static let argumentlessAttributes: [[UInt8]] = ["escaping", "autoclosure", "Sendable", "noescape"].map { Array($0.utf8) }

    // MARK: Attributes and modifiers

    mutating func parseAttributes() {
        while at(.at) { parseAttribute() }
    }

    mutating func parseAttribute() {
        let end = skipAttribute(from: pos)
        open(.attribute, main: pos + 1 < end ? pos + 1 : -1)
        advance()
        while pos < end && !at(.leftParen) && !(kind == .oper && atChar(UInt8(ascii: "<"))) { advance() }
        if pos < end && kind == .oper {
            parseGenericArguments()
            while pos < end && at(.period) { advance(); if pos < end { advance() } }
        }
        if pos < end && at(.leftParen) {
            if isTestingMacro(end: end) {
                // Swift Testing's `@Test(arguments: …)` and `@Suite(.serialized)`: expressions
                // that run (off the main actor), parsed as a call's arguments are.
                parseArgumentList(closer: .rightParen)
            } else {
                // Arguments of `@available(...)`, `@objc(name:)`, `@Wrapper(x: 1)`; kept as tokens
                // inside an argument list node.
                open(.argumentList)
                skipBalancedGroup()
                close()
            }
        }
        while pos < end { advance() }
        close()
    }

    /// At the `(` of `@Test(…)` or `@Suite(…)` (also `@Testing.Test`), whose group ends the
    /// attribute.
    private func isTestingMacro(end: Int) -> Bool {
        guard skipGroup(from: pos) == end else { return false }
        let name = toks[pos - 1]
        guard name.kind == .identifier else { return false }
        let text = src[Int(name.start)..<Int(name.end)]
        return SyntaxNode.testingMacroNames.contains { text.elementsEqual(UnsafeBufferPointer(start: $0.utf8Start, count: $0.utf8CodeUnitCount)) }
    }

    mutating func parseModifiers() {
        while (kind == .identifier || kind == .keyword) && (Parser.isModifier(keyword) || keyword == .class) {
            let t = pos
            if keyword == .class {
                let n = peek().keyword
                guard Parser.isModifier(n) || n == .func || n == .var || n == .subscript || n == .let || n == .typealias else { return }
            } else {
                // Must be followed by more declaration, not used as a name.
                var j = pos + 1
                if toks[j].kind == .leftParen && isAdjacent(j) { j = skipGroup(from: j) }
                let n = toks[j]
                if !(n.kind == .at || Parser.isModifier(n.keyword) || Parser.isDeclKeyword(n.keyword) || n.keyword == .actor
                     || n.keyword == .macro || n.keyword == .case) { return }
            }
            open(.modifier, main: t)
            advance()
            if at(.leftParen) && isAdjacent(pos) { skipBalancedGroup() }
            close()
            while at(.at) { parseAttribute() }
        }
    }

    // MARK: Declarations

    mutating func parseDecl(_ context: ItemContext) {
        guard enter() else { parseUnknown(); return }
        defer { leave() }
        let decl = open(.unknown)
        parseAttributes()
        parseModifiers()
        let introducer = keyword
        switch introducer {
        case .import:
            setKind(decl, .importDecl)
            advance()
            if Parser.isDeclKeyword(keyword) || keyword == .actor { advance() }
            if kind == .identifier || kind == .keyword { setMain(decl, pos); advance() }
            while at(.period) && !tok.isAtStartOfLine { advance(); if kind == .identifier || kind == .keyword || kind == .oper { advance() } }
        case .class, .struct, .enum, .protocol, .actor, .extension:
            setKind(decl, introducer == .class ? .classDecl : introducer == .struct ? .structDecl
                    : introducer == .enum ? .enumDecl : introducer == .protocol ? .protocolDecl
                    : introducer == .actor ? .actorDecl : .extensionDecl)
            advance()
            if introducer == .extension {
                // The extended type; its first name token is the declaration's name.
                if kind == .identifier || kind == .keyword { setMain(decl, pos) }
                parseType()
            } else if kind == .identifier || kind == .keyword {
                setMain(decl, pos)
                advance()
            }
            if kind == .oper && atChar(UInt8(ascii: "<")) { parseGenericParameters() }
            if at(.colon) { parseInheritance() }
            if at(.where) { parseWhereClause() }
            if at(.leftBrace) { parseMemberBlock() }
        case .func:
            setKind(decl, .funcDecl)
            advance()
            if kind == .identifier || kind == .keyword || kind == .oper || kind == .equal || kind == .postfixQuestion
                || kind == .postfixExclaim || kind == .arrow {
                setMain(decl, pos)
                advance()
                // Operator names such as `>>>` come lexed in pieces; keep them together.
                while (kind == .oper || kind == .postfixQuestion || kind == .postfixExclaim) && isAdjacent(pos) && !atChar(UInt8(ascii: "<")) { advance() }
                // `func ||<T>(…)`: the lexer took the `<` into the operator; the list starts after it.
                let name = toks[pos - 1]
                if name.kind == .oper && name.length > 1 && src[Int(name.end) - 1] == UInt8(ascii: "<") && isName(tok) {
                    parseGenericParameters(openerConsumed: true)
                }
            }
            parseFunctionSignatureAndBody(allowGenerics: true)
        case .`init`:
            setKind(decl, .initDecl)
            setMain(decl, pos)
            advance()
            if at(.postfixQuestion) || at(.postfixExclaim) || (kind == .oper && (atChar(UInt8(ascii: "?")) || atChar(UInt8(ascii: "!")))) { advance() }
            parseFunctionSignatureAndBody(allowGenerics: true)
        case .deinit:
            setKind(decl, .deinitDecl)
            setMain(decl, pos)
            advance()
            parseEffects()
            if at(.leftBrace) { parseCodeBlock() }
        case .subscript:
            setKind(decl, .subscriptDecl)
            setMain(decl, pos)
            advance()
            if kind == .oper && atChar(UInt8(ascii: "<")) { parseGenericParameters() }
            if at(.leftParen) { parseParameterClause() }
            parseEffects()
            if at(.arrow) { parseReturnClause() }
            if at(.where) { parseWhereClause() }
            if at(.leftBrace) { parseAccessorBlock() }
        case .var, .let:
            setKind(decl, .variableDecl)
            advance()
            parsePatternBindings(decl)
        case .typealias:
            setKind(decl, .typealiasDecl)
            advance()
            if kind == .identifier || kind == .keyword { setMain(decl, pos); advance() }
            if kind == .oper && atChar(UInt8(ascii: "<")) { parseGenericParameters() }
            if at(.equal) { parseInitializerClause(.type) }
            if at(.where) { parseWhereClause() }
        case .associatedtype:
            setKind(decl, .associatedtypeDecl)
            advance()
            if kind == .identifier || kind == .keyword { setMain(decl, pos); advance() }
            if at(.colon) { parseInheritance() }
            if at(.equal) { parseInitializerClause(.type) }
            if at(.where) { parseWhereClause() }
        case .case:
            setKind(decl, .enumCaseDecl)
            advance()
            repeat {
                open(.enumCaseElement, main: kind == .identifier || kind == .keyword ? pos : -1)
                if kind == .identifier || kind == .keyword { advance() }
                if at(.leftParen) { parseParameterClause() }
                if at(.equal) { parseInitializerClause(.expression) }
                close()
            } while eat(.comma)
        case .operator:
            setKind(decl, .operatorDecl)
            advance()
            if kind == .oper || kind == .postfixQuestion || kind == .postfixExclaim || kind == .equal || kind == .arrow || kind == .identifier {
                setMain(decl, pos)
                advance()
                while (kind == .oper || kind == .postfixQuestion || kind == .postfixExclaim) && isAdjacent(pos) { advance() }
            }
            if at(.colon) {
                advance()
                while (kind == .identifier || kind == .comma) && !tok.isAtStartOfLine { advance() }
            }
        case .precedencegroup:
            setKind(decl, .precedenceGroupDecl)
            advance()
            if kind == .identifier { setMain(decl, pos); advance() }
            if at(.leftBrace) { skipBalancedGroup() }
        case .macro:
            setKind(decl, .macroDecl)
            advance()
            if kind == .identifier || kind == .keyword { setMain(decl, pos); advance() }
            if kind == .oper && atChar(UInt8(ascii: "<")) { parseGenericParameters() }
            if at(.leftParen) { parseParameterClause() }
            if at(.arrow) { parseReturnClause() }
            if at(.equal) { parseInitializerClause(.expression) }
            if at(.where) { parseWhereClause() }
        default:
            // Attributes that a `#if` clause puts before the declaration after `#endif` (or, in
            // invalid code, attributes and modifiers with nothing after them).
            if nodes[Int(decl)].firstChild >= 0 && kind == .poundKeyword { setKind(decl, .attributeGroup) }
        }
        close()
    }

    mutating func parseFunctionSignatureAndBody(allowGenerics: Bool) {
        if allowGenerics && kind == .oper && atChar(UInt8(ascii: "<")) { parseGenericParameters() }
        if at(.leftParen) { parseParameterClause() }
        parseEffects()
        if at(.arrow) { parseReturnClause() }
        if at(.where) { parseWhereClause() }
        if at(.leftBrace) { parseCodeBlock() }
    }

    /// `async`, `throws`, `throws(E)`, `rethrows`, `reasync` — kept as direct tokens.
    mutating func parseEffects() {
        while true {
            if at(.async) || at(.rethrows) || (kind == .identifier && tokenIs(pos, "reasync")) { advance(); continue }
            if at(.throws) {
                advance()
                if at(.leftParen) && isAdjacent(pos) {
                    advance()
                    parseType()
                    eat(.rightParen)
                }
                continue
            }
            // `try` and `await` after an arrow are errors the compiler fixes; keep them as tokens.
            return
        }
    }

    func tokenIs(_ i: Int, _ s: StaticString) -> Bool {
        let t = toks[i]
        guard t.length == s.utf8CodeUnitCount else { return false }
        return s.withUTF8Buffer { e in
            for k in 0..<e.count where src[Int(t.start) + k] != e[k] { return false }
            return true
        }
    }

    /// `: Type` of a variable, parameter or condition.
    mutating func parseTypeAnnotation() {
        open(.typeAnnotation)
        advance() // :
        parseType()
        close()
    }

    enum InitializerValue { case type, expression, condition, variable }

    /// `= value` of a variable, parameter, enum case, typealias, capture or condition.
    mutating func parseInitializerClause(_ value: InitializerValue) {
        open(.initializerClause)
        advance() // =
        switch value {
        case .type: parseType()
        case .expression: parseExpression()
        case .condition: parseExpression(noTrailingClosure: true)
        case .variable: parseExpression(noTrailingClosureBeforeAccessors: true)
        }
        close()
    }

    mutating func parseReturnClause() {
        open(.returnClause)
        advance() // ->
        parseType()
        close()
    }

    mutating func parseGenericParameters(openerConsumed: Bool = false) {
        open(.genericParameterClause)
        if !openerConsumed { advance() } // <
        while !atEnd && !(kind == .oper && atChar(UInt8(ascii: ">"))) {
            let before = pos
            open(.genericParameter, main: kind == .identifier || kind == .keyword ? pos : -1)
            if at(.each) || tokenIs(pos, "let") { advance() }
            if kind == .identifier || kind == .keyword { setMain(lastOpen, pos); advance() }
            if at(.colon) {
                advance()
                parseType()
            }
            close()
            if !eat(.comma) {
                if at(.where) { parseWhereClause() }
                if pos == before || !(kind == .oper && atChar(UInt8(ascii: ">"))) { break }
            }
        }
        if kind == .oper && atChar(UInt8(ascii: ">")) { advance() }
        close()
    }

    var lastOpen: Int32 { stack[stack.count - 1].node }

    mutating func parseInheritance() {
        open(.inheritanceClause)
        advance() // :
        repeat {
            if at(.leftBrace) || at(.where) || atEnd { break }
            open(.inheritedType)
            parseType()
            close()
        } while eat(.comma)
        close()
    }

    mutating func parseWhereClause() {
        open(.genericWhereClause)
        advance() // where
        repeat {
            let before = pos
            parseType()
            if at(.colon) {
                advance()
                parseType()
            } else if kind == .oper && (tokenIs(pos, "==")) {
                advance()
                parseType()
            }
            if pos == before { break }
        } while eat(.comma)
        close()
    }

    mutating func parseMemberBlock() { parseBlock(.memberBlock, items: .members) }

    /// `{ items }` of a type (members) or of code (statements).
    mutating func parseBlock(_ kind: NodeKind, items context: ItemContext) {
        guard enter() else { parseUnknown(); return }
        defer { leave() }
        open(kind)
        advance() // {
        parseItems(context)
        eat(.rightBrace)
        close()
    }

    // MARK: Parameters

    mutating func parseParameterClause() {
        guard enter() else { parseUnknown(); return }
        defer { leave() }
        open(.parameterClause)
        advance() // (
        while !atEnd && !at(.rightParen) {
            let before = pos
            open(.parameter, main: -1)
            parseAttributes()
            while at(.inout) || at(.borrowing) || at(.consuming) || at(.__owned) || at(.__shared) { advance() }
            let t1 = peek(1), t2 = peek(2)
            let named = isName(tok) && (t1.kind == .colon || (isName(t1) && t2.kind == .colon))
            if named {
                setMain(lastOpen, pos)
                advance()
                if !at(.colon) { advance() }
                open(.typeAnnotation)
                advance()
                parseType()
                close()
            } else {
                // An unnamed parameter (enum associated values, function types): just a type.
                parseType()
            }
            if kind == .oper && tokenIs(pos, "...") { advance() }
            if at(.equal) { parseInitializerClause(.expression) }
            close()
            if !eat(.comma) {
                if pos == before { parseUnknown() }
                if !at(.rightParen) && !at(.leftBrace) && !at(.rightBrace) && !atEnd && pos != before { continue }
                break
            }
        }
        eat(.rightParen)
        close()
    }

    // MARK: Variables

    mutating func parsePatternBindings(_ decl: Int32) {
        repeat {
            let binding = open(.patternBinding)
            if kind == .identifier || kind == .keyword {
                setMain(binding, pos)
                if nodes[Int(decl)].mainToken < 0 { setMain(decl, pos) }
            }
            parsePattern()
            if at(.colon) { parseTypeAnnotation() }
            if at(.equal) { parseInitializerClause(.variable) }
            if at(.leftBrace) { parseAccessorBlock() }
            close()
        } while eat(.comma)
    }

    /// `name`, `_`, `(a, b)`, `let x` — the left side of a binding.
    mutating func parsePattern() {
        open(.pattern, main: kind == .identifier || kind == .keyword ? pos : -1)
        if at(.leftParen) {
            skipBalancedGroup()
        } else if kind == .identifier || kind == .keyword || kind == .dollarIdentifier {
            advance()
        }
        close()
    }

    /// `{ get set }`, `{ get { … } set(v) { … } }`, `{ didSet { … } }`, or an implicit getter.
    mutating func parseAccessorBlock() {
        guard enter() else { parseUnknown(); return }
        defer { leave() }
        open(.accessorBlock)
        advance() // {
        if isAccessorStart(pos) {
            while !atEnd && !at(.rightBrace) {
                let before = pos
                if kind == .poundKeyword && at(.poundIf) {
                    // `#if` around accessors: treat clause bodies as statements (rare).
                    parseIfConfig(.members)
                    continue
                }
                guard isAccessorStart(pos) else { parseUnknown(); continue }
                let accessor = open(.accessorDecl)
                parseAttributes()
                while Parser.isModifier(keyword) || at(.mutating) || at(.nonmutating) { open(.modifier, main: pos); advance(); close() }
                setMain(accessor, pos)
                advance()
                if at(.leftParen) {
                    open(.parameterClause)
                    skipBalancedGroup()
                    close()
                }
                parseEffects()
                if at(.leftBrace) { parseCodeBlock() }
                close()
                if pos == before { parseUnknown() }
            }
        } else {
            parseItems(.statements)
        }
        eat(.rightBrace)
        close()
    }

    static func isAccessorKeyword(_ k: Keyword) -> Bool {
        switch k {
        case .get, .set, .willSet, .didSet, .modify, .read, ._modify, ._read, .`init`:
            true
        default: false
        }
    }

    func isAccessorStart(_ i: Int) -> Bool {
        var i = i
        while toks[i].kind == .at { i = skipAttribute(from: i) }
        while Parser.isModifier(toks[i].keyword) && toks[i].kind != .endOfFile { i += 1 }
        let t = toks[i]
        guard Parser.isAccessorKeyword(t.keyword) || tokenIs(i, "unsafeAddress") || tokenIs(i, "unsafeMutableAddress") else { return false }
        let n = toks[i + 1]
        // `get` alone, `get {`, `set(v) {`, `get async throws {`, `get }`.
        return n.kind == .leftBrace || n.kind == .rightBrace || n.kind == .leftParen || n.isAtStartOfLine
            || n.keyword == .async || n.keyword == .throws || Parser.isAccessorKeyword(n.keyword) || n.kind == .at
            || tokenIs(i + 1, "unsafeAddress") || tokenIs(i + 1, "unsafeMutableAddress")
            || Parser.isModifier(n.keyword) || n.kind == .semicolon
    }
}
