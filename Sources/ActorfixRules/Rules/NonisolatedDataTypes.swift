import ActorfixIndex
import ActorfixSyntax

/// SE-0466 + SE-0470: with default main-actor isolation, a struct or enum is `@MainActor`, and so
/// are its conformances to `Hashable`, `Codable`, `Identifiable`…: code off the main actor that
/// hashes, compares or decodes its values fails. Such data types become `nonisolated` (SE-0449).
public struct NonisolatedDataTypes: Rule {
    public init() {}
    public let id = "nonisolated-data-types"
    public let summary = "nonisolated on value types whose conformances are used off the main actor under default main-actor isolation"
    public let rationale = """
        With default main-actor isolation (SE-0466: `.defaultIsolation(MainActor.self)`, Xcode 26's \
        `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`, `--to swift6.2`) every struct and enum of the module is \
        @MainActor, and its conformances to nonisolated protocols are inferred to be isolated (SE-0470). \
        Code that is not on the main actor — an actor, a `nonisolated` or `@concurrent` function, a \
        `Task.detached` closure, another module without that default — then cannot use them: "main \
        actor-isolated conformance of 'Filter' to 'Hashable' cannot be used in nonisolated context" (or \
        "in actor-isolated context"). Marking a few witnesses `nonisolated` is not enough when others are \
        synthesized (`hashValue`, Codable's), so actorfix marks the type `nonisolated` (SE-0449), as the \
        migration guide does for data models, when the type is a struct or enum named in such code, its \
        members use no main-actor code, it has no static stored `var` and no property wrappers, and every \
        conformance is to a nonisolated standard protocol. A nonisolated type is Sendable only through its \
        stored properties (a public one only by an explicit conformance), so the change also adds \
        `Sendable` to a public type; a type whose stored properties are not all Sendable is reported.
        """
    public let proposals = ["SE-0466", "SE-0470", "SE-0449", "SE-0302"]
    public let safety = Safety.safe
    public let example = RuleExample(
        before: "struct Filter: Hashable {\n    var name: String\n}\n\nactor Store {\n    var filters: Set<Filter> = []\n}\n",
        after: "nonisolated struct Filter: Hashable {\n    var name: String\n}\n\nactor Store {\n    var filters: Set<Filter> = []\n}\n")

    /// Protocols of the standard library and Foundation whose requirements are nonisolated and
    /// that data types conform to.
    static let dataProtocols: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable", "Identifiable", "CustomStringConvertible",
        "CustomDebugStringConvertible", "LosslessStringConvertible", "Error", "LocalizedError", "CodingKey", "CaseIterable",
        "RawRepresentable", "Sendable", "SendableMetatype", "Strideable", "OptionSet", "ExpressibleByStringLiteral",
        "ExpressibleByIntegerLiteral", "ExpressibleByArrayLiteral", "ExpressibleByDictionaryLiteral", "ExpressibleByBooleanLiteral",
        "ExpressibleByFloatLiteral", "ExpressibleByNilLiteral", "Sequence", "Collection", "IteratorProtocol",
    ]
    /// The protocols whose isolated conformance code off the main actor trips over.
    static let conformancesUsedOffMain: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable", "Identifiable", "CustomStringConvertible",
        "CustomDebugStringConvertible", "Error", "LocalizedError", "CodingKey", "CaseIterable", "RawRepresentable", "OptionSet",
    ]

    public func prepare(_ file: FileContext) { _ = offMainUses(file) }

    public func check(_ file: FileContext) -> [Change] {
        let evidence = offMainUses(file)
        guard !evidence.isEmpty else { return [] }
        var changes: [Change] = []
        for decl in file.tree.nodes(ofKinds: .structDecl, .enumDecl) {
            guard let info = file.typeInfo(of: decl), let use = evidence[file.index.key(of: info)] else { continue }
            if let change = decide(decl, info, use: use, file: file) { changes.append(change) }
        }
        return changes
    }

    /// The struct or enum, main-actor by the default isolation of its module, with a conformance
    /// code off the main actor trips over.
    private static func isCandidate(_ info: TypeInfo, index: ProjectIndex, graph: IsolationGraph) -> Bool {
        guard info.kind == .struct || info.kind == .enum, info.genericParameters.isEmpty else { return false }
        let settings = graph.targetSettings(ofFile: info.declaration.file)
        guard settings.defaultIsolation == .mainActor, index.explicitIsolation(of: index.node(info.declaration)) == nil,
              index.isolation(ofType: info, settings: settings).isolation.isMainActor else { return false }
        // An enum with a raw type (`enum Kind: String, Codable`) takes its Equatable, Hashable and
        // Codable witnesses from the standard library's RawRepresentable defaults, which are
        // nonisolated: its conformances are usable anywhere already (checked with swiftc 6.3.1).
        if info.kind == .enum, let first = info.inheritedOnDeclaration.first, FileContext.standardSendableTypes.contains(protocolName(first)) {
            return false
        }
        return info.allConformances.contains { conformancesUsedOffMain.contains(protocolName($0)) }
    }

    /// `Swift.Hashable` → `Hashable`.
    private static func protocolName(_ written: String) -> String {
        let name = ProjectIndex.stripGenerics(written)
        return name.lastDottedComponent
    }

    /// Candidate types named in code that is not on the main actor, with the first such place
    /// (type key → "nonisolated function 'unique(_:)' at Filters.swift:8"). Once per round.
    private func offMainUses(_ file: FileContext) -> [String: String] {
        let index = file.index
        return PreparedAnalysis.nonisolatedDataTypeUses.memo(in: index) { () -> [String: String] in
            let graph = file.isolationGraph
            // Simple name → how many candidate types have it; a candidate's declaration → its key
            // and simple name. (Scanning each name's candidates per mention was quadratic where
            // hundreds of types share a name: the `State`s and `Action`s of a composable app.)
            var candidates: [String: Int] = [:]
            var candidateAt: [DeclLocation: (key: String, name: String)] = [:]
            for key in index.sortedTypeKeys {
                let info = index.types[key]!
                guard NonisolatedDataTypes.isCandidate(info, index: index, graph: graph) else { continue }
                let name = ProjectIndex.sourceName(ofKey: key).lastDottedComponent
                candidates[name, default: 0] += 1
                candidateAt[info.declaration] = (key, name)
            }
            guard !candidates.isEmpty else { return [:] }
            var found: [String: String] = [:]
            for (name, mentions) in index.mentions(of: Set(candidates.keys)).sorted(by: { $0.key < $1.key }) {
                var left = candidates[name]!
                for mention in mentions {
                    // One place per type is enough: stop once every type of the name has one.
                    if left == 0 { break }
                    let unit = index.units[mention.file]
                    let node = unit.tree.innermostNode(containing: mention.token)
                    let context = file.context(ofFile: mention.file)
                    // The type itself and its extensions become nonisolated with it.
                    let enclosing = NonisolatedDataTypes.enclosingTypeKey(of: node, in: context)
                    guard let type = index.lookupType(name, from: enclosing, inFile: mention.file),
                          let candidate = candidateAt[type.declaration], candidate.name == name,
                          found[candidate.key] == nil, enclosing != candidate.key else { continue }
                    let isolation = context.isolation(at: node, settings: context.target)
                    guard !isolation.isMainActor else { continue }
                    let place = "\(unit.tree.fileName):\(unit.tree.location(ofToken: mention.token).line)"
                    found[candidate.key] = "\(NonisolatedDataTypes.describe(isolation, of: node)) at \(place)"
                    left -= 1
                }
            }
            return found
        }
    }

    /// The key of the type or extension declaration around a node, if any.
    private static func enclosingTypeKey(of node: SyntaxNode, in file: FileContext) -> String? {
        var current: SyntaxNode? = node
        while let n = current {
            if n.kind.isTypeDeclaration { return file.typeName(of: n) }
            current = n.parent
        }
        return nil
    }

    /// "actor code", "nonisolated function 'unique'", "@BackgroundActor code".
    private static func describe(_ isolation: Isolation, of node: SyntaxNode) -> String {
        let function = node.nearestAncestor { $0 == .funcDecl }?.name.map { " '\($0)'" } ?? ""
        switch isolation {
        case .actorInstance: return "actor code\(function)"
        case .globalActor(let actor): return "@\(actor) code\(function)"
        case .nonisolated, .nonisolatedUnsafe: return function.isEmpty ? "nonisolated code" : "nonisolated function\(function)"
        }
    }

    private func decide(_ decl: SyntaxNode, _ info: TypeInfo, use: String, file: FileContext) -> Change? {
        let graph = file.isolationGraph
        let anchor = decl.byteRange.lowerBound
        let what = info.kind == .enum ? "enum" : "struct"
        let used = "'\(info.name)' is used in \(use), where its main-actor conformances cannot be used"
        func report(_ why: String) -> Change {
            change(file, [], message: "\(used); \(why) (review)",
                   reason: "Swift 6 with default main-actor isolation: \"main actor-isolated conformance of '\(info.name)' to a protocol cannot be used in nonisolated context\" (SE-0470). A nonisolated \(what) (SE-0449) would fix that, but \(why). Make it nonisolated after changing that, or move the use onto the main actor.",
                   safety: .review, at: anchor)
        }
        // Conformances to other protocols (the project's, which default to main-actor too, or SDK
        // ones actorfix knows nothing about) might need the isolation.
        // An enum's raw type (`enum Kind: String`) is not a conformance.
        if let other = info.allConformances.first(where: { written in
            let name = NonisolatedDataTypes.protocolName(written)
            return !NonisolatedDataTypes.dataProtocols.contains(name) && !(info.kind == .enum && FileContext.standardSendableTypes.contains(name))
        }) {
            return report("it also conforms to \(other), whose isolation actorfix cannot vouch for")
        }
        let members = info.members
        if let wrapped = members.first(where: { !$0.propertyWrappers.isEmpty }) {
            return report("'\(wrapped.name)' has a property wrapper, whose storage may be main-actor")
        }
        if let global = members.first(where: { $0.kind == .variable && $0.isStatic && $0.isStored && !$0.isLet }) {
            return report("static var '\(global.name)' would become nonisolated global state")
        }
        // Members may only use their own type's members and code that is not main-actor.
        for member in members {
            for use in graph.uses[member.location] ?? [] where !use.isAwaited {
                // Its own members and initializers become nonisolated with it.
                if case .declaration(let target) = use.target, file.index.declarations[target]?.type == file.index.key(of: info) { continue }
                if case .initializer(let type) = use.target, type == file.index.key(of: info) { continue }
                if graph.isMainActor(use.target) {
                    return report("'\(member.name)' uses \(use.text), which is main-actor code")
                }
            }
        }
        // Isolated to the main actor, the type was Sendable; nonisolated, only through its storage.
        let storedSendable = file.storedPropertiesAreSendable(info) == true
        let explicitlySendable = info.allConformances.contains { NonisolatedDataTypes.protocolName($0) == "Sendable" }
        if !storedSendable && !explicitlySendable {
            return report("its stored properties are not all Sendable, so a nonisolated \(what) would no longer be Sendable")
        }
        guard let edit = EditBuilders.addModifier("nonisolated", to: decl) else { return nil }
        var edits = [edit]
        let isPublic = file.isPublic(info)
        if isPublic && !explicitlySendable, let conformance = EditBuilders.addConformance("Sendable", to: decl) { edits.append(conformance) }
        let asyncMembers = members.filter(\.isAsync)
        let changesExecutor = !asyncMembers.isEmpty && !file.target.nonisolatedNonsendingByDefault
        let sendableNote = isPublic && !explicitlySendable ? " and Sendable (public types are never implicitly Sendable, SE-0302; its stored properties all are)" : ""
        return change(file, edits,
                      message: "make \(what) '\(info.name)' nonisolated\(isPublic && !explicitlySendable ? " and Sendable" : ""): it is used in \(use)",
                      reason: "Swift 6 with default main-actor isolation (SE-0466): '\(info.name)' is @MainActor and so are its conformances (SE-0470), but it is used in \(use), where \"main actor-isolated conformance of '\(info.name)' cannot be used\". Its members use no main-actor code, so `nonisolated` on the \(what) (SE-0449) keeps every use on the main actor working and makes its conformances usable anywhere\(sendableNote).\(changesExecutor ? " Review: its async members ('\(asyncMembers[0].name)') would then run on the global executor, not the main actor (without NonisolatedNonsendingByDefault)." : "")",
                      safety: isPublic || changesExecutor ? .review : .safe, at: anchor)
    }
}
