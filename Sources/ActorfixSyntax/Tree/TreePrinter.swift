extension SyntaxTree {
    /// Prints the file by walking the tree: each node's direct tokens and children in order.
    /// Every token must be printed exactly once and in order, so equality with `bytes` proves
    /// that the tree covers every token; the trivia tests prove the tokens cover every byte.
    public func printed() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var valid = true
        var nextToken: Int32 = 0
        // Bytes of consecutive tokens are copied as one run.
        var runStart = 0
        var runEnd = 0
        bytes.withUnsafeBufferPointer { src in
            // Explicit stack (node, next token inside it, next child): no recursion, no closures.
            var stack: [(node: Int32, token: Int32, child: Int32)] = [(0, nodes[0].firstToken, nodes[0].firstChild)]
            while !stack.isEmpty {
                let top = stack.count - 1
                let (n, t, c) = stack[top]
                let end = nodes[Int(n)].endToken
                if c >= 0 && nodes[Int(c)].firstToken <= t {
                    let child = nodes[Int(c)]
                    if child.firstToken < t || child.endToken > end { valid = false }
                    stack[top].token = max(t, child.endToken)
                    stack[top].child = child.nextSibling
                    stack.append((c, child.firstToken, child.firstChild))
                } else if t < end {
                    if t != nextToken { valid = false }
                    nextToken = t + 1
                    let range = fullRange(t)
                    if range.lowerBound != runEnd {
                        out.append(contentsOf: src[runStart..<runEnd])
                        runStart = range.lowerBound
                    }
                    runEnd = range.upperBound
                    stack[top].token = t + 1
                } else {
                    if c >= 0 { valid = false } // a child beyond its parent's range
                    stack.removeLast()
                }
            }
            out.append(contentsOf: src[runStart..<runEnd])
        }
        if !valid || nextToken != Int32(tokens.count) {
            // Structural corruption must never pass silently: return something that cannot equal
            // the input, so `--verify` and the tests report it.
            return Array("<<actorfix: tree does not cover the tokens>>".utf8) + out
        }
        return out
    }

    /// Whether printing the tree reproduces the input exactly.
    public var roundTrips: Bool { printed() == bytes }

    /// Ranges of `unknown` nodes (what the parser did not understand).
    public var unknownNodes: [SyntaxNode] {
        nodes.indices.lazy.filter { self.nodes[$0].kind == .unknown }.map { SyntaxNode(tree: self, index: Int32($0)) }
    }

    /// An indented dump of the tree with line:column ranges and, for leaves, the tokens.
    public func dump(includeTokens: Bool = true) -> String {
        var out = ""
        func line(_ depth: Int, _ s: String) {
            out += String(repeating: "  ", count: depth) + s + "\n"
        }
        func describe(_ token: Int32) -> String {
            let t = tokens[Int(token)]
            var text = self.text(token)
            text = text.replacingAll("\n", with: "\\n").replacingAll("\r", with: "\\r")
            let kw = t.keyword != .none && t.kind != .keyword ? "(\(t.keyword.text))" : ""
            return "\(t.kind)\(kw) \"\(text)\" \(location(ofToken: token))"
        }
        func visit(_ n: Int32, _ depth: Int) {
            let r = nodes[Int(n)]
            let node = SyntaxNode(tree: self, index: n)
            let range = node.byteRange
            let start = location(ofOffset: range.lowerBound)
            let end = location(ofOffset: range.upperBound)
            var head = "\(r.kind) \(start)-\(end)"
            if r.mainToken >= 0 { head += " name=\(identifierName(r.mainToken))" }
            line(depth, head)
            var t = r.firstToken
            var c = r.firstChild
            while t < r.endToken || c >= 0 {
                if c >= 0 && nodes[Int(c)].firstToken <= t || (c >= 0 && t >= r.endToken) {
                    visit(c, depth + 1)
                    t = max(t, nodes[Int(c)].endToken)
                    c = nodes[Int(c)].nextSibling
                } else {
                    if includeTokens && tokens[Int(t)].kind != .endOfFile { line(depth + 1, describe(t)) }
                    t += 1
                }
            }
        }
        visit(0, 0)
        return out
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
