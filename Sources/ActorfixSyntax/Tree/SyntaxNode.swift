/// A handle on one node of a `SyntaxTree`: cheap to copy, comparable, and able to walk to its
/// parent, children and tokens.
public struct SyntaxNode: Hashable, Sendable, CustomStringConvertible {
    public let tree: SyntaxTree
    public let index: Int32

    public static func == (a: SyntaxNode, b: SyntaxNode) -> Bool { a.index == b.index && a.tree === b.tree }
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }

    @inlinable var record: NodeRecord { tree.nodes[Int(index)] }

    public var kind: NodeKind { record.kind }
    public var parent: SyntaxNode? {
        let p = record.parent
        return p >= 0 ? SyntaxNode(tree: tree, index: p) : nil
    }
    public var firstToken: Int32 { record.firstToken }
    public var endToken: Int32 { record.endToken }
    public var tokenRange: Range<Int32> { record.firstToken..<record.endToken }
    public var mainToken: Int32? { record.mainToken >= 0 ? record.mainToken : nil }
    /// The text of the main token (a declaration's name, a member's name, a label, …).
    public var name: String? { mainToken.map { tree.identifierName($0) } }

    public var children: [SyntaxNode] {
        var result: [SyntaxNode] = []
        var c = record.firstChild
        while c >= 0 {
            result.append(SyntaxNode(tree: tree, index: c))
            c = tree.nodes[Int(c)].nextSibling
        }
        return result
    }

    public func children(_ kind: NodeKind) -> [SyntaxNode] {
        // Walks the raw records: only matching children become handles.
        var result: [SyntaxNode] = []
        tree.nodes.withUnsafeBufferPointer { nodes in
            var c = nodes[Int(index)].firstChild
            while c >= 0 {
                if nodes[Int(c)].kind == kind { result.append(SyntaxNode(tree: tree, index: c)) }
                c = nodes[Int(c)].nextSibling
            }
        }
        return result
    }

    /// Whether some child has this kind (no allocation).
    public func hasChild(_ kind: NodeKind) -> Bool {
        tree.nodes.withUnsafeBufferPointer { nodes in
            var c = nodes[Int(index)].firstChild
            while c >= 0 {
                if nodes[Int(c)].kind == kind { return true }
                c = nodes[Int(c)].nextSibling
            }
            return false
        }
    }
    public func firstChild(_ kind: NodeKind) -> SyntaxNode? {
        let found: Int32 = tree.nodes.withUnsafeBufferPointer { nodes in
            var c = nodes[Int(index)].firstChild
            while c >= 0 {
                if nodes[Int(c)].kind == kind { return c }
                c = nodes[Int(c)].nextSibling
            }
            return -1
        }
        return found >= 0 ? SyntaxNode(tree: tree, index: found) : nil
    }
    public var firstChild: SyntaxNode? { record.firstChild >= 0 ? SyntaxNode(tree: tree, index: record.firstChild) : nil }
    /// The next child of the same parent.
    public var nextSibling: SyntaxNode? { record.nextSibling >= 0 ? SyntaxNode(tree: tree, index: record.nextSibling) : nil }

    /// Tokens of this node that are not inside a child, in order.
    public var directTokens: [Int32] {
        var result: [Int32] = []
        var t = record.firstToken
        var c = record.firstChild
        while t < record.endToken {
            if c >= 0 && tree.nodes[Int(c)].firstToken == t {
                t = max(t, tree.nodes[Int(c)].endToken)
                c = tree.nodes[Int(c)].nextSibling
                continue
            }
            result.append(t)
            t += 1
        }
        return result
    }

    /// The first direct token of a kind (and keyword, if given).
    public func directToken(_ kind: TokenKind, _ keyword: Keyword? = nil) -> Int32? {
        directTokens.first { tree.tokens[Int($0)].kind == kind && (keyword == nil || tree.tokens[Int($0)].keyword == keyword!) }
    }
    public func directToken(keyword: Keyword) -> Int32? {
        directTokens.first { tree.tokens[Int($0)].keyword == keyword }
    }

    /// Preorder walk over this node and all descendants.
    public func walk(_ visit: (SyntaxNode) -> Void) {
        let tree = self.tree
        tree.preorder(from: index) { n, _ in visit(SyntaxNode(tree: tree, index: n)) }
    }

    public func descendants(_ kind: NodeKind) -> [SyntaxNode] {
        var result: [SyntaxNode] = []
        walk { if $0.kind == kind && $0 != self { result.append($0) } }
        return result
    }

    public var ancestors: AnySequence<SyntaxNode> {
        AnySequence(sequence(first: self, next: { $0.parent }).dropFirst())
    }

    public func nearestAncestor(where predicate: (NodeKind) -> Bool) -> SyntaxNode? {
        ancestors.first { predicate($0.kind) }
    }

    // MARK: Source

    /// Bytes of the node without the leading trivia of its first token or the trailing trivia of
    /// its last token.
    public var byteRange: Range<Int> {
        if record.endToken <= record.firstToken {
            let s = Int(tree.tokens[Int(min(record.firstToken, Int32(tree.tokens.count - 1)))].start)
            return s..<s
        }
        return Int(tree.tokens[Int(record.firstToken)].start)..<Int(tree.tokens[Int(record.endToken - 1)].end)
    }
    /// Bytes the node prints, trivia included.
    public var fullByteRange: Range<Int> {
        if record.endToken <= record.firstToken { return byteRange }
        return tree.fullRange(record.firstToken).lowerBound..<tree.fullRange(record.endToken - 1).upperBound
    }
    public var text: String { tree.text(in: byteRange) }
    public var location: SourceLocation { tree.location(ofOffset: byteRange.lowerBound) }

    public var description: String { "\(kind)@\(location)" }

    // MARK: Enclosing declarations

    public var enclosingType: SyntaxNode? { nearestAncestor { $0.isTypeDeclaration } }
    public var enclosingFunction: SyntaxNode? { nearestAncestor { $0.isFunctionLike } }
    public var enclosingClosure: SyntaxNode? { nearestAncestor { $0 == .closureExpr } }
}

extension SyntaxTree {
    /// The type, function and closure around a token, innermost first.
    public func enclosingType(ofToken token: Int32) -> SyntaxNode? {
        let n = innermostNode(containing: token)
        return n.kind.isTypeDeclaration ? n : n.enclosingType
    }
    public func enclosingFunction(ofToken token: Int32) -> SyntaxNode? {
        let n = innermostNode(containing: token)
        return n.kind.isFunctionLike ? n : n.enclosingFunction
    }
    public func enclosingClosure(ofToken token: Int32) -> SyntaxNode? {
        let n = innermostNode(containing: token)
        return n.kind == .closureExpr ? n : n.enclosingClosure
    }
}

extension Array {
    /// Reverses the elements from `start` to the end in place. (`self[start...].reverse()` copied
    /// the slice and wrote it back: in a tree walk that was a copy per node.)
    @inlinable
    public mutating func reverseElements(from start: Int) {
        var low = start, high = count - 1
        while low < high {
            swapAt(low, high)
            low += 1
            high -= 1
        }
    }
}
