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
        `Sendable` to a public type; a type whose stored properties are not all Sendable is reported. \
        Default isolation also keeps an extension of a `nonisolated` type on the main actor (the type's \
        `nonisolated` does not reach it), so the extensions of a type made nonisolated follow it, and so \
        do those of a type already declared `nonisolated` that hold a conformance or a witness.
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
        let uses = offMainUses(file)
        guard !uses.evidence.isEmpty else { return [] }
        var changes: [Change] = []
        let groups = file.nonisolatedProtocolGroups
        for decl in file.tree.nodes(ofKinds: .structDecl, .enumDecl) {
            // A conformer of a protocol `conformance-isolation` makes nonisolated goes with it.
            guard let info = file.typeInfo(of: decl), let use = uses.evidence[file.index.key(of: info)],
                  groups.types[file.index.key(of: info)] == nil else { continue }
            // Already nonisolated: only its extensions are left (below), or reported here.
            if file.index.extensionsTakeDefaultIsolation(of: info, settings: file.target) {
                if let why = NonisolatedDataTypes.extensionBlocker(info, file: file, assuming: uses.becomingNonisolated) {
                    changes.append(change(file, [], message: "'\(info.name)' is used in \(use), where the main-actor members of its extensions cannot be used; \(why) (review)",
                                          reason: "Swift 6 with default main-actor isolation (SE-0466): '\(info.name)' is nonisolated, but its extensions take the default isolation, so what they declare stays main-actor (SE-0470). `nonisolated` on them would fix that, but \(why). Make them nonisolated after changing that, or move the use onto the main actor.",
                                          safety: .review, at: decl.byteRange.lowerBound))
                }
                continue
            }
            if let change = decide(decl, info, use: use, file: file, assuming: uses.becomingNonisolated) { changes.append(change) }
        }
        // Its extensions go with it: default isolation keeps an extension of a `nonisolated` type
        // on the main actor, and so a conformance declared there or a witness written there
        // (swiftc 6.3.1: "main actor-isolated conformance of 'Filter' to 'Hashable'", "conformance
        // of 'Tag' to protocol 'Equatable' crosses into main actor-isolated code").
        for ext in file.tree.nodes(ofKinds: .extensionDecl) {
            // (The group's types get theirs from `conformance-isolation`.)
            guard let key = file.typeName(of: ext), uses.becomingNonisolated.contains(key), groups.types[key] == nil, let info = file.index.types[key],
                  file.index.explicitIsolation(of: ext) == nil, let edit = EditBuilders.addModifier("nonisolated", to: ext) else { continue }
            let location = DeclLocation(file: file.unitIndex, node: ext.index)
            let already = file.index.extensionsTakeDefaultIsolation(of: info, settings: file.target)
            if already && !NonisolatedDataTypes.holdsConformance(location, of: info, index: file.index) { continue }
            let asyncMember = info.members.first { $0.container == location && $0.isAsync }
            let changesExecutor = asyncMember != nil && !file.target.nonisolatedNonsendingByDefault
            let why = already
                ? "'\(info.name)' is nonisolated, and code off the main actor uses it (\(uses.evidence[key] ?? "")), but an extension of a nonisolated type takes the default isolation"
                : "'\(info.name)' becomes nonisolated (SE-0449) because code off the main actor uses its conformances, but an extension of a nonisolated type takes the default isolation"
            changes.append(change(file, [edit],
                                  message: already ? "make this extension of nonisolated '\(info.name)' nonisolated: it is used in \(uses.evidence[key] ?? "code off the main actor")" : "make this extension of '\(info.name)' nonisolated with it",
                                  reason: "Swift 6 with default main-actor isolation (SE-0466): \(why), so a conformance declared in it, or a witness written in it, \(already ? "is" : "would stay") main-actor isolated (SE-0470: \"main actor-isolated conformance of '\(info.name)' … cannot be used in nonisolated context\", or \"conformance … crosses into main actor-isolated code\"). Its members use no main-actor code.\(changesExecutor ? " Review: its async member '\(asyncMember!.name)' would then run on the global executor, not the main actor (without NonisolatedNonsendingByDefault)." : "")",
                                  safety: changesExecutor ? .review : .safe, at: ext.byteRange.lowerBound))
        }
        return changes
    }

    /// What the round found: the candidates code off the main actor names, and those of them it
    /// makes nonisolated.
    struct OffMainUses: Sendable {
        /// Type key → the first such place ("nonisolated function 'unique(_:)' at Filters.swift:8").
        var evidence: [String: String] = [:]
        var becomingNonisolated: Set<String> = []
    }

    /// The struct or enum, main-actor by the default isolation of its module, with a conformance
    /// code off the main actor trips over.
    private static func isCandidate(_ info: TypeInfo, index: ProjectIndex, graph: IsolationGraph) -> Bool {
        guard info.kind == .struct || info.kind == .enum, info.genericParameters.isEmpty else { return false }
        let settings = graph.targetSettings(ofFile: info.declaration.file)
        // `nonisolated` already, with an extension left on the main actor holding a conformance.
        if index.extensionsTakeDefaultIsolation(of: info, settings: settings) {
            return info.extensions.contains { holdsConformance($0, of: info, index: index) }
        }
        guard settings.defaultIsolation == .mainActor, isMainActorWithoutSaying(info, index: index, settings: settings) else { return false }
        // An enum with a raw type (`enum Kind: String, Codable`) takes its Equatable, Hashable and
        // Codable witnesses from the standard library's RawRepresentable defaults, which are
        // nonisolated: its conformances are usable anywhere already (checked with swiftc 6.3.1).
        if hasRawType(info) { return false }
        return info.allConformances.contains { conformancesUsedOffMain.contains(protocolName($0)) }
    }

    /// A struct or enum that a candidate's member reads, main-actor only by its module's default,
    /// whose conformances code off the main actor does not trip over (an enum with a raw type,
    /// quotio's `AntigravityModelGroup`, whose static `group(for:)` `ModelQuota.modelGroup` calls):
    /// it becomes nonisolated with the candidate when its members need no main-actor code.
    static func canFollow(_ info: TypeInfo, index: ProjectIndex, graph: IsolationGraph) -> Bool {
        guard info.kind == .struct || info.kind == .enum, info.genericParameters.isEmpty else { return false }
        let settings = graph.targetSettings(ofFile: info.declaration.file)
        return settings.defaultIsolation == .mainActor && isMainActorWithoutSaying(info, index: index, settings: settings)
    }

    /// Main-actor without an isolation written on its declaration (by its module's default).
    private static func isMainActorWithoutSaying(_ info: TypeInfo, index: ProjectIndex, settings: SwiftSettings) -> Bool {
        index.explicitIsolation(of: index.node(info.declaration)) == nil && index.isolation(ofType: info, settings: settings).isolation.isMainActor
    }

    /// An enum with a raw type (`enum Kind: String`), written first in its inheritance clause.
    private static func hasRawType(_ info: TypeInfo) -> Bool {
        guard info.kind == .enum, let first = info.inheritedOnDeclaration.first else { return false }
        return FileContext.standardSendableTypes.contains(protocolName(first))
    }

    /// The enums of the run without payloads nor a raw type that a struct's or enum's synthesized
    /// `Equatable` or `Hashable` compares (key → the place, for the change's reason): such an enum
    /// is Equatable and Hashable without saying so, main-actor under default isolation like its
    /// conformances, and nothing names it off the main actor when the type storing it becomes
    /// nonisolated, yet its synthesized `==` then uses them there (swiftc 6.3.1, an error only a
    /// full compile shows: "main actor-isolated conformance of 'Kind' to 'Equatable' cannot be used
    /// in nonisolated context" at `<unknown>:0`). An enum declaring its conformances is found by
    /// its name in the type's code, as any other.
    static func enumsComparedBySynthesis(_ info: TypeInfo, file: FileContext) -> [(String, String)] {
        let index = file.index
        let synthesized: Set<String> = ["Equatable", "Hashable", "Comparable"]
        guard info.allConformances.contains(where: { synthesized.contains(protocolName($0)) }),
              !info.members.contains(where: { $0.name == "==" || $0.name == "hash" }) else { return [] }
        let tree = index.units[info.declaration.file].tree
        let place = "the synthesized Equatable of '\(info.name)' (\(tree.fileName):\(tree.location(ofOffset: index.node(info.declaration).byteRange.lowerBound).line))"
        var found: [(String, String)] = []
        for member in info.members where member.kind == .variable && member.isStored && !member.isStatic {
            for name in FileContext.typeNames(in: file.valueType(of: member) ?? "") {
                guard let type = index.lookupType(name, from: info.name, inFile: info.declaration.file),
                      isImplicitlyEquatableEnum(type, index: index, settings: file.context(ofFile: type.declaration.file).target) else { continue }
                found.append((index.key(of: type), place))
            }
        }
        return found
    }

    /// A payload-less enum without a raw type or a declared conformance, main-actor by its module's
    /// default: Equatable and Hashable without saying so, its conformances isolated with it.
    static func isImplicitlyEquatableEnum(_ info: TypeInfo, index: ProjectIndex, settings: SwiftSettings) -> Bool {
        guard info.kind == .enum, info.genericParameters.isEmpty, !hasRawType(info),
              !info.allConformances.contains(where: { conformancesUsedOffMain.contains(protocolName($0)) }),
              isMainActorWithoutSaying(info, index: index, settings: settings) else { return false }
        let cases = info.members.filter { $0.kind == .enumCase }
        return !cases.isEmpty && cases.allSatisfy { element in
            element.binding.map { index.node(DeclLocation(file: element.location.file, node: $0)).firstChild(.parameterClause) == nil } ?? false
        }
    }

    /// Such enums that code off the main actor compares (key → the place): `item.kind == .folder`
    /// or `!=` in a nonisolated function, a deinit or an actor ("main actor-isolated
    /// conformance of 'Kind' to 'Equatable' cannot be used in nonisolated context", swiftc 6.3.1).
    /// The case names it (`.folder`); a name that several enums of the run have cases of is left.
    static func comparedImplicitEnums(file: FileContext) -> [String: String] {
        let index = file.index
        let enums = index.sortedTypeKeys.filter { index.types[$0]?.kind == .enum }
        let candidates = Set(enums.filter { isImplicitlyEquatableEnum(index.types[$0]!, index: index, settings: file.context(ofFile: index.types[$0]!.declaration.file).target) })
        guard !candidates.isEmpty else { return [:] }
        var owners: [String: [String]] = [:]
        for key in enums {
            for member in index.types[key]!.members where member.kind == .enumCase { owners[member.name, default: []].append(key) }
        }
        let names = Set(owners.filter { $0.value.count == 1 && candidates.contains($0.value[0]) }.keys)
        var found: [String: String] = [:]
        for (name, mentions) in index.mentions(of: names).sorted(by: { $0.key < $1.key }) {
            let key = owners[name]![0]
            guard found[key] == nil else { continue }
            for mention in mentions {
                let tree = index.units[mention.file].tree
                let node = tree.innermostNode(containing: mention.token)
                guard node.kind == .implicitMember, node.mainToken == mention.token, isCompared(node) else { continue }
                let context = file.context(ofFile: mention.file)
                let isolation = NonisolatedDataTypes.isolation(at: node, in: context, assuming: [])
                guard !isolation.isMainActor else { continue }
                found[key] = "\(NonisolatedDataTypes.describe(isolation, of: node)) at \(tree.fileName):\(tree.location(ofToken: mention.token).line)"
                break
            }
        }
        return found
    }

    /// Whether an implicit member (`.folder`) is compared with `==` or `!=`. Not an argument of a
    /// generic function that compares (`kinds.contains(.file)` in an actor): swiftc 6.3.1 accepts
    /// the isolated conformance there.
    private static func isCompared(_ member: SyntaxNode) -> Bool {
        guard let parent = member.parent else { return false }
        let tree = member.tree
        func isEquality(_ token: Int) -> Bool {
            guard token >= 0, token < tree.tokens.count else { return false }
            let t = tree.tokens[token]
            guard t.end - t.start == 2 else { return false }
            let bytes = (tree.bytes[Int(t.start)], tree.bytes[Int(t.start) + 1])
            return (bytes.0 == UInt8(ascii: "=") || bytes.0 == UInt8(ascii: "!")) && bytes.1 == UInt8(ascii: "=")
        }
        guard parent.kind == .sequenceExpr else { return false }
        return isEquality(Int(member.firstToken) - 1) || isEquality(Int(member.tokenRange.upperBound))
    }

    /// Requirements of the protocols in `conformancesUsedOffMain` that an extension may witness
    /// (member names, and initializer labels), by protocol; a protocol refining another lists its
    /// requirements too.
    static let witnesses = ProjectIndex.standardProtocolWitnesses

    /// Whether an extension without an isolation of its own holds what code off the main actor
    /// needs of a data type: a conformance to one of `conformancesUsedOffMain`, or a witness of one
    /// (`Tag`'s `==` written apart from its `Equatable`).
    static func holdsConformance(_ ext: DeclLocation, of info: TypeInfo, index: ProjectIndex) -> Bool {
        guard ext != info.declaration, index.explicitIsolation(of: index.node(ext)) == nil else { return false }
        if info.inheritedInExtensions.contains(where: { $0.location == ext && conformancesUsedOffMain.contains(protocolName($0.name)) }) { return true }
        // Only the requirements of the protocols it conforms to: `description` in an extension of
        // a `Codable` enum is a member of its own, not a witness.
        var names = Set<String>(), labels = Set<String>()
        for conformance in info.allConformances {
            guard let found = witnesses[protocolName(conformance)] else { continue }
            names.formUnion(found.names)
            labels.formUnion(found.initializerLabels)
        }
        guard !names.isEmpty || !labels.isEmpty else { return false }
        return info.members.contains { member in
            guard member.container == ext, member.explicitIsolation == nil else { return false }
            if member.kind == .initializer {
                return index.node(member.location).parameterNodes.first?.parameterLabelAndName.map { labels.contains($0.label) } ?? false
            }
            return names.contains(member.name)
        }
    }

    /// Why the extensions of an already `nonisolated` type that hold its conformances cannot
    /// follow it (nil: they can): a conformance actorfix cannot vouch for, or a member using
    /// main-actor code.
    static func extensionBlocker(_ info: TypeInfo, file: FileContext, assuming assumed: Set<String>) -> String? {
        let index = file.index, graph = file.isolationGraph
        let extensions = Set(info.extensions.filter { holdsConformance($0, of: info, index: index) })
        if let other = info.inheritedInExtensions.first(where: { extensions.contains($0.location) && !dataProtocols.contains(protocolName($0.name)) }) {
            return "an extension of it also conforms to \(other.name), whose isolation actorfix cannot vouch for"
        }
        let members = info.members.filter { extensions.contains($0.container) && $0.explicitIsolation == nil }
        let found = graph.firstMainActorUse(by: members) { target in
            // Members of the extensions that follow the type follow it too; those of the others
            // stay main-actor.
            if case .declaration(let location) = target, let entry = index.declarations[location], entry.type == index.key(of: info),
               extensions.contains(entry.member.container) { return true }
            return becomesNonisolated(target, assuming: assumed, index: index)
        }
        return found.map { "'\($0.member.name)' uses \($0.use.text), which is main-actor code" }
    }

    /// `Swift.Hashable` → `Hashable`.
    private static func protocolName(_ written: String) -> String {
        let name = ProjectIndex.stripGenerics(written)
        return name.lastDottedComponent
    }

    /// Candidate types named in code that is not on the main actor, with the first such place.
    /// Once per round, and to its end: a type made nonisolated makes the code in it nonisolated,
    /// so the candidates that code names are looked for again, with those types taken as
    /// nonisolated, until no more become so (a chain of data types used by an actor took a
    /// fixed-point round per link: five rounds instead of three on the real-code set with
    /// `--to swift6.2`).
    func offMainUses(_ file: FileContext) -> OffMainUses {
        let index = file.index
        return PreparedAnalysis.nonisolatedDataTypeUses.memo(in: index) { () -> OffMainUses in
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
            // A type that a held-back one passed its use on to is kept only when that one becomes
            // nonisolated with it (swift-nio's `_ByteBufferSlice` is no use while `ByteBuffer`
            // also reads its `_Storage` class): found again without it until nothing changes.
            var banned = Set<String>()
            while true {
                let (uses, requesters) = find(banned: banned)
                let unneeded = requesters.filter { !uses.becomingNonisolated.contains($0.value) }.keys
                if unneeded.isEmpty { return uses }
                banned.formUnion(unneeded)
            }
            /// - Returns: what code off the main actor uses, and each type a held-back one passed its
            ///   use on to, with that one.
            func find(banned: Set<String>) -> (OffMainUses, [String: String]) {
                var requesters: [String: String] = [:]
                var uses = OffMainUses()
                // Payload-less enums compare with their implicit `Equatable` where code off the main
                // actor writes `kind == .folder`: found by the case, not by the enum's name.
                NonisolatedDataTypes.comparedImplicitEnums(file: file).forEach { uses.evidence[$0.key] = $0.value }
                guard !candidates.isEmpty else { return (uses, [:]) }
                var foundOfName: [String: Int] = [:]
                let mentions = index.mentions(of: Set(candidates.keys)).sorted(by: { $0.key < $1.key })
                // Each mention's innermost type or extension ("" for none), found by the first pass: a
                // later pass reads only the mentions in the types the pass before made nonisolated (no
                // other code changed isolation; rescanning every mention per link of a generated chain
                // of 1,000 data types took seconds).
                var enclosingOf = mentions.map { Array(repeating: String?.none, count: $0.value.count) }
                var added: Set<String>? = nil
                while true {
                    for (n, (name, mentions)) in mentions.enumerated() {
                        var left = candidates[name]! - foundOfName[name, default: 0]
                        for (m, mention) in mentions.enumerated() {
                            // One place per type is enough: stop once every type of the name has one.
                            if left == 0 { break }
                            if let added { guard let known = enclosingOf[n][m], added.contains(known) else { continue } }
                            let unit = index.units[mention.file]
                            let node = unit.tree.innermostNode(containing: mention.token)
                            let context = file.context(ofFile: mention.file)
                            // The type itself and its extensions become nonisolated with it.
                            let enclosing = NonisolatedDataTypes.enclosingTypeKey(of: node, in: context)
                            enclosingOf[n][m] = enclosing ?? ""
                            guard let type = index.lookupType(NonisolatedDataTypes.writtenName(name, at: node), from: enclosing, inFile: mention.file),
                                  let candidate = candidateAt[type.declaration], candidate.name == name,
                                  uses.evidence[candidate.key] == nil, enclosing != candidate.key else { continue }
                            let isolation = NonisolatedDataTypes.isolation(at: node, in: context, assuming: uses.becomingNonisolated)
                            guard !isolation.isMainActor else { continue }
                            if NonisolatedDataTypes.onlyReadsStoredProperties(at: node, of: type, in: context) { continue }
                            let place = "\(unit.tree.fileName):\(unit.tree.location(ofToken: mention.token).line)"
                            uses.evidence[candidate.key] = "\(NonisolatedDataTypes.describe(isolation, of: node)) at \(place)"
                            foundOfName[name, default: 0] += 1
                            left -= 1
                        }
                    }
                    // Those the rule changes (not those it reports) are nonisolated from here on; one
                    // it reported may change now that a type it uses is nonisolated.
                    let becoming = uses.evidence.keys.filter { key in
                        guard !uses.becomingNonisolated.contains(key), let info = index.types[key], let use = uses.evidence[key] else { return false }
                        let context = file.context(ofFile: info.declaration.file)
                        if index.extensionsTakeDefaultIsolation(of: info, settings: context.target) {
                            return NonisolatedDataTypes.extensionBlocker(info, file: context, assuming: uses.becomingNonisolated) == nil
                        }
                        return decide(index.node(info.declaration), info, use: use, file: context, assuming: uses.becomingNonisolated)?.edits.isEmpty == false
                    }
                    // A type held back by a member of another candidate, main-actor only by the
                    // default isolation (KMReader's `BookBrowseOptions.sortString` reading
                    // `oneshotFilter.includedBool` of its `TriStateFilter`): that type is used off the
                    // main actor too, through it, and may become nonisolated first.
                    var propagated = false
                    let following = uses.becomingNonisolated.union(becoming)
                    for key in uses.evidence.keys.sorted() where !following.contains(key) {
                        guard !banned.contains(key), let info = index.types[key],
                              let found = graph.firstMainActorUse(by: info.members, except: { target in
                                  NonisolatedDataTypes.isOwn(target, of: key, index: index)
                                      || NonisolatedDataTypes.becomesNonisolated(target, assuming: following, index: index)
                              }),
                              case .declaration(let target) = found.use.target, let ownerKey = index.declarations[target]?.type, ownerKey != key,
                              let owner = index.types[ownerKey],
                              candidateAt[owner.declaration] != nil || NonisolatedDataTypes.canFollow(owner, index: index, graph: graph), uses.evidence[ownerKey] == nil,
                              !banned.contains(ownerKey) else { continue }
                        requesters[ownerKey] = key
                        uses.evidence[ownerKey] = "'\(found.member.name)' of '\(info.name)', itself used in \(uses.evidence[key]!)"
                        propagated = true
                    }
                    if becoming.isEmpty && !propagated { return (uses, requesters) }
                    // The enums their synthesized `==` and `hash(into:)` compare are used off the main
                    // actor too, without being named there: decided in the next pass.
                    for key in becoming.sorted() {
                        guard let info = index.types[key] else { continue }
                        for (enumKey, place) in NonisolatedDataTypes.enumsComparedBySynthesis(info, file: file.context(ofFile: info.declaration.file))
                        where uses.evidence[enumKey] == nil {
                            uses.evidence[enumKey] = place
                        }
                    }
                    uses.becomingNonisolated.formUnion(becoming)
                    added = Set(becoming)
                }
            }
        }
    }

    /// Whether a mention off the main actor only names the type of a function's parameter whose
    /// every use reads stored properties, down to values of the standard library's Sendable types
    /// (KMReader's actor method `upsertSeries(dto: Series)` reading `dto.name` and
    /// `dto.metadata.status`): code of the type's module reads such properties of a main-actor
    /// struct anywhere (SE-0434), and no initializer, method or conformance of the type runs there
    /// (swiftc 6.3.1 accepts it under default main-actor isolation). A parameter used as a whole
    /// value (passed on, compared, encoded, captured) may reach a conformance unnamed: counted.
    static func onlyReadsStoredProperties(at node: SyntaxNode, of info: TypeInfo, in file: FileContext) -> Bool {
        guard info.kind == .struct, node.kind == .type, node.firstChild == nil, node.tokenRange.count == 1,
              let annotation = node.parent, annotation.kind == .typeAnnotation, annotation.tokenRange.count == 2,
              let parameter = annotation.parent, parameter.kind == .parameter, let name = parameter.parameterLabelAndName?.name,
              let function = parameter.parent?.parent, function.kind == .funcDecl || function.kind == .initDecl,
              file.index.units[file.unitIndex].module == file.index.units[info.declaration.file].module else { return false }
        let locals = FunctionLocals.Cache(file.index.treeFacts(ofFile: file.unitIndex), of: file.tree).locals(of: function)
        for reference in locals.references[name] ?? [] {
            guard storedReadReachesStandardValue(reference, of: info, in: file, depth: 0) else { return false }
        }
        return true
    }

    /// Whether `value` (of the struct `info`) is the base of a read of a stored property whose
    /// value is of a standard Sendable type, or of another struct of the module read the same way.
    private static func storedReadReachesStandardValue(_ value: SyntaxNode, of info: TypeInfo, in file: FileContext, depth: Int) -> Bool {
        guard depth < 4, let access = value.parent, access.kind == .memberAccess, access.firstChild == value, let property = access.name,
              let member = info.members.first(where: { $0.kind == .variable && $0.isStored && !$0.isStatic && $0.name == property }),
              let written = file.valueType(of: member) else { return false }
        // (Not the callee of a call: a stored closure called runs in its caller's code, but its
        // type is not a standard value's.)
        let type = written.hasSuffix("?") ? String(written.dropLast()) : written
        if FileContext.standardSendableTypes.contains(type) { return true }
        guard let next = file.index.lookupType(type, from: file.index.key(of: info), inFile: info.declaration.file), next.kind == .struct,
              file.index.units[next.declaration.file].module == file.index.units[info.declaration.file].module,
              !written.hasSuffix("?") else { return false }
        return storedReadReachesStandardValue(access, of: next, in: file, depth: depth + 1)
    }

    /// The isolation of the code at `node`, as it is once the types in `assumed` are nonisolated
    /// with their extensions (see `check`): their members without an isolation of their own, in
    /// extensions without one, become nonisolated (a closure decides for its body, as in
    /// `FileContext.isolation(at:settings:)`). Taking too little here only leaves a type to the
    /// next round.
    private static func isolation(at node: SyntaxNode, in file: FileContext, assuming assumed: Set<String>) -> Isolation {
        let isolation = file.isolation(at: node, settings: file.target)
        guard isolation.isMainActor, !assumed.isEmpty else { return isolation }
        let index = file.index
        var current: SyntaxNode? = node
        while let n = current {
            switch n.kind {
            case .closureExpr where n != node:
                if index.closureIsolation(of: n, file: file.unitIndex, sdk: file.target.sdk) != nil { return isolation }
            case .funcDecl, .initDecl, .deinitDecl, .subscriptDecl, .variableDecl:
                if let (type, member) = index.declarations[DeclLocation(file: file.unitIndex, node: n.index)] {
                    guard let type, assumed.contains(type), member.explicitIsolation == nil,
                          index.explicitIsolation(of: index.node(member.container)) == nil else { return isolation }
                    return .nonisolated
                }
            case .classDecl, .structDecl, .enumDecl, .actorDecl, .extensionDecl:
                guard let name = file.typeName(of: n), assumed.contains(name), index.explicitIsolation(of: n) == nil else { return isolation }
                return .nonisolated
            default:
                break
            }
            current = n.parent
        }
        return isolation
    }

    /// Whether a use reaches a member or initializer of a type in `assumed` with no isolation of
    /// its own (nor of its extension's): nonisolated once that type and its extensions are.
    static func becomesNonisolated(_ target: DeclarationUse.Target, assuming assumed: Set<String>, index: ProjectIndex) -> Bool {
        switch target {
        case .declaration(let location):
            guard let (type, member) = index.declarations[location], let type, assumed.contains(type) else { return false }
            return member.explicitIsolation == nil && index.explicitIsolation(of: index.node(member.container)) == nil
        case .initializer(let type):
            return assumed.contains(type)
        default:
            return false
        }
    }

    /// The members this round's changes make nonisolated with their types (location → name): of
    /// each type the rule makes nonisolated, those without an isolation of their own in its
    /// declaration and in the extensions the rule makes nonisolated with it, where those changes
    /// are written (`FileContext.willEdit`). See `FileContext.declarationsBecomingNonisolated`.
    static func membersBecomingNonisolated(_ file: FileContext, suppressions: inout [Int: Suppressions]) -> [DeclLocation: String] {
        guard file.options.enabledRules.contains("nonisolated-data-types") else { return [:] }
        let index = file.index
        var members: [DeclLocation: String] = [:]
        for key in NonisolatedDataTypes().offMainUses(file).becomingNonisolated.sorted() {
            guard let info = index.types[key] else { continue }
            let already = index.extensionsTakeDefaultIsolation(of: info, settings: file.context(ofFile: info.declaration.file).target)
            addMembers(of: info, to: &members) { container in
                if container == info.declaration { return !already && file.willEdit("nonisolated-data-types", at: container, suppressions: &suppressions) }
                guard index.explicitIsolation(of: index.node(container)) == nil, !already || holdsConformance(container, of: info, index: index) else { return false }
                return file.willEdit("nonisolated-data-types", at: container, suppressions: &suppressions)
            }
        }
        return members
    }

    /// Adds to `members` (location → name) the members of `info` without an isolation of their
    /// own whose declaration or extension `follows` (asked once per container): those a type's
    /// `nonisolated`, or its extension's, makes nonisolated.
    static func addMembers(of info: TypeInfo, to members: inout [DeclLocation: String], following follows: (DeclLocation) -> Bool) {
        var answers: [DeclLocation: Bool] = [:]
        for member in info.members where member.explicitIsolation == nil {
            let container = member.container
            let changes = answers[container] ?? follows(container)
            answers[container] = changes
            if changes { members[member.location] = member.name }
        }
    }

    /// The types nested in `info` that its storage holds become nonisolated with it (those right in
    /// it; deeper ones take the default isolation again, and are looked for once the code of those
    /// names them) (swiftc 6.3.1: "stored property 'kind' of 'Sendable'-conforming struct 'NameInfo' has
    /// non-Sendable type 'NameInfo.Kind'" once `NameInfo` is nonisolated), so they are Sendable
    /// only as nonisolated types are: a public struct or enum by saying so (`Sendable` is added
    /// when what it stores is Sendable and it is declared in this file), an internal one
    /// implicitly, a class not at all. The same holds for those declared in its extensions,
    /// which follow it (a type in an extension with an isolation of its own keeps it); those
    /// this round makes nonisolated (`assumed`) get their own change.
    static func nestedStorage(of info: TypeInfo, file: FileContext, assuming assumed: Set<String>, depth: Int = 0) -> (edits: [Edit], blocker: String?) {
        let index = file.index
        let prefix = index.key(of: info) + "."
        var edits: [Edit] = []
        var seen = Set<String>()
        for member in info.members where member.kind == .variable && member.isStored && !member.isStatic {
            for name in FileContext.typeNames(in: file.valueType(of: member) ?? "") {
                guard let nested = index.lookupType(name, from: info.name, inFile: info.declaration.file) else { continue }
                let key = index.key(of: nested)
                // Declared in its body, or in an extension without an isolation of its own,
                // which becomes nonisolated with it.
                guard key.hasPrefix(prefix), seen.insert(key).inserted, !assumed.contains(key),
                      let outer = index.node(nested.declaration).enclosingType, index.explicitIsolation(of: outer) == nil,
                      index.explicitIsolation(of: index.node(nested.declaration)) == nil,
                      !nested.allConformances.contains(where: { protocolName($0) == "Sendable" }) else { continue }
                guard nested.kind == .struct || nested.kind == .enum else {
                    return ([], "its nested \(nested.kind == .class ? "class" : "type") '\(nested.name)', stored in '\(member.name)', would become nonisolated with it and is not Sendable")
                }
                let inner = depth < 3 ? nestedStorage(of: nested, file: file, assuming: assumed, depth: depth + 1) : ([], "its nested types nest too deep")
                if let blocker = inner.blocker { return ([], blocker) }
                guard file.storedPropertiesAreSendable(nested) == true else {
                    return ([], "its nested type '\(nested.name)', stored in '\(member.name)', would become nonisolated with it, and what it stores is not all Sendable")
                }
                edits += inner.edits
                guard file.needsExplicitSendable(nested) else { continue }
                guard nested.declaration.file == file.unitIndex, let conformance = EditBuilders.addConformance("Sendable", to: index.node(nested.declaration)) else {
                    return ([], "its public nested type '\(nested.name)' would become nonisolated with it, and so not Sendable, and it is declared in another file")
                }
                edits.append(conformance)
            }
        }
        return (edits, nil)
    }

    /// Whether a use reaches a member or an initializer of the type `key`.
    static func isOwn(_ target: DeclarationUse.Target, of key: String, index: ProjectIndex) -> Bool {
        switch target {
        case .declaration(let location): return index.declarations[location]?.type == key
        case .initializer(let type): return type == key
        default: return false
        }
    }

    /// The name a mention spells with its qualifier (`SplitArguments.Index` for the `Index` in
    /// `case argumentIndex(SplitArguments.Index)`): looked up bare, a name several types nest
    /// (`Index`) finds none of them from another type.
    static func writtenName(_ name: String, at node: SyntaxNode) -> String {
        guard node.kind == .type || node.kind == .memberAccess else { return name }
        let text = ProjectIndex.stripGenerics(node.text.filter { !$0.isWhitespace })
        return text.hasSuffix("." + name) && ProjectIndex.isWrittenTypeName(text) ? text : name
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
    static func describe(_ isolation: Isolation, of node: SyntaxNode) -> String {
        let function = node.nearestAncestor { $0 == .funcDecl }?.name.map { " '\($0)'" } ?? ""
        switch isolation {
        case .actorInstance: return "actor code\(function)"
        case .globalActor(let actor): return "@\(actor) code\(function)"
        case .nonisolated, .nonisolatedUnsafe: return function.isEmpty ? "nonisolated code" : "nonisolated function\(function)"
        }
    }

    /// - Parameter assumed: types this round makes nonisolated (see `offMainUses`).
    private func decide(_ decl: SyntaxNode, _ info: TypeInfo, use: String, file: FileContext, assuming assumed: Set<String>) -> Change? {
        let anchor = decl.byteRange.lowerBound
        let what = info.kind == .enum ? "enum" : "struct"
        let used = "'\(info.name)' is used in \(use), where its main-actor conformances cannot be used"
        let plan: Plan
        switch NonisolatedDataTypes.plan(decl, info, file: file, assuming: assumed) {
        case .blocked(let why):
            return change(file, [], message: "\(used); \(why) (review)",
                          reason: "Swift 6 with default main-actor isolation: \"main actor-isolated conformance of '\(info.name)' to a protocol cannot be used in nonisolated context\" (SE-0470). A nonisolated \(what) (SE-0449) would fix that, but \(why). Make it nonisolated after changing that, or move the use onto the main actor.",
                          safety: .review, at: anchor)
        case .none:
            return nil
        case .edits(let found):
            plan = found
        }
        return change(file, plan.edits,
                      message: "make \(what) '\(info.name)' nonisolated\(plan.addsSendable ? " and Sendable" : ""): it is used in \(use)",
                      reason: "Swift 6 with default main-actor isolation (SE-0466): '\(info.name)' is @MainActor and so are its conformances (SE-0470), but it is used in \(use), where \"main actor-isolated conformance of '\(info.name)' cannot be used\". Its members use no main-actor code, so `nonisolated` on the \(what) (SE-0449) keeps every use on the main actor working and makes its conformances usable anywhere\(plan.note)",
                      safety: plan.safety, at: anchor)
    }

    /// What making a struct or enum `nonisolated` takes: `nonisolated`, `Sendable` on a public
    /// one, and the same for the public types nested in it that it stores.
    struct Plan {
        var edits: [Edit]
        var addsSendable: Bool
        /// What the change's reason adds: the `Sendable` conformances, a review note.
        var note: String
        var safety: Safety
    }

    enum PlanResult {
        case edits(Plan)
        /// Why it cannot be made nonisolated (reported).
        case blocked(String)
        /// `nonisolated` cannot be written there.
        case none
    }

    /// Whether a struct or enum can become `nonisolated`, and with which edits.
    /// - Parameters:
    ///   - assumed: types this round makes nonisolated, whose members its own may use.
    ///   - protocols: protocols of the run that become nonisolated with it (`conformance-isolation`'s
    ///     groups): a conformance to one is vouched for, and their members may be used.
    static func plan(_ decl: SyntaxNode, _ info: TypeInfo, file: FileContext, assuming assumed: Set<String>, protocols: Set<String> = []) -> PlanResult {
        let graph = file.isolationGraph
        let what = info.kind == .enum ? "enum" : "struct"
        // Conformances to other protocols (the project's, which default to main-actor too, or SDK
        // ones actorfix knows nothing about) might need the isolation.
        // An enum's raw type (`enum Kind: String`) is not a conformance.
        if let other = info.allConformances.first(where: { written in
            let name = NonisolatedDataTypes.protocolName(written)
            if NonisolatedDataTypes.dataProtocols.contains(name) || info.kind == .enum && FileContext.standardSendableTypes.contains(name) { return false }
            guard !protocols.isEmpty, let proto = file.index.lookupType(written, from: info.name, inFile: info.declaration.file) else { return true }
            return !protocols.contains(file.index.key(of: proto))
        }) {
            return .blocked("it also conforms to \(other), whose isolation actorfix cannot vouch for")
        }
        let members = info.members
        if let wrapped = members.first(where: { !$0.propertyWrappers.isEmpty }) {
            return .blocked("'\(wrapped.name)' has a property wrapper, whose storage may be main-actor")
        }
        if let global = members.first(where: { $0.kind == .variable && $0.isStatic && $0.isStored && !$0.isLet }) {
            return .blocked("static var '\(global.name)' would become nonisolated global state")
        }
        // Members may only use their own type's members and code that is not main-actor: its own
        // members and initializers become nonisolated with it, and so do the types this round
        // makes nonisolated.
        let following = protocols.isEmpty ? assumed : assumed.union(protocols)
        if let found = graph.firstMainActorUse(by: members, except: { target in
            NonisolatedDataTypes.isOwn(target, of: file.index.key(of: info), index: file.index)
                || NonisolatedDataTypes.becomesNonisolated(target, assuming: following, index: file.index)
        }) {
            return .blocked("'\(found.member.name)' uses \(found.use.text), which is main-actor code")
        }
        // Isolated to the main actor, the type was Sendable; nonisolated, only through its storage.
        let storedSendable = file.storedPropertiesAreSendable(info) == true
        let explicitlySendable = info.allConformances.contains { NonisolatedDataTypes.protocolName($0) == "Sendable" }
        if !storedSendable && !explicitlySendable {
            return .blocked("its stored properties are not all Sendable, so a nonisolated \(what) would no longer be Sendable")
        }
        // Its nested types become nonisolated with it: those it stores must stay Sendable.
        let nested = NonisolatedDataTypes.nestedStorage(of: info, file: file, assuming: assumed)
        if let blocker = nested.blocker { return .blocked(blocker) }
        guard let edit = EditBuilders.addModifier("nonisolated", to: decl) else { return .none }
        var edits = [edit] + nested.edits
        let isPublic = file.isPublic(info)
        let addsSendable = file.needsExplicitSendable(info) && !explicitlySendable
        if addsSendable, let conformance = EditBuilders.addConformance("Sendable", to: decl) { edits.append(conformance) }
        let asyncMembers = members.filter(\.isAsync)
        let changesExecutor = !asyncMembers.isEmpty && !file.target.nonisolatedNonsendingByDefault
        let which = isPublic ? "public types are never" : "a @usableFromInline type is not"
        let note = (addsSendable ? " and Sendable (\(which) implicitly Sendable, SE-0302; its stored properties all are)" : "")
            + (nested.edits.isEmpty ? "" : "; the public types nested in it that it stores become nonisolated with it, and Sendable too")
            + (changesExecutor ? ". Review: its async members ('\(asyncMembers[0].name)') would then run on the global executor, not the main actor (without NonisolatedNonsendingByDefault)." : ".")
        return .edits(Plan(edits: edits, addsSendable: addsSendable, note: note, safety: isPublic || changesExecutor ? .review : .safe))
    }
}
