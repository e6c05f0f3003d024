import ActorfixIndex
import ActorfixSyntax

/// A main-actor type conforming to a nonisolated protocol through main-actor witnesses.
public struct ConformanceIsolation: Rule {
    public init() {}
    public let id = "conformance-isolation"
    public let preparedReads = PreparedReads.isolationGraph
    public let summary = "Fix conformances that cross into main-actor code: nonisolated witnesses, @MainActor P, or @preconcurrency P"
    public let rationale = """
        A @MainActor type that conforms to a nonisolated protocol (Hashable, Equatable, Identifiable, \
        CustomStringConvertible, a protocol of the project, a delegate protocol) with its own witnesses gets \
        "conformance of 'Contact' to protocol 'Hashable' crosses into main actor-isolated code and can cause \
        data races" in Swift 6. The compiler lists three alternatives and picks none; actorfix picks one per \
        conformance and says why: when every witness only uses `let` properties of Sendable type, the \
        witnesses become `nonisolated` (callable from anywhere, behaviour unchanged); otherwise, with Swift \
        6.2 (the Xcode 26 SDK), an isolated conformance `T: @MainActor P` (SE-0470) — usable only on the main \
        actor, which is where the type lives; otherwise, for protocols imported from Objective-C (delegates, \
        data sources), `@preconcurrency P`. Never more than one of these for one conformance. With \
        InferIsolatedConformances on (Swift 6.2's approachable concurrency), or default main-actor isolation, \
        the compiler infers the isolated conformance itself, and the rule proposes nothing.
        """
    public let proposals = ["SE-0470", "SE-0423", "SE-0316"]
    public let safety = Safety.safe
    public let example = RuleExample(
        before: "@MainActor final class Contact: Hashable {\n    let id: UUID\n    static func == (a: Contact, b: Contact) -> Bool { a.id == b.id }\n    func hash(into h: inout Hasher) { h.combine(id) }\n}\n",
        after: "@MainActor final class Contact: Hashable {\n    let id: UUID\n    static nonisolated func == (a: Contact, b: Contact) -> Bool { a.id == b.id }\n    nonisolated func hash(into h: inout Hasher) { h.combine(id) }\n}\n")

    /// Requirements of common nonisolated standard-library protocols (name → member names).
    static let knownRequirements: [String: [String]] = [
        "Equatable": ["=="], "Hashable": ["==", "hash"], "Comparable": ["<", "=="], "Identifiable": ["id"],
        "CustomStringConvertible": ["description"], "CustomDebugStringConvertible": ["debugDescription"],
        "Encodable": ["encode"], "Decodable": ["init"], "Codable": ["encode", "init"],
    ]

    public func check(_ file: FileContext) -> [Change] {
        var changes: [Change] = []
        // The project's own protocols whose conformers are all main-actor code: one @MainActor on
        // the protocol (what people write), whether or not the compiler would infer isolated
        // conformances; their conformances then need nothing.
        for decl in file.tree.nodes(ofKinds: .protocolDecl) {
            guard let info = file.typeInfo(of: decl), let decision = file.inferredIsolation.mainActorProtocols[file.index.key(of: info)] else { continue }
            changes.append(change(file, [EditBuilders.addAttribute("@MainActor", to: decl, style: file.style)],
                                  message: "mark protocol \(info.name) @MainActor: \(decision.short)",
                                  reason: "Swift 6: \(decision.long).\(decision.byNeed ? "" : " Their conformances cross into main-actor code (\"conformance of … crosses into main actor-isolated code\"), or are isolated only by inference (SE-0470).") One @MainActor on the protocol states where its requirements run, for every conformer at once, instead of `@MainActor \(info.name)` at each.",
                                  at: decl.byteRange.lowerBound))
        }
        changes += nonisolatedGroups(file)
        changes += refinedProtocolConformances(file)
        changes += isolatedWitnessConformances(file)
        // With InferIsolatedConformances (SE-0470, on in Swift 6.2's approachable concurrency and
        // under default main-actor isolation) the compiler infers `@MainActor P` for these
        // conformances itself: nothing crosses over.
        if file.target.infersIsolatedConformances { return changes }
        for decl in file.tree.nodes(ofKinds: .classDecl, .structDecl, .enumDecl, .extensionDecl) {
            guard let info = file.typeInfo(of: decl), info.kind != .protocol, info.kind != .actor else { continue }
            guard case .globalActor(let actor) = file.index.isolation(ofType: info, settings: file.target).isolation else { continue }
            guard let clause = decl.firstChild(.inheritanceClause) else { continue }
            for inherited in clause.children(.inheritedType) {
                guard let type = inherited.firstChild(.type), type.attributes.isEmpty, let name = type.typeBaseName,
                      let requirementNames = requirements(of: name, file: file, context: info.name) else { continue }
                // Witnesses written in this declaration (synthesized ones are fine). A `let` of
                // Sendable type may be read from anywhere (SE-0434): it already satisfies a
                // nonisolated requirement (`let id = UUID()` for Identifiable).
                let witnesses = crossingWitnesses(in: decl, of: requirementNames, actor: actor, file: file) { isSendableConstant($0, in: info, file: file) }
                guard !witnesses.isEmpty else { continue }
                if let change = fix(decl, conformance: type, protocolName: name, witnesses: witnesses, conformer: Conformer(info), actor: actor, file: file) {
                    changes.append(change)
                }
            }
        }
        return changes + externalTypeConformances(file)
    }

    /// The run's extensions of other modules' main-actor types conforming to its nonisolated
    /// protocols with witnesses of their own (`extension UIApplication: WindowInsetsProvider {
    /// var mainWindowInsets … keyWindow … }`): the witnesses are main-actor like the type, and the
    /// conformance crosses into main-actor code. Fixed as for the run's types, unless the
    /// protocol itself becomes `@MainActor` (`decideMainActorProtocols`).
    private func externalTypeConformances(_ file: FileContext) -> [Change] {
        var changes: [Change] = []
        for decl in file.tree.nodes(ofKinds: .extensionDecl) where file.typeInfo(of: decl) == nil {
            let location = DeclLocation(file: file.unitIndex, node: decl.index)
            guard let written = file.typeName(of: decl), file.index.externalExtensions[written]?.contains(location) == true,
                  let clause = decl.firstChild(.inheritanceClause) else { continue }
            let type = ProjectIndex.stripGenerics(written)
            let actor: String
            if let own = file.index.explicitIsolation(of: decl) {
                guard case .globalActor(let name) = own else { continue }
                actor = name
            } else {
                guard !type.containsText("."), let name = file.index.sdk.isolation(ofType: type, in: file.target.sdk) else { continue }
                actor = name
            }
            for inherited in clause.children(.inheritedType) {
                guard let conformance = inherited.firstChild(.type), conformance.attributes.isEmpty, let name = conformance.typeBaseName,
                      file.index.lookupType(name, inFile: file.unitIndex)?.kind == .protocol,
                      let requirementNames = requirements(of: name, file: file, context: written) else { continue }
                let witnesses = crossingWitnesses(in: decl, of: requirementNames, actor: actor, file: file) { _ in false }
                guard !witnesses.isEmpty else { continue }
                let methods = Set(decl.memberDeclarations.filter { $0.kind == .funcDecl }.compactMap(\.name))
                if let change = fix(decl, conformance: conformance, protocolName: name, witnesses: witnesses,
                                    conformer: Conformer(name: written, stored: [:], methods: methods), actor: actor, file: file) {
                    changes.append(change)
                }
            }
        }
        return changes
    }

    /// The members of a declaration witnessing the named requirements with the declaration's
    /// isolation: not `nonisolated`, not isolated to another global actor, not async (an isolated
    /// async witness satisfies a nonisolated async requirement by hopping: checked with swiftc
    /// 6.3.1), and not `readableAnywhere`.
    private func crossingWitnesses(in decl: SyntaxNode, of requirementNames: Set<String>, actor: String, file: FileContext,
                                   readableAnywhere: (SyntaxNode) -> Bool) -> [SyntaxNode] {
        decl.memberDeclarations.filter { member in
            guard let n = witnessName(member), requirementNames.contains(n), !readableAnywhere(member) else { return false }
            if member.kind == .funcDecl && member.isAsync { return false }
            return !member.isNonisolated && !member.attributeNames.contains { file.index.globalActors.contains($0) && $0 != actor }
        }
    }

    /// The conforming type as `fix` reads it: its name and what of its own its witnesses may use.
    private struct Conformer {
        let name: String
        /// Stored instance properties by name (an extension of another module's type has none).
        let stored: [String: MemberInfo]
        let methods: Set<String>

        init(name: String, stored: [String: MemberInfo], methods: Set<String>) {
            self.name = name
            self.stored = stored
            self.methods = methods
        }

        init(_ info: TypeInfo) {
            self.init(name: info.name,
                      stored: Dictionary(info.members.filter { $0.kind == .variable && !$0.isStatic }.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a }),
                      methods: Set(info.members.filter { $0.kind == .function }.map(\.name)))
        }
    }

    private func isSendableConstant(_ member: SyntaxNode, in info: TypeInfo, file: FileContext) -> Bool {
        guard member.kind == .variableDecl, let name = witnessName(member),
              let property = info.members(named: name).first(where: { $0.kind == .variable && !$0.isStatic }),
              property.isLet, property.isStored, property.propertyWrappers.isEmpty else { return false }
        return file.valueType(of: property).flatMap { file.isSendable(typeNamed: $0, from: info.name) } == true
    }

    /// A nonisolated type whose witness of a nonisolated protocol of the run is main-actor: written
    /// so (`@MainActor func display`), or made so this round by the inference, for a witness that
    /// uses main-actor code (`IsolationGraph.isolatedConformanceWitnesses`). The conformance
    /// must be isolated to that actor: "conformance of 'LabelRenderer' to protocol 'Renderer'
    /// crosses into main actor-isolated code and can cause data races" otherwise. The compiler
    /// never infers it for a type that is not isolated itself, so it is written whatever the
    /// settings.
    private func isolatedWitnessConformances(_ file: FileContext) -> [Change] {
        guard file.target.sdk >= .xcode26 else { return [] }
        let isolatedWitnesses = file.isolationGraph.isolatedConformanceWitnesses
        var changes: [Change] = []
        for decl in file.tree.nodes(ofKinds: .classDecl, .structDecl, .enumDecl, .extensionDecl) {
            guard let info = file.typeInfo(of: decl), info.kind == .class || info.kind == .struct || info.kind == .enum,
                  file.index.isolation(ofType: info, settings: file.target).isolation == .nonisolated,
                  file.inferredMainActorType(info) == nil, let clause = decl.firstChild(.inheritanceClause) else { continue }
            for inherited in clause.children(.inheritedType) {
                guard let type = inherited.firstChild(.type), type.attributes.isEmpty, let name = type.typeBaseName,
                      let proto = file.index.isolatableProtocol(name, context: info.name, file: file.unitIndex),
                      let names = requirements(of: name, file: file, context: info.name) else { continue }
                var found: (member: MemberInfo, actor: String)?
                // An isolated async witness satisfies an async requirement by hopping (NetNewsWire's
                // `@MainActor func cloudKitDidModify(…) async throws`): nothing crosses.
                for member in info.members where names.contains(member.name) && !member.isAsync {
                    if case .globalActor(let actor) = member.explicitIsolation { found = (member, actor); break }
                    if isolatedWitnesses[member.location] != nil { found = (member, "MainActor"); break }
                }
                guard let (witness, actor) = found else { continue }
                let actorName = actor == "MainActor" ? "main actor" : actor
                changes.append(change(file, [.insert("@\(actor) ", at: type.byteRange.lowerBound)],
                                      message: "make the conformance of \(info.name) to \(proto.name) isolated (@\(actor) \(proto.name)): its witness '\(witness.name)' is @\(actor)",
                                      reason: "Swift 6: '\(witness.name)' witnesses a requirement of \(proto.name), a nonisolated protocol, and is isolated to the \(actorName)\(witness.explicitIsolation == nil ? " (made so this round: it uses main-actor code)" : ""): \"conformance of '\(info.name)' to protocol '\(proto.name)' crosses into \(actor == "MainActor" ? "main" : actor) actor-isolated code and can cause data races\". Swift 6.2 (Xcode 26) supports isolated conformances (SE-0470): `@\(actor) \(proto.name)` is usable only on the \(actorName), where every \(info.name) of the project is made. Review: a dynamic cast to \(proto.name) off the \(actorName) (`as? \(proto.name)`) no longer finds the conformance.",
                                      safety: .review, at: type.byteRange.lowerBound))
            }
        }
        return changes
    }

    private func witnessName(_ member: SyntaxNode) -> String? {
        switch member.kind {
        case .funcDecl: return member.name
        case .initDecl: return "init"
        case .variableDecl: return member.bindings.first?.name
        default: return nil
        }
    }

    /// The requirement names of a nonisolated protocol, or nil for isolated or unknown protocols.
    /// Under default main-actor isolation swiftc 6.2 to 6.4-dev does not infer the isolated
    /// conformance of a main-actor type to a protocol of its module that refines another module's
    /// protocol (`protocol Item: Identifiable, Hashable`), though it infers the refined one, nor
    /// to another module's protocol refining both one of the run's and one of another module's:
    /// "conformance of 'Song' to protocol 'Item' crosses into main actor-isolated code and can
    /// cause data races", with InferIsolatedConformances too (swiftlang/swift#88651). Written
    /// `@MainActor Item`, the conformance is what the compiler would infer.
    private func refinedProtocolConformances(_ file: FileContext) -> [Change] {
        guard file.target.defaultIsolation == .mainActor else { return [] }
        var changes: [Change] = []
        for decl in file.tree.nodes(ofKinds: .classDecl, .structDecl, .enumDecl, .extensionDecl) {
            guard let info = file.typeInfo(of: decl), info.kind == .class || info.kind == .struct || info.kind == .enum,
                  file.nonisolatedProtocolGroups.types[file.index.key(of: info)] == nil,
                  case .globalActor("MainActor") = file.index.isolation(ofType: info, settings: file.target).isolation,
                  file.index.explicitIsolation(of: decl) != .nonisolated, let clause = decl.firstChild(.inheritanceClause) else { continue }
            for inherited in clause.children(.inheritedType) {
                guard let type = inherited.firstChild(.type), type.attributes.isEmpty, let name = type.typeBaseName,
                      let proto = file.index.lookupType(name, from: info.name, inFile: file.unitIndex), proto.kind == .protocol,
                      file.index.explicitIsolation(of: file.index.node(proto.declaration)) == nil,
                      file.takesDefaultMainActor(file: proto.declaration.file),
                      let refined = ConformanceIsolation.otherModulesProtocolRefined(by: proto, file: file,
                                                                                     inheritedFrom: ConformanceIsolation.descendsFromNSObject(info, file: file) ? ConformanceIsolation.nsObjectConformances : []) else { continue }
                // A protocol of another module of the run fails only when it also refines one of
                // the run's (`protocol PC: PA`, `PA: Decodable`); refining only the standard
                // library's, its conformances are inferred isolated (swiftc 6.3.1).
                if file.index.units[proto.declaration.file].module != file.index.units[file.unitIndex].module,
                   !proto.inheritedOnDeclaration.contains(where: { file.index.lookupType($0, from: proto.name, inFile: proto.declaration.file)?.kind == .protocol }) { continue }
                changes.append(change(file, [.insert("@MainActor ", at: type.byteRange.lowerBound)],
                                      message: "make the conformance of \(info.name) to \(proto.name) isolated (@MainActor \(proto.name)): it refines \(refined)",
                                      reason: "Swift 6 with default main-actor isolation (SE-0466): \(info.name) is main-actor, and so is its conformance to \(refined), but swiftc 6.2 and 6.3.1 do not infer that for \(proto.name), a protocol of the module refining it: \"conformance of '\(info.name)' to protocol '\(proto.name)' crosses into main actor-isolated code and can cause data races\", with InferIsolatedConformances too (swiftlang/swift#88651). `@MainActor \(proto.name)` (SE-0470) writes the isolated conformance the compiler would infer: usable on the main actor, where \(info.name) lives. Review: it is isolated from the moment it is written, also in the mode the module builds in until its settings switch, where the conformance was usable anywhere: a dynamic cast to \(proto.name) (or to \(refined)) off the main actor then fails at run time without a diagnostic (`as? \(proto.name)`, `print` of a value off the main thread no longer finding its `description`). Write it together with the settings switch, or make \(info.name) `nonisolated` if its witnesses need nothing of the main actor.",
                                      safety: .review, at: type.byteRange.lowerBound))
            }
        }
        return changes
    }

    /// The protocols, conformers and extensions of this file that become nonisolated together
    /// (`FileContext.nonisolatedProtocolGroups`) instead of `@MainActor P` at each conformance.
    private func nonisolatedGroups(_ file: FileContext) -> [Change] {
        guard file.target.defaultIsolation == .mainActor else { return [] }
        let groups = file.nonisolatedProtocolGroups
        guard !groups.protocols.isEmpty else { return [] }
        let index = file.index
        var changes: [Change] = []
        // The first few (by name): a protocol may have dozens of conformers.
        @Sendable func names(_ keys: [String]) -> String {
            keys.prefix(3).map { index.types[$0]?.name ?? $0 }.joined(separator: ", ") + (keys.count > 3 ? ", …" : "")
        }
        @Sendable func why(_ group: NonisolatedProtocolGroups.Group) -> String {
            let first = index.types[group.conformers[0]]?.name ?? group.conformers[0]
            let proto = index.types[group.protocols[0]]?.name ?? group.protocols[0]
            return "Swift 6 with default main-actor isolation (SE-0466): \(names(group.protocols)) \(group.protocols.count > 1 ? "are" : "is") main-actor, and swiftc 6.2 and 6.3.1 reject the conformances of \(names(group.conformers)) (\"conformance of '\(first)' to protocol '\(proto)' crosses into main actor-isolated code and can cause data races\", swiftlang/swift#88651: \(proto) refines \(group.refined)). The conformers are structs and enums whose members need nothing of the main actor, and so are the protocols' extensions, so the group becomes `nonisolated` (SE-0449): the protocols, their extensions, the conformers and theirs, as they were before the default, usable anywhere. `@MainActor \(proto)` at each conformance compiles too, but the conformance, and the one to \(group.refined) with it, then exists only on the main actor: a dynamic cast off the main actor (`as? \(proto)`, `print` looking for `description`) fails at run time without a diagnostic."
        }
        for decl in file.tree.nodes(ofKinds: .protocolDecl, .structDecl, .enumDecl, .extensionDecl) {
            guard let key = file.typeName(of: decl), index.explicitIsolation(of: decl) == nil else { continue }
            let anchor = decl.byteRange.lowerBound
            if decl.kind == .extensionDecl {
                guard let group = groups.protocols[key] ?? groups.types[key], let info = index.types[key],
                      let edit = EditBuilders.addModifier("nonisolated", to: decl) else { continue }
                let asProtocol = groups.protocols[key] != nil
                changes.append(change(file, [edit], message: "make this extension of \(asProtocol ? "protocol " : "")'\(info.name)' nonisolated with \(asProtocol ? "it" : "protocol\(group.protocols.count > 1 ? "s" : "") \(names(group.protocols))")",
                                      reason: why(group) + " Default isolation keeps an extension on the main actor even when what it extends is nonisolated, with the witnesses written and the conformances declared in it.",
                                      at: anchor))
                continue
            }
            guard let info = file.typeInfo(of: decl), index.key(of: info) == key else { continue }
            if let group = groups.protocols[key] {
                guard let edit = EditBuilders.addModifier("nonisolated", to: decl) else { continue }
                let isPublic = decl.hasModifier("public") || decl.hasModifier("open")
                changes.append(change(file, [edit], message: "make protocol \(info.name) nonisolated with its conformers (\(names(group.conformers))), whose conformances cross into main-actor code through \(group.refined)",
                                      reason: why(group) + (isPublic ? " Review: \(info.name) is public, and a client's main-actor conformer would then need nonisolated witnesses (as before the default)." : ""),
                                      safety: isPublic ? .review : .safe, at: anchor))
            } else if let group = groups.types[key],
                      case .edits(let plan) = NonisolatedDataTypes.plan(decl, info, file: file, assuming: group.following, protocols: Set(group.protocols)) {
                let what = info.kind == .enum ? "enum" : "struct"
                // A data type the group names, main-actor only by the default, goes with it: its
                // conformances would otherwise stay main-actor, out of the group's reach.
                let named = group.dataTypes.contains(key)
                changes.append(change(file, plan.edits, message: "make \(what) '\(info.name)' nonisolated\(plan.addsSendable ? " and Sendable" : "") with protocol\(group.protocols.count > 1 ? "s" : "") \(names(group.protocols))\(named ? ", which its group names" : "")",
                                      reason: why(group) + (named ? " '\(info.name)' is named by the group, and only the default makes it main-actor: it becomes nonisolated with it, or its conformances would stay main-actor, out of the group's reach." : "") + " Its members use no main-actor code, so `nonisolated` keeps every use on the main actor working\(plan.note)",
                                      safety: plan.safety, at: anchor))
            }
        }
        return changes
    }

    /// The first protocol of another module (the standard library's, the SDK's) that a protocol
    /// of the run refines, directly or through others of the run; nil when there is none, or when
    /// the protocols refined include `Sendable` (a type conforming to those is nonisolated).
    /// - Parameter inherited: protocols whose conformance the conformer inherits from its
    ///   superclass, nonisolated, and so are left out (`NSObjectProtocol` for a subclass of
    ///   `NSObject`: freerooms-mobile's `LocationManagerDelegate` conformance compiles as written).
    static func otherModulesProtocolRefined(by proto: TypeInfo, file: FileContext, inheritedFrom inherited: Set<String> = []) -> String? {
        let sendable: Set<String> = ["Sendable", "SendableMetatype", "Error", "CodingKey", "Actor", "AnyActor", "DistributedActor"]
        var found: String?
        var seen = Set<String>()
        var work = [proto]
        while let current = work.popLast(), seen.count < 64 {
            guard seen.insert(file.index.key(of: current)).inserted else { continue }
            for name in current.inheritedOnDeclaration {
                let bare = ProjectIndex.stripGenerics(name).lastDottedComponent
                if sendable.contains(bare) { return nil }
                if let inner = file.index.lookupType(name, from: current.name, inFile: current.declaration.file) {
                    if inner.kind == .protocol { work.append(inner) }
                } else if bare != "AnyObject", !inherited.contains(bare), found == nil,
                          // A superclass constraint (`protocol P: UIViewController`) is no
                          // protocol refined: swiftc 6.3.1 accepts its conformers as written.
                          file.index.sdk.type(bare, in: file.target.sdk)?.kind != "class" {
                    found = bare
                }
            }
        }
        return found
    }

    /// The protocols of other modules a class descending from `NSObject` conforms to through it,
    /// with NSObject's own nonisolated witnesses (swiftc 6.3.1 accepts `final class S: NSObject, D`
    /// for a main-actor module's `protocol D: NSObjectProtocol` or `: Hashable`).
    static let nsObjectConformances: Set<String> = ["NSObjectProtocol", "Hashable", "Equatable", "CustomStringConvertible", "CustomDebugStringConvertible"]

    /// Whether a class's superclass chain reaches `NSObject`: through the run's classes to
    /// `NSObject` itself or to an SDK class whose known chain ends there.
    static func descendsFromNSObject(_ info: TypeInfo, file: FileContext) -> Bool {
        var current = info
        for _ in 0..<16 {
            guard current.kind == .class, let first = current.inheritedOnDeclaration.first else { return false }
            if let parent = file.index.lookupType(first, from: current.name, inFile: current.declaration.file) {
                current = parent
                continue
            }
            let simple = ProjectIndex.stripGenerics(first).lastDottedComponent
            if simple == "NSObject" { return true }
            let chain = file.index.sdk.superclassChain(of: simple, in: file.target.sdk)
            return chain.complete && chain.facts.first?.kind == "class" && chain.facts.last?.superclass == "NSObject"
        }
        return false
    }

    private func requirements(of name: String, file: FileContext, context: String) -> Set<String>? {
        if let proto = file.index.lookupType(name, from: context, inFile: file.unitIndex), proto.kind == .protocol {
            // Isolated explicitly or by its module's default isolation (SE-0466): the protocol's
            // file is judged by its own settings (migrated like this file's when they match).
            let own = file.index.settings(of: proto.declaration)
            let settings = own == file.settings ? file.target : own
            if file.index.isolation(ofType: proto, settings: settings).isolation != .nonisolated { return nil }
            // The protocol itself becomes @MainActor (above): nothing to do at the conformances.
            if file.inferredMainActorProtocol(proto) != nil { return nil }
            // Requirements isolated on their own (`@MainActor var smallIcon: Image? { get }`)
            // are met by isolated witnesses: only the nonisolated ones can cross over.
            return Set(proto.members.filter { member in
                if case .globalActor = member.explicitIsolation { return false }
                return true
            }.map(\.name))
        }
        let simple = name.lastDottedComponent
        if let known = ConformanceIsolation.knownRequirements[simple] { return Set(known) }
        return nil
    }

    private func fix(_ decl: SyntaxNode, conformance: SyntaxNode, protocolName: String, witnesses: [SyntaxNode], conformer: Conformer,
                     actor: String, file: FileContext) -> Change? {
        let stored = conformer.stored, methods = conformer.methods
        var blocker: String?
        // An `open` witness is a contract with subclasses in other modules: `nonisolated` would
        // bind their overrides too, which may need the actor (found in a real package).
        if let open = witnesses.first(where: { $0.hasModifier("open") }) {
            blocker = "'\(witnessName(open) ?? "it")' is open, and nonisolated would also bind its overrides in client subclasses"
        }
        // A stored property that is its own witness can be nonisolated only as a Sendable `let`
        // (those were left out as already fine): `nonisolated var` does not compile.
        // Static ones too (`static var wrapper = Node.article`).
        for witness in witnesses where witness.kind == .variableDecl && blocker == nil {
            if let name = witnessName(witness), witness.bindings.contains(where: { !$0.isComputedBinding }) {
                blocker = "'\(name)' is stored \(witness.isLet ? "state whose type is not known to be Sendable" : "mutable state"), which cannot be nonisolated"
                break
            }
        }
        for witness in witnesses where blocker == nil {
            witness.walk { node in
                guard blocker == nil, node.kind == .declReference || node.kind == .memberAccess, let name = node.name else { return }
                if let property = stored[name] {
                    let type = file.valueType(of: property)
                    if !property.isLet || !property.propertyWrappers.isEmpty || property.explicitIsolation == .nonisolated {
                        if property.explicitIsolation != .nonisolated { blocker = "it uses '\(name)', which is mutable main-actor state" }
                    } else if type.flatMap({ file.isSendable(typeNamed: $0, from: conformer.name) }) != true {
                        blocker = "it uses '\(name)', whose type is not known to be Sendable"
                    }
                } else if methods.contains(name), node.parent?.kind == .callExpr, !witnesses.contains(where: { $0.name == name }) {
                    blocker = "it calls '\(name)', a main-actor method"
                }
            }
        }
        // What the witnesses reach through other values: main-actor members of other types
        // (`viewModel.diffableDataSource` of a model the inference makes main-actor).
        let graph = file.isolationGraph
        for witness in witnesses where blocker == nil {
            let location = DeclLocation(file: file.unitIndex, node: witness.index)
            if let use = graph.uses[location]?.first(where: { $0.isSynchronousOwn && graph.isMainActor($0.target) }) {
                blocker = "it uses '\(use.text)', which is main-actor isolated"
            } else if stored.isEmpty, let use = graph.uses[location]?.first(where: {
                // A member of another module's main-actor type the index does not describe
                // (`keyWindow` in `extension UIApplication`): main-actor like the type.
                if case .opaqueSelfMember = $0.target { return $0.isSynchronousOwn }
                return false
            }) {
                blocker = "it uses '\(use.text)', a member of \(conformer.name), which is main-actor isolated"
            }
        }
        let conformanceText = "\(conformer.name): \(protocolName)"
        let diagnostic = "conformance of '\(conformer.name)' to protocol '\(protocolName)' crosses into \(actor == "MainActor" ? "main" : actor) actor-isolated code and can cause data races"
        let anchor = conformance.byteRange.lowerBound
        if blocker == nil {
            let edits = witnesses.compactMap { EditBuilders.addModifier("nonisolated", to: $0) }
            return change(file, edits, message: "make the \(protocolName) witnesses of \(conformer.name) nonisolated: they only use Sendable constants",
                          reason: "Swift 6: \"\(diagnostic)\". The witnesses (\(witnesses.compactMap(witnessName).joined(separator: ", "))) only read `let` properties of Sendable type, so they can be nonisolated and the conformance works everywhere, as before.",
                          at: anchor)
        }
        if file.target.sdk >= .xcode26, !file.index.refinesSendable(protocolName, context: conformer.name, file: file.unitIndex) {
            let blockerNow = blocker // the reason is composed later: a copy, not the variable
            return change(file, [.insert("@\(actor) ", at: anchor)],
                          message: "make \(conformanceText) an isolated conformance (\(protocolName) → @\(actor) \(protocolName))",
                          reason: "Swift 6: \"\(diagnostic)\". The witnesses cannot be nonisolated because \(blockerNow!). Swift 6.2 (Xcode 26) supports isolated conformances (SE-0470): `@\(actor) \(protocolName)` can only be used on the \(actor == "MainActor" ? "main actor" : actor), where \(conformer.name) lives anyway.",
                          safety: .review, at: anchor)
        }
        if file.index.sdk.type(protocolName, in: file.target.sdk)?.objcProtocol == true {
            return change(file, [.insert("@preconcurrency ", at: anchor)],
                          message: "conform to \(protocolName) with @preconcurrency",
                          reason: "Swift 6: \"\(diagnostic)\". \(protocolName) comes from an Objective-C SDK module whose callers run on the main thread; @preconcurrency turns the isolation check into a run-time check (SE-0423) until the SDK is annotated.",
                          safety: .review, at: anchor)
        }
        let blockerNow = blocker // the reason is composed later: a copy, not the variable
        return change(file, [], message: "conformance \(conformanceText) crosses into main-actor code (review: \(blocker!))",
                      reason: "Swift 6: \"\(diagnostic)\". The witnesses cannot be nonisolated because \(blockerNow!), and \(file.target.sdk >= .xcode26 ? "\(protocolName) refines Sendable, so it cannot have an isolated conformance (\"cannot form main actor-isolated conformance\", SE-0470)" : "isolated conformances (SE-0470) need Swift 6.2 (Xcode 26)"). Make the state they use immutable, or move the conformance to a nonisolated type.",
                      safety: .review, at: anchor)
    }
}
