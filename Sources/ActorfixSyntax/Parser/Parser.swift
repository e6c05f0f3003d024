/// A recursive-descent parser that builds the flat node array over a token buffer.
///
/// It never fails and never loops: every item loop consumes at least one token per iteration
/// (falling back to an `unknown` node), and nesting deeper than `maxDepth` is consumed as
/// balanced `unknown` groups without recursing, so hostile input cannot overflow the stack.
struct Parser: ~Copyable {
    static let maxDepth = 96

    let toks: UnsafeBufferPointer<Token>
    let src: UnsafeBufferPointer<UInt8>
    var pos = 0
    var nodes: GrowableBuffer<NodeRecord>
    /// Open nodes with their last two children (for wrapping the last child in a new parent).
    var stack = GrowableBuffer<(node: Int32, last: Int32, beforeLast: Int32)>(capacity: 64)
    var depth = 0

    static func parse(tokens: UnsafeBufferPointer<Token>, bytes: [UInt8]) -> [NodeRecord] {
        bytes.withUnsafeBufferPointer { src in
            var parser = Parser(toks: tokens, src: src, nodes: GrowableBuffer(capacity: tokens.count / 2 + 8))
            parser.parseSourceFile()
            return parser.nodes.toArray()
        }
    }

    // MARK: Node building

    @discardableResult
    mutating func open(_ kind: NodeKind, main: Int = -1) -> Int32 {
        let index = Int32(nodes.count)
        let parent: Int32 = stack.isEmpty ? -1 : stack[stack.count - 1].node
        nodes.append(NodeRecord(kind: kind, parent: parent, firstToken: Int32(pos), endToken: Int32(pos),
                                firstChild: -1, nextSibling: -1, mainToken: Int32(main)))
        if !stack.isEmpty {
            let top = stack.count - 1
            let last = stack[top].last
            if last >= 0 { nodes[Int(last)].nextSibling = index } else { nodes[Int(parent)].firstChild = index }
            stack[top].beforeLast = last
            stack[top].last = index
        }
        stack.append((index, -1, -1))
        return index
    }

    mutating func close() {
        let top = stack.removeLast()
        nodes[Int(top.node)].endToken = Int32(pos)
    }

    /// Makes the most recently closed child of the open node the first child of a new open node:
    /// `callee` becomes `callExpr(callee, …)`.
    @discardableResult
    mutating func wrapLast(_ kind: NodeKind, main: Int = -1) -> Int32 {
        let top = stack.count - 1
        let child = stack[top].last
        let parent = stack[top].node
        let index = Int32(nodes.count)
        nodes.append(NodeRecord(kind: kind, parent: parent, firstToken: nodes[Int(child)].firstToken, endToken: Int32(pos),
                                firstChild: child, nextSibling: -1, mainToken: Int32(main)))
        let before = stack[top].beforeLast
        if before >= 0 { nodes[Int(before)].nextSibling = index } else { nodes[Int(parent)].firstChild = index }
        stack[top].last = index
        nodes[Int(child)].parent = index
        stack.append((index, child, -1))
        return index
    }

    /// Whether the open node gained a child since `mark` (its last child then).
    func lastChild() -> Int32 { stack[stack.count - 1].last }

    mutating func setKind(_ node: Int32, _ kind: NodeKind) { nodes[Int(node)].kind = kind }
    mutating func setMain(_ node: Int32, _ token: Int) { nodes[Int(node)].mainToken = Int32(token) }

    // MARK: Tokens

    @inline(__always) var tok: Token { toks[pos] }
    @inline(__always) var kind: TokenKind { toks[pos].kind }
    @inline(__always) var keyword: Keyword { toks[pos].keyword }
    @inline(__always) func peek(_ n: Int = 1) -> Token { toks[min(pos + n, toks.count - 1)] }
    @inline(__always) var atEnd: Bool { toks[pos].kind == .endOfFile }

    @inline(__always) func at(_ k: TokenKind) -> Bool { toks[pos].kind == k }
    @inline(__always) func at(_ k: Keyword) -> Bool { toks[pos].keyword == k }

    @inline(__always) mutating func advance() { if toks[pos].kind != .endOfFile { pos += 1 } }

    @inline(__always) @discardableResult
    mutating func eat(_ k: TokenKind) -> Bool {
        if toks[pos].kind == k { pos += 1; return true }
        return false
    }

    @inline(__always) @discardableResult
    mutating func eat(_ k: Keyword) -> Bool {
        if toks[pos].keyword == k && toks[pos].kind != .endOfFile { pos += 1; return true }
        return false
    }

    /// Whether token `i` is exactly the one-byte text `c`.
    @inline(__always) func isChar(_ i: Int, _ c: UInt8) -> Bool {
        let t = toks[i]
        return t.end == t.start &+ 1 && src[Int(t.start)] == c
    }
    @inline(__always) func atChar(_ c: UInt8) -> Bool { isChar(pos, c) }

    /// Whether token `i` immediately follows token `i - 1` with no trivia between.
    @inline(__always) func isAdjacent(_ i: Int) -> Bool {
        i > 0 && toks[i].leadingStart == toks[i].start && toks[i - 1].end == toks[i].start
    }

    /// An identifier-like token that can serve as a name (identifier or contextual keyword).
    @inline(__always) func isName(_ t: Token) -> Bool {
        t.kind == .identifier || t.kind == .keyword || t.kind == .dollarIdentifier
    }

    // MARK: Recovery

    /// Consumes one token, or a whole balanced group when it opens one, into an `unknown` node.
    /// Iterative, so it is safe at any nesting depth.
    mutating func parseUnknown() {
        open(.unknown)
        skipBalancedGroup()
        close()
    }

    /// Skips one token or one balanced `()`, `[]`, `{}` group (or string, interpolation) group.
    mutating func skipBalancedGroup() {
        var depth = 0
        repeat {
            switch kind {
            case .leftParen, .leftSquare, .leftBrace, .stringOpen, .interpolationOpen: depth += 1
            case .rightParen, .rightSquare, .rightBrace, .stringClose, .interpolationClose: depth -= 1
            case .endOfFile: return
            default: break
            }
            pos += 1
        } while depth > 0
    }

    /// Past the depth limit, a whole `#if … #endif` (the ones nested in it too) as one `unknown`
    /// node. Iterative: 40,000 nested `#if`s overflowed the stack.
    mutating func parseUnknownIfConfig() {
        open(.unknown)
        var nesting = 0
        repeat {
            if at(.poundIf) { nesting += 1 } else if at(.poundEndif) { nesting -= 1 }
            if atEnd { break }
            pos += 1
        } while nesting > 0
        close()
    }

    /// Lookahead version: the index after the balanced group starting at `i`.
    func skipGroup(from i: Int) -> Int {
        var i = i
        var depth = 0
        repeat {
            switch toks[i].kind {
            case .leftParen, .leftSquare, .leftBrace, .stringOpen, .interpolationOpen: depth += 1
            case .rightParen, .rightSquare, .rightBrace, .stringClose, .interpolationClose: depth -= 1
            case .endOfFile: return i
            default: break
            }
            i += 1
        } while depth > 0
        return i
    }

    /// Enters one level of nesting; false (and nothing consumed) past the depth limit.
    @inline(__always) mutating func enter() -> Bool {
        if depth >= Parser.maxDepth { return false }
        depth += 1
        return true
    }
    @inline(__always) mutating func leave() { depth -= 1 }

    // MARK: Source file and item lists

    mutating func parseSourceFile() {
        open(.sourceFile)
        while !atEnd {
            let before = pos
            parseItem(.topLevel)
            if pos == before { parseUnknown() }
        }
        pos = toks.count - 1
        pos += 1 // the end-of-file token belongs to the file node: its leading trivia is the file's tail
        close()
        pos -= 1
    }

    enum ItemContext { case topLevel, members, statements, switchCases }

    /// Parses items until a closing brace (not consumed) or, inside `#if`, a directive.
    mutating func parseItems(_ context: ItemContext, inIfConfig: Bool = false) {
        while !atEnd && !at(.rightBrace) {
            if inIfConfig && (at(.poundElseif) || at(.poundElse) || at(.poundEndif)) { return }
            let before = pos
            parseItem(context)
            if pos == before { parseUnknown() }
        }
    }

    mutating func parseItem(_ context: ItemContext) {
        if at(.semicolon) { advance(); return }
        if kind == .poundKeyword {
            switch keyword {
            case .poundIf: parseIfConfig(context); return
            case .poundWarning, .poundError, .poundSourceLocation: parsePoundDirective(); return
            case .poundElseif, .poundElse, .poundEndif:
                // A directive with no opening `#if` here: keep it as unknown.
                parseUnknown(); return
            default: break
            }
        }
        if context == .switchCases && isAtSwitchCaseStart() { parseSwitchCase(); return }
        if isAtDeclStart(context) { parseDecl(context); return }
        if at(.rightParen) || at(.rightSquare) || at(.interpolationClose) || at(.stringClose) { parseUnknown(); return }
        parseStatement()
    }

    /// What the clauses of a `#if` hold: items of a block, or a modifier chain (`.bold()`).
    enum IfConfigBody { case items(ItemContext), postfixChain(ExprFlags) }

    /// `#if cond … #elseif cond … #else … #endif`, every clause kept.
    mutating func parseIfConfig(_ context: ItemContext) { parseIfConfig(body: .items(context)) }

    mutating func parseIfConfig(body: IfConfigBody) {
        guard enter() else { parseUnknownIfConfig(); return }
        defer { leave() }
        open(.ifConfig)
        while at(.poundIf) || at(.poundElseif) || at(.poundElse) {
            let isElse = at(.poundElse)
            open(.ifConfigClause, main: pos)
            advance()
            if !isElse { parseDirectiveCondition() }
            switch body {
            case .items(let context):
                parseItems(context, inIfConfig: true)
            case .postfixChain(let flags):
                while at(.period) {
                    let before = pos
                    _ = parsePostfix(flags)
                    if pos == before { break }
                }
            }
            close()
            if at(.rightBrace) || atEnd { break }
        }
        eat(.poundEndif)
        close()
    }

    /// The rest of a directive line: `os(iOS) && !DEBUG`, `compiler(>=5.9)`.
    mutating func parseDirectiveCondition() {
        if !tok.isAtStartOfLine && !atEnd {
            parseExpr([.noTrailingClosure, .singleLine])
        }
        while !tok.isAtStartOfLine && !atEnd { advance() }
    }

    /// `#warning("…")`, `#error("…")`, `#sourceLocation(file: "…", line: 1)`.
    mutating func parsePoundDirective() {
        open(.poundDirective, main: pos)
        advance()
        if at(.leftParen) { skipBalancedGroup() }
        close()
    }
}
