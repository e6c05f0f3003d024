import Foundation

/// One node's record in the flat node array. Children form a linked list in source order.
public struct NodeRecord: Sendable {
    public var kind: NodeKind
    public var parent: Int32
    /// First token (inclusive) and end token (exclusive) of the node.
    public var firstToken: Int32
    public var endToken: Int32
    public var firstChild: Int32
    public var nextSibling: Int32
    /// The token that names the node (see `NodeKind`), or -1.
    public var mainToken: Int32
}

/// A parsed file: its bytes, its tokens and a concrete syntax tree over them. Immutable once
/// built, so it can be shared between threads. Edits are made as byte ranges against `bytes` and
/// the result is parsed again (see the change engine), so a tree never goes stale.
public final class SyntaxTree: Sendable {
    public let path: String

    /// The file's name without its folders (`Sources/App/Router.swift` → `Router.swift`), as
    /// messages show places. Found once per tree, by byte: Foundation's `lastPathComponent` took
    /// about 30,000 instructions a call on Linux, asked for every closure a Sendable analysis
    /// looked at, and the engine asks it of every file at every level of every round.
    public let fileName: String

    /// `fileName` of any path.
    public static func fileName(of path: String) -> String {
        let utf8 = path.utf8, slash = UInt8(ascii: "/")
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == slash { end = utf8.index(before: end) }
        var start = end
        while start > utf8.startIndex, utf8[utf8.index(before: start)] != slash { start = utf8.index(before: start) }
        return start == end ? path : String(path[start..<end])
    }
    public let bytes: [UInt8]
    public let tokens: [Token]
    public let nodes: [NodeRecord]
    /// Byte offset of the start of each line (line 1 starts at 0).
    public let lineStarts: [Int32]
    /// The nodes grouped by kind, each group in source order (see `nodes(ofKinds:)`).
    private let byKind: NodesByKind
    /// `bytesContain` answers: rules ask each file for the same words, every round, and a file
    /// no round edits keeps its tree.
    private let searched = SharedCache<String, Bool>()
    /// `nameKeys`, computed once (the cache's only key is 0).
    private let nameKeyCache = SharedCache<Int, [UInt16]>()

    init(path: String, bytes: [UInt8], tokens: [Token], nodes: [NodeRecord]) {
        self.path = path
        self.fileName = SyntaxTree.fileName(of: path)
        self.bytes = bytes
        self.tokens = tokens
        self.nodes = nodes
        self.lineStarts = SyntaxTree.computeLineStarts(bytes)
        self.byKind = NodesByKind(nodes)
    }

    /// Parses UTF-8 source. Never fails: what is not understood is kept as `unknown` nodes.
    public static func parse(_ bytes: [UInt8], path: String = "<memory>") -> SyntaxTree {
        let tokens = Lexer.tokenize(bytes)
        let nodes = tokens.withUnsafeBufferPointer { Parser.parse(tokens: $0, bytes: bytes) }
        return SyntaxTree(path: path, bytes: bytes, tokens: tokens, nodes: nodes)
    }

    public static func parse(_ source: String, path: String = "<memory>") -> SyntaxTree {
        parse(Array(source.utf8), path: path)
    }

    public var root: SyntaxNode { SyntaxNode(tree: self, index: 0) }

    /// The nodes of the given kinds, in source order. Rules look for their few kinds of node in
    /// every file every round: answered from the nodes grouped by kind (`byKind`), so the cost is
    /// the number of nodes found, not the size of the file.
    public func nodes(ofKinds kinds: NodeKind...) -> [SyntaxNode] {
        var found: [SyntaxNode] = []
        for kind in kinds {
            let k = Int(kind.rawValue)
            for i in Int(byKind.starts[k])..<Int(byKind.starts[k + 1]) { found.append(SyntaxNode(tree: self, index: byKind.order[i])) }
        }
        if kinds.count > 1 { found.sort { $0.index < $1.index } }
        return found
    }

    public func node(_ index: Int32) -> SyntaxNode { SyntaxNode(tree: self, index: index) }

    /// Preorder walk over the node records from `root` down, without making node handles (see
    /// `SyntaxNode.walk`): each node's index and record.
    @inlinable
    public func preorder(from root: Int32, _ visit: (Int32, NodeRecord) -> Void) {
        var stack: [Int32] = [root]
        nodes.withUnsafeBufferPointer { nodes in
            while let n = stack.popLast() {
                let record = nodes[Int(n)]
                visit(n, record)
                // Children pushed in reverse on the stack itself: no array per node.
                let base = stack.count
                var c = record.firstChild
                while c >= 0 { stack.append(c); c = nodes[Int(c)].nextSibling }
                stack.reverseElements(from: base)
            }
        }
    }

    // MARK: Tokens

    /// The token's text without trivia.
    public func text(_ token: Int32) -> String {
        let t = tokens[Int(token)]
        return text(in: Int(t.start)..<Int(t.end))
    }

    /// The text of a byte range. Decoded from a buffer, not an array slice: a third faster, and
    /// every name a rule or the index reads is made here.
    @inline(__always) public func text(in range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// Whether the token's text equals `string`, without allocating.
    public func tokenText(_ token: Int32, equals string: StaticString) -> Bool {
        let t = tokens[Int(token)]
        guard t.length == string.utf8CodeUnitCount else { return false }
        return string.withUTF8Buffer { expected in
            var i = 0
            let start = Int(t.start)
            while i < expected.count {
                if bytes[start + i] != expected[i] { return false }
                i += 1
            }
            return true
        }
    }

    /// Whether the file's bytes contain `needle` anywhere (code, comments or strings): a cheap
    /// test that lets a rule skip the files that cannot concern it.
    public func bytesContain(_ needle: String) -> Bool {
        searched.value(needle) { SyntaxTree.bytes(bytes, contain: needle) }
    }

    /// Whether the bytes of `range` (a node's, say) contain `needle`.
    public func bytes(in range: Range<Int>, contain needle: String) -> Bool {
        SyntaxTree.bytes(bytes, contain: needle, in: range)
    }

    /// Whether `bytes` (or the part in `range`) contain `needle` (see `ByteSearch`), without
    /// decoding text.
    public static func bytes(_ bytes: [UInt8], contain needle: String, in range: Range<Int>? = nil) -> Bool {
        let range = range.map { $0.clamped(to: 0..<bytes.count) } ?? 0..<bytes.count
        var needle = needle
        return needle.withUTF8 { n in bytes.withUnsafeBufferPointer { ByteSearch.contains(UnsafeBufferPointer(rebasing: $0[range]), n) } }
    }

    /// For each token, the low 16 bits of the `NameHash` of the name it spells (an identifier's
    /// or keyword's, backticks removed, as `identifierName`); 0 for other tokens. The index
    /// matches every token of the run against sets of names several times a round: a token whose
    /// key is none of the names' is rejected without hashing its bytes again. Computed on first
    /// use, kept with the tree (a file no round edits keeps its tree).
    public var nameKeys: [UInt16] {
        nameKeyCache.value(0) {
            bytes.withUnsafeBufferPointer { bytes in
                var keys = [UInt16](repeating: 0, count: tokens.count)
                for i in tokens.indices where tokens[i].kind == .identifier || tokens[i].kind == .keyword {
                    let name = nameRange(Int32(i))
                    if !name.isEmpty { keys[i] = NameHash.key(NameHash.of(UnsafeBufferPointer(rebasing: bytes[name]))) }
                }
                return keys
            }
        }
    }

    /// The bytes of the name a token spells: its text without backticks (`` `class` `` is `class`).
    @inline(__always) public func nameRange(_ token: Int32) -> Range<Int> {
        let t = tokens[Int(token)]
        guard t.flags.contains(.backticked) else { return Int(t.start)..<Int(t.end) }
        return Int(t.start) + 1..<max(Int(t.start) + 1, Int(t.end) - 1)
    }

    /// Whether the name a token spells (backticks removed, as `identifierName`) is `expected`.
    public func identifierBytes(_ token: Int32, equal expected: UnsafeBufferPointer<UInt8>) -> Bool {
        let name = nameRange(token)
        guard name.count == expected.count else { return false }
        return bytes.withUnsafeBufferPointer { all in
            expected.isEmpty || memcmp(all.baseAddress! + name.lowerBound, expected.baseAddress!, expected.count) == 0
        }
    }

    /// The name a token spells, with backticks removed: `` `class` `` is `class`.
    public func identifierName(_ token: Int32) -> String { text(in: nameRange(token)) }

    /// The bytes a token owns when printing: leading trivia, text and trailing trivia.
    public func fullRange(_ token: Int32) -> Range<Int> {
        let i = Int(token)
        let start = Int(tokens[i].leadingStart)
        let end = i + 1 < tokens.count ? Int(tokens[i + 1].leadingStart) : bytes.count
        return start..<end
    }

    public func leadingTrivia(_ token: Int32) -> Range<Int> {
        let t = tokens[Int(token)]
        return Int(t.leadingStart)..<Int(t.start)
    }

    public func trailingTrivia(_ token: Int32) -> Range<Int> {
        let i = Int(token)
        return Int(tokens[i].end)..<fullRange(token).upperBound
    }

    // MARK: Locations

    /// 1-based line and UTF-8 column of a byte offset, as the compiler reports them.
    public func location(ofOffset offset: Int) -> SourceLocation {
        var lo = 0
        var hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if Int(lineStarts[mid]) <= offset { lo = mid } else { hi = mid - 1 }
        }
        return SourceLocation(offset: offset, line: lo + 1, column: offset - Int(lineStarts[lo]) + 1)
    }

    public func location(ofToken token: Int32) -> SourceLocation {
        location(ofOffset: Int(tokens[Int(token)].start))
    }

    /// Offset of the start of the line holding `offset`.
    public func lineStart(ofOffset offset: Int) -> Int {
        let loc = location(ofOffset: offset)
        return Int(lineStarts[loc.line - 1])
    }

    private static func computeLineStarts(_ bytes: [UInt8]) -> [Int32] {
        var starts: [Int32] = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { p in
            guard let base = p.baseAddress else { return }
            let n = p.count
            if memchr(base, 0x0D, n) == nil {
                // The common case (no CR): jump from newline to newline.
                var i = 0
                while i < n, let hit = memchr(base + i, 0x0A, n - i) {
                    i = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
                    starts.append(Int32(truncatingIfNeeded: i))
                }
                return
            }
            var i = 0
            while i < n {
                let b = p[i]
                if b == 0x0A {
                    starts.append(Int32(truncatingIfNeeded: i + 1))
                } else if b == 0x0D {
                    if i + 1 < n && p[i + 1] == 0x0A { i += 1 }
                    starts.append(Int32(truncatingIfNeeded: i + 1))
                }
                i += 1
            }
        }
        return starts
    }

    // MARK: Navigation

    /// The innermost node holding the token whose text starts at `offset` (where a use or a piece
    /// of evidence was recorded), found by binary search over the tokens; nil when no token
    /// starts there.
    public func innermostNode(startingAt offset: Int) -> SyntaxNode? {
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if Int(tokens[middle].start) < offset { low = middle + 1 } else { high = middle }
        }
        guard low < tokens.count, Int(tokens[low].start) == offset else { return nil }
        return innermostNode(containing: Int32(low))
    }

    /// The innermost node whose token range contains `token`.
    public func innermostNode(containing token: Int32) -> SyntaxNode {
        var current: Int32 = 0
        descend: while true {
            var child = nodes[Int(current)].firstChild
            while child >= 0 {
                let c = nodes[Int(child)]
                if c.firstToken <= token && token < c.endToken {
                    current = child
                    continue descend
                }
                if c.firstToken > token { break }
                child = c.nextSibling
            }
            return SyntaxNode(tree: self, index: current)
        }
    }
}

public struct SourceLocation: Sendable, Equatable, CustomStringConvertible {
    public let offset: Int
    public let line: Int
    public let column: Int
    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }
    public var description: String { "\(line):\(column)" }
}

/// Node indices grouped by kind, by a counting sort: `order[starts[k]..<starts[k + 1]]` are the
/// nodes of kind `k` in source order.
struct NodesByKind: Sendable {
    let starts: [Int32]
    let order: [Int32]
    static let kinds = Int(NodeKind.allCases.map(\.rawValue).max() ?? 0) + 1

    init(_ nodes: [NodeRecord]) {
        let kinds = NodesByKind.kinds
        var starts = [Int32](repeating: 0, count: kinds + 1)
        for record in nodes { starts[Int(record.kind.rawValue) + 1] += 1 }
        for k in 0..<kinds { starts[k + 1] += starts[k] }
        var next = starts
        var order = [Int32](repeating: 0, count: nodes.count)
        for (i, record) in nodes.enumerated() {
            let k = Int(record.kind.rawValue)
            order[Int(next[k])] = Int32(i)
            next[k] += 1
        }
        self.starts = starts
        self.order = order
    }
}

