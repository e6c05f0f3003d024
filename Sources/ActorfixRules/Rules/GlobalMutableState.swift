import ActorfixIndex
import ActorfixSyntax

/// SE-0412: global and static variables must be isolated, immutable and Sendable, or opted out.
public struct GlobalMutableState: Rule {
    public init() {}
    public let id = "global-mutable-state"
    public let summary = "Make global and static mutable state concurrency-safe: let, @MainActor, or nonisolated(unsafe)"
    public let rationale = """
        Swift 6 (SE-0412) rejects nonisolated global and static variables: "var 'x' is not concurrency-safe \
        because it is nonisolated global shared mutable state", and for non-Sendable constants "static property \
        'shared' is not concurrency-safe because non-'Sendable' type 'T' may have shared mutable state". The \
        compiler offers three alternatives and cannot pick; actorfix picks from how the variable is used in the \
        whole project: never assigned after initialization and Sendable → `let` (no behaviour change); used only \
        from main-actor code (views, @MainActor types; ObservableObject singletons used by views) → `@MainActor`, \
        written before any modifier (the compiler's own fix-it has put it after `static`, which does not compile, \
        swiftlang/swift#80714); otherwise `nonisolated(unsafe)`, marked for review because it only silences the \
        check: the code that uses the variable must be made safe by hand.
        """
    public let proposals = ["SE-0412", "SE-0316"]
    public let safety = Safety.safe
    public let example = RuleExample(
        before: "var requestCount = 0\nenum Config { static var baseURL = \"https://example.com\" }\n",
        after: "@MainActor var requestCount = 0\nenum Config { static let baseURL = \"https://example.com\" }\n")

    public func check(_ file: FileContext) -> [Change] {
        let target = file.target
        var changes: [Change] = []
        for item in file.tree.root.itemsFlatteningIfConfig where item.kind == .variableDecl {
            if file.path.hasSuffix("main.swift") { break } // top-level variables of main.swift are @MainActor (SE-0343)
            if let change = examine(item, in: nil, file: file, target: target) { changes.append(change) }
        }
        for i in file.tree.nodes.indices where file.tree.nodes[i].kind.isTypeDeclaration {
            let decl = file.tree.node(Int32(i))
            guard let info = file.typeInfo(of: decl), info.kind != .protocol else { continue }
            // Members of a global-actor type are isolated already.
            let typeIsolation = file.index.isolation(ofType: info, settings: target).isolation
            if case .globalActor = typeIsolation { continue }
            // A type the inference makes @MainActor isolates its statics too (infer-main-actor).
            if info.kind != .actor, file.inferredMainActorType(info) != nil { continue }
            if decl.kind == .extensionDecl, file.index.explicitIsolation(ofExtension: decl) != nil { continue }
            for member in decl.memberDeclarations where member.kind == .variableDecl && member.isStatic {
                if let change = examine(member, in: info, file: file, target: target) { changes.append(change) }
            }
        }
        return changes
    }

    private func examine(_ decl: SyntaxNode, in type: TypeInfo?, file: FileContext, target: SwiftSettings) -> Change? {
        let location = DeclLocation(file: file.unitIndex, node: decl.index)
        guard let (_, member) = file.index.declarations[location], member.kind == .variable, member.isStored else { return nil }
        if member.explicitIsolation != nil { return nil }
        // A wrapped variable is an accessor over its wrapper's storage, and `@TaskLocal` (a macro
        // since Swift 6) turns it into `static let $x` plus a getter: neither may become a `let`,
        // and the compiler's check is about the storage, not this declaration.
        if !member.propertyWrappers.isEmpty { return nil }
        if target.defaultIsolation == .mainActor { return nil }
        let bindings = decl.bindings
        guard bindings.count == 1, let binding = bindings.first, let name = binding.name else { return nil }
        let keywordToken = decl.declKeywordToken
        let isLet = member.isLet
        let typeText = file.valueType(of: member)
        let sendable = typeText.flatMap { file.isSendable(typeNamed: $0, from: type?.name) }
        if isLet {
            // Only non-Sendable constants are a problem.
            guard sendable == false else { return nil }
        }
        let uses = references(to: member, named: name, in: type, file: file)
        let writes = uses.filter(\.isWrite)
        let kindText = type == nil ? "var '\(name)'" : "static property '\(name)'"
        let diagnostic = isLet
            ? "\(kindText) is not concurrency-safe because non-'Sendable' type '\(typeText ?? "?")' may have shared mutable state"
            : "\(kindText) is not concurrency-safe because it is nonisolated global shared mutable state"

        // 1. Never assigned after initialization, Sendable, plain stored var → let.
        if !isLet, writes.isEmpty, sendable == true, binding.initializerExpression != nil, binding.accessorBlock == nil,
           !decl.hasModifier("lazy"), let keywordToken {
            return change(file, [EditBuilders.replaceToken(keywordToken, in: file.tree, with: "let")],
                          message: "make '\(name)' a let: it is never assigned after initialization",
                          reason: "Swift 6: \(diagnostic). It is never assigned anywhere in the project and its type (\(typeText!)) is Sendable, so a constant keeps the behaviour and is safe (SE-0412).",
                          at: Int(file.tree.tokens[Int(keywordToken)].start))
        }
        // 2. Used only from main-actor code → @MainActor.
        let contexts = uses.map { use -> Isolation in
            let unit = file.index.units[use.file]
            let fileContext = use.file == file.unitIndex ? file
                : FileContext(unitIndex: use.file, index: file.index, settings: unit.settings, target: file.target, options: file.options)
            return fileContext.isolation(at: unit.tree.node(use.node), settings: target)
        }
        let offMain = zip(uses, contexts).filter { !$0.1.isMainActor }
        let anchor = Int(file.tree.tokens[Int(decl.firstToken)].start)
        if !uses.isEmpty && offMain.isEmpty {
            return change(file, [EditBuilders.addAttribute("@MainActor", to: decl, style: file.style)],
                          message: "isolate '\(name)' to the main actor: every use is on the main actor",
                          reason: "Swift 6: \(diagnostic). All \(uses.count) uses in the project run on the main actor, so @MainActor makes it safe without changing behaviour (SE-0412, SE-0316).",
                          at: anchor)
        }
        // 3. Otherwise: opt out, for a person to review.
        guard let keyword = keywordToken else { return nil }
        let insertAt = decl.modifiers.first.map { Int(file.tree.tokens[Int($0.firstToken)].start) } ?? Int(file.tree.tokens[Int(keyword)].start)
        let firstOffMain = offMain.first.map { use -> String in
            let unit = file.index.units[use.0.file]
            return "\(unit.path.split(separator: "/").last ?? ""):\(unit.tree.location(ofToken: use.0.token).line)"
        }
        let typeName = typeText.map { "'\($0)'" } ?? "its type"
        var why = uses.isEmpty ? "it is not used in the files actorfix was given"
            : "it is \(writes.isEmpty ? "read" : "written") from code that is not on the main actor (first at \(firstOffMain ?? "?"))"
        if !isLet && writes.isEmpty {
            why += sendable == nil
                ? ", and `let` needs a Sendable type but actorfix cannot tell whether \(typeName) is Sendable (an SDK knowledge file can say so)"
                : ", and \(typeName) is not Sendable, so `let` would not compile either"
        }
        return change(file, [.insert("nonisolated(unsafe) ", at: insertAt)],
                      message: "opt '\(name)' out of isolation checking with nonisolated(unsafe) (review: \(why))",
                      reason: "Swift 6: \(diagnostic). \(why.prefix(1).uppercased() + why.dropFirst()), so neither `let` nor `@MainActor` is a drop-in fix. nonisolated(unsafe) compiles but only silences the check: protect every access (a lock, an actor, or main-actor isolation) or restructure (SE-0412).",
                      safety: .review, at: anchor)
    }

    /// Uses of a global (bare name outside a type declaring the same member) or of a static
    /// member (`Type.name`, `Self.name`, or the bare name inside the type and its extensions).
    private func references(to member: MemberInfo, named name: String, in type: TypeInfo?, file: FileContext) -> [Reference] {
        file.index.references.references(to: name).filter { use in
            if let type {
                let simple = type.name.split(separator: ".").last.map(String.init) ?? type.name
                switch use.base {
                case .named(let base): return base == simple || base == type.name || base == "Self"
                case .none: return use.enclosingType == type.name
                case .selfBase: return use.enclosingType == type.name
                case .expression: return false
                }
            }
            guard use.base == .none else { return false }
            if let enclosing = use.enclosingType, let owner = file.index.types[enclosing], !owner.members(named: name).isEmpty { return false }
            return true
        }
    }
}

extension ProjectIndex {
    /// `@MainActor extension T { … }` or `nonisolated extension`.
    public func explicitIsolation(ofExtension decl: SyntaxNode) -> Isolation? { explicitIsolation(of: decl) }
}
