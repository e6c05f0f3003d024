extension Parser {
    mutating func parseCodeBlock() { parseBlock(.codeBlock, items: .statements) }

    mutating func parseStatement() {
        guard enter() else { parseUnknown(); return }
        defer { leave() }
        switch keyword {
        case .if:
            parseIf(kind: .ifStmt)
        case .guard:
            open(.guardStmt, main: pos)
            advance()
            parseConditions()
            eat(.else)
            if at(.leftBrace) { parseCodeBlock() }
            close()
        case .while:
            open(.whileStmt, main: pos)
            advance()
            parseConditions()
            if at(.leftBrace) { parseCodeBlock() }
            close()
        case .repeat where peek().kind == .leftBrace:
            open(.repeatStmt, main: pos)
            advance()
            parseCodeBlock()
            if eat(.while) { parseExpression(noTrailingClosure: true) }
            close()
        case .for:
            open(.forStmt, main: pos)
            advance()
            while at(.try) || at(.await) || at(.case) || at(.var) || at(.let) { advance() }
            // The loop pattern: everything up to `in` (tuple patterns, `.some(x)`, typed patterns).
            open(.pattern, main: kind == .identifier || kind == .keyword ? pos : -1)
            while !atEnd && !at(.in) && !at(.leftBrace) && !at(.rightBrace) { skipBalancedGroup() }
            close()
            if eat(.in) { parseExpression(noTrailingClosure: true) }
            if eat(.where) { parseExpression(noTrailingClosure: true) }
            if at(.leftBrace) { parseCodeBlock() }
            close()
        case .switch:
            parseSwitch(kind: .switchStmt)
        case .do where peek().kind == .leftBrace || peek().keyword == .throws:
            open(.doStmt, main: pos)
            advance()
            parseEffects()
            if at(.leftBrace) { parseCodeBlock() }
            while at(.catch) {
                open(.catchClause, main: pos)
                advance()
                if !at(.leftBrace) {
                    repeat {
                        parseExpression(noTrailingClosure: true, inPattern: true)
                        if eat(.where) { parseExpression(noTrailingClosure: true) }
                    } while eat(.comma)
                }
                if at(.leftBrace) { parseCodeBlock() }
                close()
            }
            close()
        case .return:
            open(.returnStmt, main: pos)
            advance()
            if isAtExpressionStartOnSameLine() { parseExpression() }
            close()
        case .throw:
            open(.throwStmt, main: pos)
            advance()
            if !atEnd && !at(.rightBrace) { parseExpression() }
            close()
        case .defer:
            open(.deferStmt, main: pos)
            advance()
            if at(.leftBrace) { parseCodeBlock() }
            close()
        case .break, .continue, .fallthrough:
            open(.jumpStmt, main: pos)
            advance()
            if kind == .identifier && !tok.isAtStartOfLine { advance() }
            close()
        default:
            if (kind == .identifier || kind == .keyword) && peek().kind == .colon && isLabelTarget(peek(2).keyword) {
                open(.labeledStmt, main: pos)
                advance()
                advance()
                parseStatement()
                close()
            } else {
                parseExpression()
            }
        }
    }

    func isLabelTarget(_ k: Keyword) -> Bool {
        k == .for || k == .while || k == .repeat || k == .if || k == .do || k == .switch || k == .guard
    }

    func isAtExpressionStartOnSameLine() -> Bool {
        if tok.isAtStartOfLine || atEnd { return false }
        switch kind {
        case .rightBrace, .semicolon, .rightParen, .rightSquare: return false
        default: return !(keyword == .case || keyword == .default)
        }
    }

    /// `if` with `else if` chains; also used for `if` expressions.
    mutating func parseIf(kind nodeKind: NodeKind) {
        open(nodeKind, main: pos)
        advance()
        parseConditions()
        if at(.leftBrace) { parseCodeBlock() }
        if eat(.else) {
            if at(.if) {
                guard enter() else { parseUnknown(); close(); return }
                parseIf(kind: nodeKind)
                leave()
            } else if at(.leftBrace) {
                parseCodeBlock()
            }
        }
        close()
    }

    /// Comma-separated conditions: `let x = y`, `let x`, `case .a(let v) = e`, `#available(…)`, expressions.
    mutating func parseConditions() {
        repeat {
            if at(.leftBrace) || atEnd { return }
            open(.condition)
            if at(.let) || at(.var) || at(.case) || at(.inout) {
                let isCase = at(.case)
                advance()
                if isCase {
                    parseExpr([.noTrailingClosure, .inPattern, .noAssignment])
                } else {
                    parsePattern()
                    if at(.colon) { parseTypeAnnotation() }
                }
                if at(.equal) { parseInitializerClause(.condition) }
            } else {
                parseExpression(noTrailingClosure: true)
            }
            close()
        } while eat(.comma)
    }

    mutating func parseSwitch(kind nodeKind: NodeKind) {
        open(nodeKind, main: pos)
        advance()
        parseExpression(noTrailingClosure: true)
        if at(.leftBrace) {
            open(.codeBlock)
            advance()
            parseItems(.switchCases)
            eat(.rightBrace)
            close()
        }
        close()
    }

    func isAtSwitchCaseStart() -> Bool {
        if at(.case) || at(.default) { return true }
        // `@unknown default:`
        return at(.at) && peek().kind == .identifier && tokenIs(pos + 1, "unknown")
    }

    /// `case pattern, pattern where cond:` or `default:` and the statements up to the next case.
    mutating func parseSwitchCase() {
        open(.switchCase, main: pos)
        parseAttributes()
        if eat(.default) {
            eat(.colon)
        } else if eat(.case) {
            repeat {
                let before = pos
                parseExpression(noTrailingClosure: true, inPattern: true)
                // The `:` ends a case's `where` clause, so trailing closures are allowed in it.
                if eat(.where) { parseExpression() }
                if pos == before { break }
            } while eat(.comma)
            eat(.colon)
        }
        while !atEnd && !at(.rightBrace) && !isAtSwitchCaseStart() {
            if at(.poundElseif) || at(.poundElse) || at(.poundEndif) { break }
            if at(.poundIf) && ifConfigHoldsCases(pos) { break }
            let before = pos
            parseItem(.statements)
            if pos == before { parseUnknown() }
        }
        close()
    }

    /// Whether the `#if` at `i` wraps `case` labels (it then belongs to the switch, not the case body).
    func ifConfigHoldsCases(_ i: Int) -> Bool {
        var j = i + 1
        while !toks[j].isAtStartOfLine && toks[j].kind != .endOfFile { j += 1 }
        let t = toks[j]
        return t.keyword == .case || t.keyword == .default || (t.kind == .at && tokenIs(j + 1, "unknown"))
    }
}
