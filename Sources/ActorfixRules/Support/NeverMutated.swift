import ActorfixIndex
import ActorfixSyntax

/// Whether a stored instance `var` could be a `let`: nothing in the run assigns it after
/// initialization. Every use of its name counts (any base, any file): assignments, `inout`,
/// mutating calls, key paths; only one assignment in each of the type's own designated
/// initializers is allowed, and only for a property without a default value.
extension FileContext {
    public func isNeverMutatedAfterInit(_ member: MemberInfo, of info: TypeInfo) -> Bool {
        guard member.kind == .variable, member.isStored, !member.isStatic, !member.isLet, member.propertyWrappers.isEmpty,
              let bindingIndex = member.binding else { return false }
        let decl = index.node(member.location)
        let binding = index.node(DeclLocation(file: member.location.file, node: bindingIndex))
        guard decl.bindings.count == 1, binding.accessorBlock == nil,
              !["lazy", "weak", "unowned", "dynamic", "override", "open"].contains(where: { decl.hasModifier($0) }),
              !decl.attributeNames.contains(where: { ["objc", "NSManaged", "IBOutlet", "IBInspectable"].contains($0) }) else { return false }
        // Clients of a public var may assign it, unless its setter is narrower.
        if decl.hasModifier("public") && !decl.modifiers.contains(where: { $0.text.containsText("(set)") }) { return false }
        if keyPathComponentNames.contains(member.name) { return false }
        let hasDefault = binding.initializerExpression != nil
        var writesPerInit: [Int32: Int] = [:]
        // Instance members are not indexed eagerly: scan once per name and round.
        let name = member.name, index = self.index
        for use in index.memo("references to \(name)", { index.scanReferences(to: name) }) {
            let node = index.units[use.file].tree.node(use.node)
            if FileContext.isCallReceiver(node) { return false }
            guard use.isWrite else { continue }
            guard !hasDefault, use.base == .selfBase || use.base == .none, use.enclosingType == info.name,
                  FileContext.isPlainAssignment(node),
                  let initializer = designatedInitializer(around: node, inFile: use.file, of: info) else { return false }
            writesPerInit[initializer, default: 0] += 1
            if writesPerInit[initializer]! > 1 { return false }
        }
        return true
    }

    /// The type's own non-convenience initializer (in its primary declaration) that runs `node`
    /// directly: not from a closure or a loop, where a `let` could be assigned twice or late.
    private func designatedInitializer(around node: SyntaxNode, inFile file: Int, of info: TypeInfo) -> Int32? {
        guard let initializer = node.nearestAncestor(where: { $0.isFunctionLike || $0 == .closureExpr }), initializer.kind == .initDecl,
              !initializer.hasModifier("convenience"), node.nearestAncestor(where: { [.forStmt, .whileStmt, .repeatStmt].contains($0) })
                .map({ $0.byteRange.lowerBound < initializer.byteRange.lowerBound }) ?? true,
              let owner = initializer.enclosingType, owner.kind != .extensionDecl,
              DeclLocation(file: file, node: owner.index) == info.declaration else { return nil }
        return initializer.index
    }

    /// `name = value` (not `+=`, `&name`, or a mutating call): what initializes a `let`.
    static func isPlainAssignment(_ node: SyntaxNode) -> Bool {
        guard let parent = node.parent, parent.kind == .sequenceExpr, Int(node.endToken) < node.tree.tokens.count else { return false }
        return node.tree.tokens[Int(node.endToken)].kind == .equal
    }

    /// `x.name.doSomething()`: a method call on the value may mutate it (a value type's mutating
    /// method); only calls known not to mutate are reads.
    static func isCallReceiver(_ node: SyntaxNode) -> Bool {
        guard let parent = node.parent, parent.kind == .memberAccess, parent.firstChild == node,
              let call = parent.parent, call.kind == .callExpr, call.firstChild == parent else { return false }
        return !nonMutatingMethods.contains(parent.name ?? "")
    }

    static let nonMutatingMethods: Set<String> = [
        "hasPrefix", "hasSuffix", "contains", "lowercased", "uppercased", "map", "filter", "compactMap", "flatMap", "reduce",
        "forEach", "sorted", "joined", "appending", "replacingOccurrences", "components", "split", "trimmingCharacters",
        "prefix", "suffix", "dropFirst", "dropLast", "firstIndex", "lastIndex", "first", "last", "range", "index",
        "appendingPathComponent", "deletingLastPathComponent", "isEqual", "compare", "distance", "formatted", "data",
    ]

    /// Names used as key path components anywhere in the run (`\.name`, `\Type.name`): a
    /// writable key path can assign a property, so those stay `var`.
    var keyPathComponentNames: Set<String> {
        let index = self.index
        return index.memo("key path component names") {
            var names = Set<String>()
            for unit in index.units {
                for keyPath in unit.tree.nodes(ofKinds: .keyPathExpr) {
                    for name in FileContext.typeNamesAndMembers(in: keyPath.text) { names.insert(name) }
                }
            }
            return names
        }
    }

    static func typeNamesAndMembers(in text: String) -> [String] {
        // ASCII text (nearly every key path) is split by byte: asking each character whether it
        // is a letter was most of the project-wide pass over key paths.
        ASCIINames.runs(in: text, dots: false) ?? typeNamesAndMembersByCharacter(in: text)
    }

    /// `typeNamesAndMembers(in:)` character by character (any text).
    static func typeNamesAndMembersByCharacter(in text: String) -> [String] {
        text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
    }

    /// The edits that turn never-mutated `var`s into `let`s (dropping a narrower setter's modifier,
    /// which a constant cannot have).
    public func letEdits(for members: [MemberInfo]) -> [Edit] {
        members.flatMap { member -> [Edit] in
            let decl = index.node(member.location)
            guard let keyword = decl.declKeywordToken else { return [] }
            let tree = decl.tree
            let setters = decl.modifiers.filter { $0.text.containsText("(set)") }.map { modifier in
                Edit.delete(Int(tree.tokens[Int(modifier.firstToken)].start)..<Int(tree.tokens[Int(modifier.endToken)].start))
            }
            return setters + [EditBuilders.replaceToken(keyword, in: tree, with: "let")]
        }
    }
}
