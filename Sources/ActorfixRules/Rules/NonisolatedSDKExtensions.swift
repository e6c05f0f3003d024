import ActorfixIndex
import ActorfixSyntax

/// SE-0466: with default main-actor isolation, the members of a module's extensions of other
/// modules' types (`extension String`, `extension URL`, `extension Collection`) are `@MainActor`
/// too, so code off the main actor that uses them fails. Such an extension becomes `nonisolated`
/// (SE-0449), as its members were before the default.
public struct NonisolatedSDKExtensions: Rule {
    public init() {}
    public let id = "nonisolated-sdk-extensions"
    public let summary = "nonisolated on extensions of other modules' types whose members are used off the main actor under default main-actor isolation"
    public let rationale = """
        With default main-actor isolation (SE-0466: `.defaultIsolation(MainActor.self)`, Xcode 26's \
        `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`, `--to swift6.2`) a member declared in an extension of a \
        standard library, Foundation or other module's type (`extension String { func slug() }`, `extension \
        URL { static let api }`, `extension Collection`) is @MainActor like the module's own code (checked \
        with swiftc 6.3.1; extensions of the standard error types such as `URLError` stay nonisolated). Code \
        off the main actor — an actor, a `nonisolated` function, a `Task.detached` or background-queue \
        closure, another module without that default — then fails: "call to main actor-isolated instance \
        method 'slug()' in a synchronous actor-isolated context". actorfix marks such an extension \
        `nonisolated` (SE-0449), what people migrating write for their helper extensions, when code off the \
        main actor uses one of its members (found by name: the change names the first place) and none of its \
        members uses main-actor code, has a static `var` or a static `let` actorfix cannot tell is Sendable; \
        otherwise it reports. A Sendable static or global constant of the module that they read is no \
        obstacle: with `infer-main-actor`, it becomes `nonisolated` in the next round. Its members then run \
        where they are called, as they did without the default.
        """
    public let proposals = ["SE-0466", "SE-0449"]
    public let safety = Safety.safe
    public let example = RuleExample(
        before: "extension String {\n    func slug() -> String { lowercased() }\n}\n\nactor Index {\n    func key(_ s: String) -> String { s.slug() }\n}\n",
        after: "nonisolated extension String {\n    func slug() -> String { lowercased() }\n}\n\nactor Index {\n    func key(_ s: String) -> String { s.slug() }\n}\n")

    public func prepare(_ file: FileContext) { _ = offMainUses(file) }

    public func check(_ file: FileContext) -> [Change] {
        let found = offMainUses(file)
        guard !found.uses.isEmpty else { return [] }
        let graph = file.isolationGraph
        var changes: [Change] = []
        for ext in file.tree.nodes(ofKinds: .extensionDecl) {
            let location = DeclLocation(file: file.unitIndex, node: ext.index)
            guard let use = found.uses[location], let members = found.members[location] else { continue }
            let type = members.first?.type ?? "its type"
            let anchor = ext.byteRange.lowerBound
            if let why = blocker(members.map(\.member), graph: graph, file: file) {
                changes.append(change(file, [], message: "'\(use.member)' of this extension of '\(type)' is used in \(use.place), off the main actor; \(why) (review)",
                                      reason: "Swift 6 with default main-actor isolation (SE-0466): the members of this extension of '\(type)' are @MainActor, but '\(use.member)' is used in \(use.place), which is not on the main actor (\"call to main actor-isolated … in a synchronous nonisolated context\"). `nonisolated` on the extension (SE-0449) would fix that, but \(why). Change that first, or move the use onto the main actor (`await MainActor.run { … }`).",
                                      safety: .review, at: anchor))
                continue
            }
            guard let edit = EditBuilders.addModifier("nonisolated", to: ext) else { continue }
            let asyncMember = members.first { $0.member.isAsync }?.member
            changes.append(change(file, [edit],
                                  message: "make this extension of '\(type)' nonisolated: '\(use.member)' is used in \(use.place)",
                                  reason: "Swift 6 with default main-actor isolation (SE-0466): a member of an extension of another module's type is @MainActor like the module's own code, and '\(use.member)' is used in \(use.place), which is not on the main actor (\"call to main actor-isolated … in a synchronous nonisolated context\"). None of the extension's members uses main-actor code, so `nonisolated` on the extension (SE-0449) lets them run where they are called, as they did without the default.\(asyncMember.map { " Review: its async member '\($0.name)' then runs \(file.target.nonisolatedNonsendingByDefault ? "on its caller's actor" : "on the global executor"), not on the main actor." } ?? "")",
                                  safety: asyncMember == nil ? .safe : .review, at: anchor))
        }
        return changes
    }

    /// The first use off the main actor of a member of a candidate extension: the member's name
    /// and "actor code 'key' at Index.swift:6".
    struct OffMainUse: Sendable {
        let member: String
        let place: String
    }

    /// What a round found: each candidate extension used off the main actor (by its location),
    /// and the members of those extensions in source order.
    struct Found: Sendable {
        var uses: [DeclLocation: OffMainUse] = [:]
        var members: [DeclLocation: [(type: String, member: MemberInfo)]] = [:]
    }

    /// Extensions of another module's type that default isolation makes main-actor, with no
    /// isolation of their own, whose members are used by name in code off the main actor. Once
    /// per round.
    /// The type a member access's receiver names (`URL` in `URL.api`), or `String` for a string
    /// literal; nil for a value.
    static func receiverTypeName(_ receiver: SyntaxNode?) -> String? {
        guard let receiver else { return nil }
        if receiver.kind == .stringLiteral { return "String" }
        guard receiver.kind == .declReference, let name = receiver.name, name.first?.isUppercase == true else { return nil }
        return name
    }

    private func offMainUses(_ file: FileContext) -> Found {
        let index = file.index
        return PreparedAnalysis.nonisolatedSDKExtensionUses.memo(in: index) { () -> Found in
            // Member name → the candidate extensions declaring it: those default isolation alone
            // makes main-actor. By name, so not initializers and operators.
            var extensionsOf: [String: [DeclLocation]] = [:]
            var membersOf: [DeclLocation: [(type: String, member: MemberInfo)]] = [:]
            var targets: [Int: SwiftSettings] = [:]
            for (location, entry) in index.externalMembers {
                let container = entry.member.container
                let target = targets[location.file] ?? file.context(ofFile: location.file).target
                targets[location.file] = target
                guard index.externalExtensionTakesDefaultIsolation(container, extending: entry.type, settings: target) else { continue }
                membersOf[container, default: []].append(entry)
                guard entry.member.explicitIsolation == nil, entry.member.kind == .function || entry.member.kind == .variable,
                      let first = entry.member.name.first, first == "_" || first.isLetter else { continue }
                extensionsOf[entry.member.name, default: []].append(container)
            }
            guard !extensionsOf.isEmpty else { return Found() }
            // A name a type of the run also declares (`id`, `title`), or the standard library or
            // Foundation (`rounded`, `isASCII`), may be theirs where it is used: without receiver
            // types such a use says nothing, unless it names the extended type (`Logger.search`
            // beside an enum's `case search`: pine).
            var declaredByTypes = Set<String>()
            for entry in index.declarations.values where entry.type != nil { declaredByTypes.insert(entry.member.name) }
            let ambiguous = Set(extensionsOf.keys.filter { declaredByTypes.contains($0) || SDKKnowledge.standardMemberNames.contains($0) })
            var found = Found()
            for (name, mentions) in index.mentions(of: Set(extensionsOf.keys)).sorted(by: { $0.key < $1.key }) {
                var left = Set(extensionsOf[name]!).filter { found.uses[$0] == nil }
                for mention in mentions.sorted(by: { ($0.file, $0.token) < ($1.file, $1.token) }) where !left.isEmpty {
                    let tree = index.units[mention.file].tree
                    let node = tree.innermostNode(containing: mention.token)
                    // `value.slug()`, `URL.api`: a member access naming it (its receiver untyped:
                    // every candidate extension declaring the name counts); awaited, it may hop.
                    guard node.kind == .memberAccess, node.name == name, !FileContext.isAwaited(node) else { continue }
                    let context = file.context(ofFile: mention.file)
                    let isolation = context.anticipatedIsolation(at: node)
                    guard !isolation.isMainActor else { continue }
                    let place = "\(NonisolatedDataTypes.describe(isolation, of: node)) at \(tree.fileName):\(tree.location(ofToken: mention.token).line)"
                    // Not the extension using its own member; another module only a public one;
                    // `Type.member` only on the extended type (or a protocol's conformer).
                    let enclosing = node.nearestAncestor { $0 == .extensionDecl }.map { DeclLocation(file: mention.file, node: $0.index) }
                    let module = index.units[mention.file].module
                    // A type named (`URL.api`), or a string literal, a `String` (`"".data`: freerooms-mobile's tests).
                    let receiver = NonisolatedSDKExtensions.receiverTypeName(node.firstChild)
                    let isAmbiguous = ambiguous.contains(name)
                    if receiver == nil, isAmbiguous { continue }
                    for ext in left.sorted() where ext != enclosing {
                        let members = membersOf[ext]!
                        if index.units[ext.file].module != module && !NonisolatedSDKExtensions.isPublic(name, in: ext, members: members, index: index) { continue }
                        // An ambiguous name only through the extended type itself (not a conformer:
                        // swift-nio's `FileSystemError.write` is its own, not `Sequence.write`).
                        if let receiver, let type = members.first?.type, receiver != ProjectIndex.stripGenerics(type).lastDottedComponent,
                           isAmbiguous || !NonisolatedSDKExtensions.isProtocol(type, index: index, sdk: context.target.sdk) { continue }
                        found.uses[ext] = OffMainUse(member: name, place: place)
                        found.members[ext] = members.sorted { $0.member.location.node < $1.member.location.node }
                        left.remove(ext)
                    }
                }
            }
            return found
        }
    }

    /// Whether the extension's member of that name is visible to other modules.
    static func isPublic(_ name: String, in ext: DeclLocation, members: [(type: String, member: MemberInfo)], index: ProjectIndex) -> Bool {
        let container = index.node(ext)
        if container.hasModifier("public") || container.hasModifier("open") { return true }
        return members.contains { $0.member.name == name && (index.node($0.member.location).hasModifier("public") || index.node($0.member.location).hasModifier("open")) }
    }

    /// An extended protocol of the SDK (`Collection`, `StringProtocol`): `Type.member` names a
    /// conformer, not the protocol.
    static func isProtocol(_ type: String, index: ProjectIndex, sdk: SDKGeneration) -> Bool {
        let simple = ProjectIndex.stripGenerics(type).lastDottedComponent
        if let fact = index.sdk.type(simple, in: sdk) { return fact.kind == "protocol" }
        return standardProtocols.contains(simple)
    }

    /// The standard library's protocols rules meet most, for when the SDK knowledge does not
    /// list them.
    static let standardProtocols: Set<String> = [
        "Collection", "Sequence", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection",
        "StringProtocol", "BinaryInteger", "FixedWidthInteger", "FloatingPoint", "BinaryFloatingPoint", "Numeric", "SignedNumeric",
        "Equatable", "Hashable", "Comparable", "Identifiable", "Error", "Encodable", "Decodable", "Codable", "OptionSet", "SetAlgebra",
        "RawRepresentable", "Sendable", "CaseIterable", "CustomStringConvertible", "CustomDebugStringConvertible",
    ]

    /// Why the extension cannot be nonisolated, if it cannot: a member using main-actor code, a
    /// static `var` (nonisolated global state), a static `let` not known to be Sendable.
    private func blocker(_ members: [MemberInfo], graph: IsolationGraph, file: FileContext) -> String? {
        for member in members where member.explicitIsolation == nil && member.kind != .typealias {
            // A nested type follows the extension (swiftc 6.3.1): its members may use each other.
            if member.kind == .nestedType {
                guard let key = graph.index.typeNameOfDecl[member.location], let info = graph.index.types[key] else { continue }
                let inner = info.members.filter { $0.explicitIsolation == nil }
                if let found = graph.firstMainActorUse(by: inner, except: { NonisolatedDataTypes.isOwn($0, of: key, index: graph.index) }) {
                    return "'\(info.name).\(found.member.name)' uses \(found.use.text), which is main-actor code"
                }
                continue
            }
            if member.kind == .variable && member.isStatic && member.isStored {
                if !member.isLet { return "static var '\(member.name)' would become nonisolated global state" }
                if !NonisolatedSDKExtensions.isSendableConstant(member) && file.valueType(of: member).flatMap({ file.isSendable(typeNamed: $0) }) != true {
                    return "static let '\(member.name)' is of a type actorfix cannot tell is Sendable"
                }
            }
            if let use = graph.mainActorUse(inExternalMember: member.location, constantsFollow: file.options.enabledRules.contains("infer-main-actor")) {
                return "'\(member.name)' uses \(use.text), which is main-actor code"
            }
        }
        return nil
    }

    /// A constant whose type is a standard Sendable one, written or constructed
    /// (`URL(string: …)!`, a literal).
    static func isSendableConstant(_ member: MemberInfo) -> Bool {
        if let type = member.declaredType {
            return FileContext.standardSendableTypes.contains(String(type.filter { $0 != "?" && $0 != "!" && $0 != " " }))
        }
        guard let value = member.initialValue.map({ String($0.drop { $0 == " " }) }), let first = value.first else { return false }
        if first == "\"" || first.isNumber || value == "true" || value == "false" { return true }
        return FileContext.standardSendableTypes.contains(String(value.prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
    }
}
