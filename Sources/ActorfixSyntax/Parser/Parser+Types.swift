extension Parser {
    /// A type: `Int`, `[String: Any]`, `some View`, `@escaping @Sendable (Int) async throws -> Void`,
    /// `Foo<Bar>.Baz?`, `any P & Q`, `(a: Int, b: Int)`. Nested types are child nodes.
    mutating func parseType() {
        guard enter() else { if !atEnd { parseUnknown() }; return }
        defer { leave() }
        open(.type)
        parseTypeBody()
        close()
    }

    private static func isTypeSpecifier(_ k: Keyword) -> Bool {
        switch k {
        case .inout, .borrowing, .consuming, .__owned, .__shared, .sending, .isolated, .each, .repeat, .some, .any:
            true
        default: false
        }
    }

    private mutating func parseTypeBody() {
        while true {
            if at(.at) { parseAttribute(); continue }
            if kind == .oper && atChar(UInt8(ascii: "~")) {
                advance() // suppressed conformance: `~Copyable`
                continue
            }
            if Parser.isTypeSpecifier(keyword) && (peek().kind != .colon && peek().kind != .comma && peek().kind != .rightParen && peek().kind != .period) {
                advance()
                continue
            }
            break
        }
        // Primary.
        switch kind {
        case .identifier:
            advance()
            if kind == .oper && atChar(UInt8(ascii: "<")) && isAdjacent(pos) { parseGenericArguments() }
        case .keyword where keyword == .Any || keyword == .Self || keyword == ._ || keyword == .`init`:
            advance()
            if kind == .oper && atChar(UInt8(ascii: "<")) && isAdjacent(pos) { parseGenericArguments() }
        case .leftParen:
            advance()
            while !atEnd && !at(.rightParen) {
                if at(.rightBrace) || at(.rightSquare) { break }
                let before = pos
                // Element labels: `(a: Int)`, `(_ x: Int)`.
                if isName(tok) && peek().kind == .colon { advance(); advance() }
                else if isName(tok) && isName(peek()) && peek(2).kind == .colon { advance(); advance(); advance() }
                parseType()
                if kind == .oper && tokenIs(pos, "...") { advance() }
                if at(.equal) {
                    // Default arguments in function types are invalid; keep the tokens.
                    advance()
                    parseExpr([])
                }
                if pos == before { parseUnknown() }
                if !eat(.comma) && !at(.rightParen) && pos == before { break }
            }
            eat(.rightParen)
        case .leftSquare:
            advance()
            parseType()
            if eat(.colon) { parseType() }
            eat(.rightSquare)
        default:
            return
        }
        // Postfix: members, optionals, metatypes, compositions, function arrows.
        while true {
            if at(.postfixQuestion) || at(.postfixExclaim) {
                advance()
            } else if at(.period) && (isName(peek())) {
                advance()
                advance()
                if kind == .oper && atChar(UInt8(ascii: "<")) && isAdjacent(pos) { parseGenericArguments() }
            } else if kind == .oper && (atChar(UInt8(ascii: "?")) || atChar(UInt8(ascii: "!"))) && isAdjacent(pos) {
                advance()
            } else if kind == .oper && atChar(UInt8(ascii: "&")) {
                advance()
                parseType()
            } else if at(.async) || at(.throws) || at(.rethrows) {
                parseEffects()
            } else if at(.arrow) {
                advance()
                parseType()
                return
            } else {
                return
            }
        }
    }

    mutating func parseGenericArguments() {
        open(.genericArgumentClause)
        advance() // <
        while !atEnd && !(kind == .oper && atChar(UInt8(ascii: ">"))) {
            let before = pos
            parseType()
            if kind == .integerLiteral { advance() } // value generics: `Vector<3, Int>`
            if !eat(.comma) && (pos == before || !(kind == .oper && atChar(UInt8(ascii: ">")))) {
                if pos == before && !at(.rightParen) && !at(.rightBrace) && !at(.rightSquare) && !at(.leftBrace) { parseUnknown(); continue }
                break
            }
        }
        if kind == .oper && atChar(UInt8(ascii: ">")) { advance() }
        close()
    }

    /// The index after a generic argument list `<…>` starting at `i`, if the tokens can be one.
    func genericArgumentsEnd(from i: Int) -> Int? {
        var j = i + 1
        var angles = 1
        var groups = 0
        while j - i < 128 {
            let t = toks[j]
            switch t.kind {
            case .oper:
                if isChar(j, UInt8(ascii: "<")) { angles += 1 }
                else if isChar(j, UInt8(ascii: ">")) {
                    angles -= 1
                    if angles == 0 { return groups == 0 ? j + 1 : nil }
                } else if !(isChar(j, UInt8(ascii: "&")) || tokenIs(j, "...") || isChar(j, UInt8(ascii: "?")) || isChar(j, UInt8(ascii: "!"))) {
                    return nil
                }
            case .identifier, .period, .comma, .colon, .arrow, .postfixQuestion, .postfixExclaim, .at, .integerLiteral:
                break
            case .keyword:
                switch t.keyword {
                case .Any, .Self, ._, .inout, .throws, .rethrows, .let: break
                default: return nil
                }
            case .leftParen, .leftSquare: groups += 1
            case .rightParen, .rightSquare:
                groups -= 1
                if groups < 0 { return nil }
            default:
                return nil
            }
            j += 1
        }
        return nil
    }

    /// Whether the `<` at `i` opens generic arguments in an expression (`Array<Int>()`), judged
    /// as the compiler does by the token after the closing `>`.
    func genericArgumentsFollow(_ i: Int) -> Bool {
        guard let end = genericArgumentsEnd(from: i) else { return false }
        let t = toks[end]
        if t.isAtStartOfLine { return true }
        switch t.kind {
        case .leftParen, .period, .rightParen, .rightSquare, .comma, .postfixQuestion, .postfixExclaim,
             .leftSquare, .leftBrace, .colon, .semicolon, .endOfFile, .equal, .rightBrace, .interpolationClose:
            return true
        case .oper:
            return tokenIs(end, "==") || tokenIs(end, "!=")
        default:
            return false
        }
    }
}
