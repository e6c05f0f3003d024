extension Parser {
    struct ExprFlags: OptionSet {
        let rawValue: UInt8
        /// In `if`/`while`/`guard`/`switch`/`for` headers a `{` starts the body, not a closure.
        static let noTrailingClosure = ExprFlags(rawValue: 1)
        /// In `case` patterns `let x`, `var x` and `is T` may appear.
        static let inPattern = ExprFlags(rawValue: 2)
        /// A variable's initializer: `{ didSet … }` after it is an observer block.
        static let beforeAccessors = ExprFlags(rawValue: 4)
        /// A `#if` condition ends with its line.
        static let singleLine = ExprFlags(rawValue: 8)
        /// `case .x(let v) = value`: the `=` ends the pattern.
        static let noAssignment = ExprFlags(rawValue: 16)
    }

    mutating func parseExpression(noTrailingClosure: Bool = false, inPattern: Bool = false,
                                  noTrailingClosureBeforeAccessors: Bool = false) {
        var flags: ExprFlags = []
        if noTrailingClosure { flags.insert(.noTrailingClosure) }
        if inPattern { flags.insert(.inPattern) }
        if noTrailingClosureBeforeAccessors { flags.insert(.beforeAccessors) }
        parseExpr(flags)
    }

    /// A sequence of operands and binary operators, ternaries and casts, kept unfolded.
    mutating func parseExpr(_ flags: ExprFlags) {
        guard enter() else { if !atEnd { parseUnknown() }; return }
        defer { leave() }
        guard parseUnary(flags) else { return }
        var wrapped = false
        while true {
            if flags.contains(.singleLine) && tok.isAtStartOfLine { break }
            if isAtBinaryOperator() && !(at(.equal) && flags.contains(.noAssignment)) {
                if !wrapped { wrapLast(.sequenceExpr); wrapped = true }
                let first = pos
                advance()
                // Operators lexed in pieces (`>` `>=`) are one operator here.
                while (kind == .oper || kind == .equal || kind == .postfixQuestion || kind == .postfixExclaim) && isAdjacent(pos) && pos > first { advance() }
                if !parseUnary(flags) { break }
            } else if kind == .oper && atChar(UInt8(ascii: "?")) {
                if !wrapped { wrapLast(.sequenceExpr); wrapped = true }
                open(.ternaryExpr)
                advance()
                parseExpr(flags.subtracting(.inPattern))
                eat(.colon)
                close()
                if !parseUnary(flags) { break }
            } else if at(.as) {
                if !wrapped { wrapLast(.sequenceExpr); wrapped = true }
                open(.asExpr)
                advance()
                if (at(.postfixQuestion) || at(.postfixExclaim)) && isAdjacent(pos) { advance() }
                parseType()
                close()
            } else if at(.is) {
                if !wrapped { wrapLast(.sequenceExpr); wrapped = true }
                open(.isExpr)
                advance()
                parseType()
                close()
            } else if let arrow = arrowAhead() {
                // A function type written as an expression (`[() -> Void]()`,
                // `[UInt: (V) async throws -> Void]()`): the compiler folds `->` like a binary
                // operator, with its effects before it.
                if !wrapped { wrapLast(.sequenceExpr); wrapped = true }
                while pos <= arrow { advance() }
                if !parseUnary(flags) { break }
            } else {
                break
            }
        }
        if wrapped { close() }
    }

    /// The position of a `->` that continues the expression here, after optional `async` and
    /// `throws`/`throws(E)` on the same line; nil if there is none.
    func arrowAhead() -> Int? {
        guard !tok.isAtStartOfLine else { return nil }
        var j = pos
        if toks[j].keyword == .async { j += 1 }
        if toks[j].keyword == .throws {
            j += 1
            if toks[j].kind == .leftParen && !toks[j].isAtStartOfLine { j = skipGroup(from: j) }
        }
        return toks[j].kind == .arrow && (j == pos || !toks[j].isAtStartOfLine) ? j : nil
    }

    func isAtBinaryOperator() -> Bool {
        switch kind {
        case .equal:
            return true
        case .oper:
            if atChar(UInt8(ascii: "?")) { return false }
            // A prefix operator opening a new line starts a new statement.
            return !(tok.isAtStartOfLine && tok.flags.contains(.prefixOperator))
        default:
            return false
        }
    }

    /// Prefix forms: `try`, `await`, prefix operators, `&x`, and in patterns `let x`, `is T`.
    /// Returns false when there is no expression here (nothing consumed).
    mutating func parseUnary(_ flags: ExprFlags) -> Bool {
        switch kind {
        case .keyword where keyword == .try:
            open(.tryExpr, main: pos)
            advance()
            if (at(.postfixQuestion) || at(.postfixExclaim)) && isAdjacent(pos) { advance() }
            _ = parseUnaryNested(flags)
            close()
            return true
        case .identifier where keyword == .await && isAtOperandStart(pos + 1):
            open(.awaitExpr, main: pos)
            advance()
            _ = parseUnaryNested(flags)
            close()
            return true
        case .identifier where (keyword == .consume || keyword == .copy || keyword == .each || keyword == .discard) && isName(peek()) && !peek().isAtStartOfLine:
            open(.prefixExpr, main: pos)
            advance()
            _ = parseUnaryNested(flags)
            close()
            return true
        case .keyword where keyword == .repeat && peek().kind != .leftBrace:
            open(.prefixExpr, main: pos)
            advance()
            _ = parseUnaryNested(flags)
            close()
            return true
        case .oper:
            let next = peek().kind
            if next == .rightParen || next == .comma || next == .rightSquare || next == .colon {
                // An operator used as a function: `reduce(0, +)`.
                open(.declReference, main: pos)
                advance()
                close()
                return true
            }
            open(.prefixExpr, main: pos)
            advance()
            _ = parseUnaryNested(flags)
            close()
            return true
        case .keyword where flags.contains(.inPattern) && (keyword == .let || keyword == .var):
            open(.pattern, main: pos)
            advance()
            _ = parseUnaryNested(flags)
            close()
            return true
        case .keyword where flags.contains(.inPattern) && keyword == .is:
            open(.isExpr)
            advance()
            parseType()
            close()
            return true
        default:
            return parsePostfix(flags)
        }
    }

    mutating func parseUnaryNested(_ flags: ExprFlags) -> Bool {
        guard enter() else { if !atEnd { parseUnknown() }; return true }
        defer { leave() }
        return parseUnary(flags)
    }

    func isAtOperandStart(_ i: Int) -> Bool {
        let t = toks[i]
        if t.isAtStartOfLine { return false }
        switch t.kind {
        case .identifier, .keyword, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringOpen, .regexLiteral,
             .leftParen, .leftSquare, .leftBrace, .period, .backslash, .poundKeyword, .editorPlaceholder:
            return t.keyword != .in && t.keyword != .as && t.keyword != .is
        case .oper:
            return t.flags.contains(.prefixOperator)
        default:
            return false
        }
    }

    /// A primary expression followed by member accesses, calls, subscripts, trailing closures
    /// and postfix operators.
    mutating func parsePostfix(_ flags: ExprFlags) -> Bool {
        guard parsePrimary(flags) else { return false }
        while true {
            if flags.contains(.singleLine) && tok.isAtStartOfLine { return true }
            switch kind {
            case .period:
                wrapLast(.memberAccess)
                advance()
                if isName(tok) || kind == .integerLiteral {
                    setMain(lastOpen, pos)
                    advance()
                    if kind == .oper && atChar(UInt8(ascii: "<")) && isAdjacent(pos), genericArgumentsFollow(pos) { parseGenericArguments() }
                } else if kind == .floatLiteral {
                    advance() // `x.0.1` lexes `0.1` as one literal
                }
                close()
            case .postfixQuestion, .postfixExclaim:
                wrapLast(.postfixExpr)
                advance()
                close()
            case .oper where tok.flags.contains(.postfixOperator) && !tok.isAtStartOfLine:
                wrapLast(.postfixExpr)
                advance()
                close()
            case .leftParen where !tok.isAtStartOfLine:
                wrapLast(.callExpr)
                parseArgumentList(closer: .rightParen, flags: flags)
                parseTrailingClosures(flags)
                close()
            case .leftSquare where !tok.isAtStartOfLine:
                wrapLast(.subscriptExpr)
                parseArgumentList(closer: .rightSquare)
                close()
            case .leftBrace where isTrailingClosureAllowed(flags):
                wrapLast(.callExpr)
                parseTrailingClosures(flags)
                close()
            case .poundKeyword where keyword == .poundIf && isPostfixIfConfig(pos):
                wrapLast(.postfixExpr)
                parseIfConfig(body: .postfixChain(flags))
                close()
            default:
                return true
            }
        }
    }

    func isTrailingClosureAllowed(_ flags: ExprFlags) -> Bool {
        if flags.contains(.noTrailingClosure) { return false }
        if flags.contains(.beforeAccessors) {
            var i = pos + 1
            while toks[i].kind == .at { i = skipAttribute(from: i) }
            if toks[i].keyword == .willSet || toks[i].keyword == .didSet { return false }
        }
        return true
    }

    mutating func parseTrailingClosures(_ flags: ExprFlags) {
        guard at(.leftBrace) && isTrailingClosureAllowed(flags) else { return }
        open(.trailingClosure)
        parseClosure()
        close()
        // Labelled trailing closures: `} label: { … }`, `} catch: { … }` (any word but `case`/`default`).
        while (kind == .identifier || (kind == .keyword && keyword != .case && keyword != .default)) && peek().kind == .colon && peek(2).kind == .leftBrace {
            open(.trailingClosure, main: pos)
            advance()
            advance()
            parseClosure()
            close()
        }
    }

    /// `#if` in a modifier chain: the first token after the condition line is a `.`.
    func isPostfixIfConfig(_ i: Int) -> Bool {
        var j = i + 1
        while !toks[j].isAtStartOfLine && toks[j].kind != .endOfFile { j += 1 }
        return toks[j].kind == .period || (toks[j].keyword == .poundIf && isPostfixIfConfig(j))
    }

    // MARK: Primary expressions

    mutating func parsePrimary(_ flags: ExprFlags) -> Bool {
        switch kind {
        case .identifier, .dollarIdentifier:
            open(.declReference, main: pos)
            advance()
            if kind == .oper && atChar(UInt8(ascii: "<")) && isAdjacent(pos), genericArgumentsFollow(pos) { parseGenericArguments() }
            close()
        case .keyword:
            switch keyword {
            case .self, .Self, .super, .Any, ._, .`init`:
                open(.declReference, main: pos)
                advance()
                if kind == .oper && atChar(UInt8(ascii: "<")) && isAdjacent(pos), genericArgumentsFollow(pos) { parseGenericArguments() }
                close()
            case .true, .false, .nil:
                open(.literal, main: pos)
                advance()
                close()
            case .if:
                parseIf(kind: .ifExpr)
            case .switch:
                parseSwitch(kind: .switchExpr)
            default:
                return false
            }
        case .integerLiteral, .floatLiteral, .regexLiteral, .editorPlaceholder:
            open(.literal, main: pos)
            advance()
            close()
        case .stringOpen:
            parseStringLiteral()
        case .leftParen:
            open(.tupleExpr)
            parseArgumentList(closer: .rightParen, wrap: false, flags: flags)
            close()
        case .leftSquare:
            parseCollection()
        case .leftBrace:
            parseClosure()
        case .period:
            open(.implicitMember)
            advance()
            if isName(tok) {
                setMain(lastOpen, pos)
                advance()
                if kind == .oper && atChar(UInt8(ascii: "<")) && isAdjacent(pos), genericArgumentsFollow(pos) { parseGenericArguments() }
            }
            close()
        case .backslash:
            parseKeyPath()
        case .at:
            // A type used as a value: `(@Sendable () -> Void).self`.
            parseType()
        case .poundKeyword:
            if keyword == .poundIf || keyword == .poundElse || keyword == .poundElseif || keyword == .poundEndif { return false }
            open(.macroExpansion, main: pos)
            advance()
            if kind == .oper && atChar(UInt8(ascii: "<")) && isAdjacent(pos) { parseGenericArguments() }
            if at(.leftParen) && !tok.isAtStartOfLine { parseArgumentList(closer: .rightParen) }
            parseTrailingClosures(flags)
            close()
        default:
            return false
        }
        return true
    }

    /// Arguments of a call, subscript, tuple, or interpolation: `label: value` separated by commas.
    /// Inside the delimiters only pattern-ness carries over: `case .some(let x)`.
    mutating func parseArgumentList(closer: TokenKind, wrap: Bool = true, flags: ExprFlags = []) {
        guard enter() else { parseUnknown(); return }
        defer { leave() }
        if wrap { open(.argumentList) }
        advance() // ( or [
        parseArguments(until: closer, flags: flags.intersection(.inPattern))
        eat(closer)
        if wrap { close() }
    }

    mutating func parseArguments(until closer: TokenKind, flags: ExprFlags = []) {
        while !atEnd && !at(closer) {
            if at(.rightBrace) || at(.rightParen) || at(.rightSquare) || at(.interpolationClose) { return }
            let before = pos
            open(.argument)
            if isName(tok) && peek().kind == .colon && !(peek(2).kind == .colon) {
                setMain(lastOpen, pos)
                advance()
                advance()
                // A selector-style name `f(a:b:)` has labels without values.
                let valueless = at(.comma) || at(closer) || (isName(tok) && peek().kind == .colon)
                if !valueless { parseExpr(flags) }
            } else if kind == .poundKeyword && keyword == .poundIf {
                parseIfConfig(.statements)
            } else {
                parseExpr(flags)
            }
            if pos == before { parseUnknown() }
            close()
            eat(.comma)
        }
    }

    mutating func parseStringLiteral() {
        open(.stringLiteral)
        advance()
        loop: while true {
            switch kind {
            case .stringSegment:
                advance()
            case .interpolationOpen:
                guard enter() else { parseUnknown(); continue }
                open(.interpolation)
                advance()
                parseArguments(until: .interpolationClose)
                eat(.interpolationClose)
                close()
                leave()
            case .stringClose:
                advance()
                break loop
            default:
                break loop
            }
        }
        close()
    }

    /// `[a, b]`, `[k: v]`, `[:]`.
    mutating func parseCollection() {
        guard enter() else { parseUnknown(); return }
        defer { leave() }
        let node = open(.arrayExpr)
        advance()
        if at(.colon) {
            setKind(node, .dictionaryExpr)
            advance()
        }
        while !atEnd && !at(.rightSquare) {
            if at(.rightBrace) || at(.rightParen) || at(.interpolationClose) { break }
            let before = pos
            if kind == .poundKeyword && keyword == .poundIf {
                parseIfConfig(.statements)
            } else {
                parseExpr([])
                if eat(.colon) {
                    setKind(node, .dictionaryExpr)
                    parseExpr([])
                }
            }
            if pos == before { parseUnknown() }
            eat(.comma)
        }
        eat(.rightSquare)
        close()
    }

    /// `\Root.path.to?.value`, `\.name`, `\[0]`.
    mutating func parseKeyPath() {
        open(.keyPathExpr)
        advance() // \
        if kind == .identifier || keyword == .Self {
            open(.type)
            advance()
            if kind == .oper && atChar(UInt8(ascii: "<")) && isAdjacent(pos) { parseGenericArguments() }
            close()
        }
        while true {
            if at(.period) && isAdjacent(pos) {
                advance()
                if isName(tok) || kind == .integerLiteral { advance() }
            } else if (at(.postfixQuestion) || at(.postfixExclaim)) && isAdjacent(pos) {
                advance()
            } else if at(.leftSquare) && isAdjacent(pos) {
                parseArgumentList(closer: .rightSquare)
            } else {
                break
            }
        }
        close()
    }

    // MARK: Closures

    mutating func parseClosure() {
        guard enter() else { parseUnknown(); return }
        defer { leave() }
        let closure = open(.closureExpr)
        advance() // {
        if let inToken = closureSignatureEnd(from: pos) {
            open(.closureSignature)
            parseAttributes()
            if at(.leftSquare) { parseCaptureList() }
            if at(.leftParen) {
                parseClosureParameterClause()
            } else {
                while pos < inToken && (kind == .identifier || keyword == ._ || kind == .dollarIdentifier) {
                    open(.closureParameter, main: pos)
                    advance()
                    if at(.colon) { parseTypeAnnotation() }
                    close()
                    if !eat(.comma) { break }
                }
            }
            parseEffects()
            if at(.arrow) { parseReturnClause() }
            while pos < inToken { advance() }
            setMain(closure, pos)
            advance() // in
            close()
        }
        parseItems(.statements)
        eat(.rightBrace)
        close()
    }

    /// The index of the `in` ending a closure signature that starts at `i`, or nil.
    func closureSignatureEnd(from i: Int) -> Int? {
        var j = i
        while toks[j].kind == .at { j = skipAttribute(from: j) }
        if toks[j].kind == .leftSquare { j = skipGroup(from: j) }
        if toks[j].kind == .leftParen {
            j = skipGroup(from: j)
        } else {
            while toks[j].kind == .identifier || toks[j].keyword == ._ || toks[j].kind == .dollarIdentifier {
                j += 1
                if toks[j].kind == .colon {
                    // `{ a: Int in }` is invalid but seen; skip the type.
                    j += 1
                    while toks[j].kind == .identifier || toks[j].kind == .period || toks[j].kind == .postfixQuestion { j += 1 }
                }
                if toks[j].kind == .comma { j += 1 } else { break }
            }
        }
        while true {
            let t = toks[j]
            if t.keyword == .async || t.keyword == .rethrows { j += 1; continue }
            if t.keyword == .throws {
                j += 1
                if toks[j].kind == .leftParen { j = skipGroup(from: j) }
                continue
            }
            break
        }
        if toks[j].kind == .arrow {
            j += 1
            var budget = 256
            while toks[j].keyword != .in && budget > 0 {
                switch toks[j].kind {
                case .leftBrace, .rightBrace, .endOfFile: return nil
                case .leftParen, .leftSquare: j = skipGroup(from: j)
                default: j += 1
                }
                budget -= 1
            }
        }
        return toks[j].keyword == .in && j > i ? j : nil
    }

    mutating func parseCaptureList() {
        open(.captureList)
        advance() // [
        while !atEnd && !at(.rightSquare) {
            let before = pos
            open(.captureItem)
            while (at(.weak) || at(.unowned)) && peek().kind != .equal && peek().kind != .comma && peek().kind != .rightSquare {
                advance()
                if at(.leftParen) && isAdjacent(pos) { skipBalancedGroup() }
            }
            if isName(tok) { setMain(lastOpen, pos); advance() }
            if at(.equal) { parseInitializerClause(.expression) }
            close()
            if pos == before { parseUnknown() }
            if !eat(.comma) && !at(.rightSquare) && pos == before { break }
        }
        eat(.rightSquare)
        close()
    }

    /// `(a, b: Int, _ c: T)` in a closure signature.
    mutating func parseClosureParameterClause() {
        open(.parameterClause)
        advance()
        while !atEnd && !at(.rightParen) {
            let before = pos
            open(.closureParameter, main: isName(tok) ? pos : -1)
            parseAttributes()
            if isName(tok) {
                setMain(lastOpen, pos)
                advance()
                if isName(tok) { advance() }
            }
            if at(.colon) { parseTypeAnnotation() }
            if kind == .oper && tokenIs(pos, "...") { advance() }
            close()
            if pos == before { parseUnknown() }
            if !eat(.comma) { if !at(.rightParen) && pos == before { break } ; if !at(.rightParen) { continue } }
        }
        eat(.rightParen)
        close()
    }
}
