import ActorfixSyntax

/// A use of a name in an expression.
public struct Reference: Sendable {
    public enum Base: Sendable, Equatable {
        /// `name` on its own.
        case none
        /// `self.name`
        case selfBase
        /// `X.name` where X is a plain name (`Store.shared`, `store.items`), or a path of type
        /// names (`Outer.Inner.flag`: `Outer.Inner`).
        case named(String)
        /// `f().name`, `a[0].name`, …
        case expression
        /// `.name`: a static member of the type the context expects (`[Color] = [.redLight]`),
        /// which the source does not name.
        case implicit
    }

    public let file: Int
    /// The `declReference`, `memberAccess` or `implicitMember` node.
    public let node: Int32
    public let token: Int32
    public let base: Base
    /// Assigned (`=`, `+=`, …), passed `inout`, mutated through (`x.y = 1`), or receiver of a
    /// mutating collection method (`x.append(…)`).
    public let isWrite: Bool
    /// Qualified name of the type (or extended type) the reference is inside, if any.
    public let enclosingType: String?
}

/// Where names declared in the run are used. Built in one pass over the nodes of every file,
/// keeping only names some declaration of the run declares (no string is made for the others).
public struct ReferenceIndex: Sendable {
    public private(set) var byName: [String: [Reference]] = [:]
    /// What each file holds, for the next round's index to reuse.
    private(set) var perFile: [[(String, Reference)]] = []

    /// Mutating methods of the standard library's collections and common types: calling them on a
    /// value counts as writing it.
    public static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "popFirst", "sort", "reverse",
        "shuffle", "toggle", "formUnion", "formIntersection", "subtract", "merge", "updateValue", "removeValue",
        "replaceSubrange", "swapAt", "reserveCapacity", "negate", "formSymmetricDifference", "removeSubrange",
    ]

    /// - Parameter reusable: per file, references found before in the same tree for the same
    ///   names and type names (nil or missing: collect them).
    /// - Parameter only: scan only these files (the others are known not to spell the names).
    init(units: [SourceUnit], names: Set<String>, typeNameOfDecl: [DeclLocation: String], reusing reusable: [[(String, Reference)]?] = [],
         only: [Int]? = nil) {
        guard !names.isEmpty else {
            perFile = Array(repeating: [], count: units.count)
            return
        }
        let table = NameTable(names)
        let files = only ?? Array(units.indices)
        let slots = ParallelSlots<[(String, Reference)]>(count: units.count)
        if only != nil {
            // Files left out hold nothing.
            let scanned = Set(files)
            for file in units.indices where !scanned.contains(file) { slots.set(file, []) }
        }
        // Largest files first (see `ProjectIndex.largestFirst`); reused ones cost nothing.
        let order = ProjectIndex.largestFirst(files.map { $0 < reusable.count && reusable[$0] != nil ? 0 : units[$0].tree.bytes.count })
        ParallelSlots<[(String, Reference)]>.forEach(files.count) { position in
            let file = files[order[position]]
            if file < reusable.count, let found = reusable[file] { slots.set(file, found); return }
            let tree = units[file].tree
            var found: [(String, Reference)] = []
            let nameKeys = tree.nameKeys
            nameKeys.withUnsafeBufferPointer { keys in tree.nodes.withUnsafeBufferPointer { nodes in
                for i in 0..<nodes.count {
                    let record = nodes[i]
                    guard record.kind == .declReference || record.kind == .memberAccess || record.kind == .implicitMember, record.mainToken >= 0 else { continue }
                    guard let name = table.lookup(tree, record.mainToken, keys: keys) else { continue }
                    let node = tree.node(Int32(i))
                    found.append((name, Reference(file: file, node: Int32(i), token: record.mainToken, base: ReferenceIndex.base(of: node),
                                                  isWrite: ReferenceIndex.isWritten(node),
                                                  enclosingType: ReferenceIndex.enclosingTypeName(node, file: file, typeNameOfDecl))))
                }
            } }
            slots.set(file, found)
        }
        perFile = slots.values
        for found in perFile {
            for (name, reference) in found { byName[name, default: []].append(reference) }
        }
    }

    public func references(to name: String) -> [Reference] { byName[name] ?? [] }

    static func base(of node: SyntaxNode) -> Reference.Base {
        if node.kind == .implicitMember { return .implicit }
        guard node.kind == .memberAccess, let base = node.firstChild else { return .none }
        if base.kind == .declReference, let token = base.mainToken {
            if base.tree.tokens[Int(token)].keyword == .self { return .selfBase }
            return .named(base.tree.identifierName(token))
        }
        // A nested type's static through its outer types (`Outer.Inner.flag = x`: a write the
        // rules must see, or `flag` becomes a `let`).
        if base.kind == .memberAccess, let path = typePath(base) { return .named(path) }
        return .expression
    }

    /// `Outer.Inner` as written, when every component is a capitalised name (a type, not a value).
    private static func typePath(_ node: SyntaxNode) -> String? {
        var components: [String] = []
        var current = node
        while current.kind == .memberAccess {
            guard let token = current.mainToken, let first = current.firstChild else { return nil }
            components.append(current.tree.identifierName(token))
            current = first
        }
        guard current.kind == .declReference, let token = current.mainToken, current.tree.tokens[Int(token)].keyword != .self else { return nil }
        components.append(current.tree.identifierName(token))
        guard components.count <= 8, components.allSatisfy({ $0.first?.isUppercase == true }) else { return nil }
        return components.reversed().joined(separator: ".")
    }

    /// Whether the expression `node` is written by its context.
    public static func isWritten(_ node: SyntaxNode) -> Bool {
        let tree = node.tree
        guard let parent = node.parent else { return false }
        switch parent.kind {
        case .sequenceExpr:
            // `node = …` / `node += …`: the operator token follows the operand directly.
            let next = node.endToken
            guard Int(next) < tree.tokens.count else { return false }
            // An operator the standard library does not declare may take its left operand
            // `inout` (`bag <~ 1`): counted as a write, or a `var` it changes became a `let`.
            return (isAssignmentOperator(tree, next) || isCustomOperator(tree, next)) && parent.firstToken <= node.firstToken
        case .prefixExpr:
            if let op = parent.mainToken, tree.tokenText(op, equals: "&") { return true }
            return false
        case .memberAccess, .subscriptExpr, .postfixExpr:
            guard parent.firstChild == node else { return false }
            // The call's shape first, then the name by its bytes: every reference of a run asks
            // (hashing each member name as a String cost more than finding the references).
            if parent.kind == .memberAccess, let call = parent.parent, call.kind == .callExpr, call.firstChild == parent,
               let token = parent.mainToken, mutatingMethodNames.lookup(tree, token) != nil {
                return true
            }
            return isWritten(parent)
        default:
            return false
        }
    }

    static let mutatingMethodNames = NameTable(mutatingMethods)

    /// Infix operators of the standard library, none of which takes its left operand `inout`
    /// (the assignments are told by `isAssignmentOperator`), and the ternary's `?`.
    static let standardOperators: Set<String> = [
        "?", "+", "-", "*", "/", "%", "==", "!=", "<", ">", "<=", ">=", "===", "!==", "&&", "||", "??", "...", "..<",
        "&", "|", "^", "<<", ">>", "~=", "&+", "&-", "&*", "&<<", "&>>", ".==", ".!=", ".<", ".>", ".<=", ".>=", ".&", ".|", ".^",
    ]

    static func isCustomOperator(_ tree: SyntaxTree, _ token: Int32) -> Bool {
        let t = tree.tokens[Int(token)]
        guard t.kind == .oper else { return false }
        return !standardOperators.contains(tree.text(token))
    }

    static func isAssignmentOperator(_ tree: SyntaxTree, _ token: Int32) -> Bool {
        let t = tree.tokens[Int(token)]
        if t.kind == .equal { return true }
        guard t.kind == .oper, t.length >= 2, tree.bytes[Int(t.end) - 1] == UInt8(ascii: "=") else { return false }
        let text = tree.text(token)
        return !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }

    public static func enclosingTypeName(_ node: SyntaxNode, file: Int, _ typeNameOfDecl: [DeclLocation: String]) -> String? {
        // Walk parent links in the raw records: no node handles on this path.
        let nodes = node.tree.nodes
        var p = nodes[Int(node.index)].parent
        while p >= 0 {
            if nodes[Int(p)].kind.isTypeDeclaration { return typeNameOfDecl[DeclLocation(file: file, node: p)] }
            p = nodes[Int(p)].parent
        }
        return nil
    }
}

/// A set of names looked up by token bytes without making a String per token.
struct NameTable {
    private var buckets: [UInt64: [String]] = [:]
    /// Most identifiers of a project are none of the names: rejected without a dictionary lookup
    /// (every identifier token of every file is asked).
    private var filter = NameFilter()

    init(_ names: Set<String>) {
        for name in names {
            let h = NameHash.of(name)
            buckets[h, default: []].append(name)
            filter.insert(key: NameHash.key(h))
        }
    }

    /// Whether a name key (`SyntaxTree.nameKeys`) may be one of the names'.
    @inline(__always) func mayContain(key: UInt16) -> Bool { filter.mayContain(key: key) }

    func lookup(_ tree: SyntaxTree, _ token: Int32) -> String? {
        let range = tree.nameRange(token)
        guard !range.isEmpty else { return nil }
        let h = NameHash.of(tree.bytes[range])
        guard mayContain(key: NameHash.key(h)), let candidates = buckets[h] else { return nil }
        for name in candidates where name.utf8.elementsEqual(tree.bytes[range]) { return name }
        return nil
    }

    /// `lookup`, after a look at the token's name key (`keys` is the tree's `nameKeys`): a token
    /// whose key none of the names has is rejected without reading its bytes.
    @inline(__always) func lookup(_ tree: SyntaxTree, _ token: Int32, keys: UnsafeBufferPointer<UInt16>) -> String? {
        let kind = tree.tokens[Int(token)].kind
        if kind == .identifier || kind == .keyword, !mayContain(key: keys[Int(token)]) { return nil }
        return lookup(tree, token)
    }
}
