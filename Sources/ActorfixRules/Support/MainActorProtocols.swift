import ActorfixIndex
import ActorfixSyntax

/// Who conforms to, refines and stores each protocol of the run (by protocol key): read once per
/// index, as it does not depend on isolation.
struct ProtocolUsers: Sendable {
    var conformers: [String: [TypeInfo]] = [:]
    /// The run's extensions of other modules' types conforming to the protocol (`extension
    /// UIApplication: WindowInsetsProvider`), in source order.
    var external: [String: [ExternalConformer]] = [:]
    var refined = Set<String>()
    /// Types with a stored instance property typed by the protocol (`weak var delegate: P?`).
    var typedUses: [String: [TypeInfo]] = [:]
}

/// An extension of the run conforming another module's type to a protocol of the run.
struct ExternalConformer: Sendable {
    /// The extended type, as written (`UIApplication`).
    let type: String
    let extensionDecl: DeclLocation
}

/// A protocol of the project the inference makes `@MainActor` (`conformance-isolation` writes it).
struct MainActorProtocolDecision: Sendable {
    let short: String
    let long: String
    /// Conformers that are not main-actor code yet and become it through the protocol (declared
    /// on their own declaration, SE-0316 infers it): taken as main-actor with it, never annotated.
    let conformers: [String]
    /// Decided for a conformer's witnesses that need the main actor (not for conformers that
    /// are all main-actor code already): types that may become main-actor may hold it.
    let byNeed: Bool
}

extension FileContext {
    /// Why a protocol of the project should become `@MainActor`, or nil (see
    /// `decideMainActorProtocols`).
    public func inferredMainActorProtocol(_ proto: TypeInfo) -> String? {
        inferredIsolation.mainActorProtocols[index.key(of: proto)]?.long
    }

    var protocolUsers: ProtocolUsers {
        index.memo("protocol-users") { () -> ProtocolUsers in
            // Looked up on every core.
            let keys = index.sortedTypeKeys
            let chunk = 256, chunks = (keys.count + chunk - 1) / chunk
            let slots = ParallelSlots<ProtocolUsers>(count: chunks)
            ParallelSlots<ProtocolUsers>.forEach(chunks) { c in
                var found = ProtocolUsers()
                for key in keys[(c * chunk)..<min(keys.count, (c + 1) * chunk)] {
                    guard let info = index.types[key] else { continue }
                    for name in info.allConformances {
                        guard let target = index.lookupType(name, from: info.name, inFile: info.declaration.file), target.kind == .protocol else { continue }
                        if info.kind == .protocol { found.refined.insert(index.key(of: target)) } else { found.conformers[index.key(of: target), default: []].append(info) }
                    }
                    for member in info.members where member.kind == .variable && !member.isStatic {
                        guard var written = member.declaredType else { continue }
                        if written.containsText("any ") { written = written.replacingOccurrences(of: "any ", with: "") }
                        if let target = index.lookupType(ProjectIndex.stripGenerics(written), from: info.name, inFile: info.declaration.file), target.kind == .protocol {
                            found.typedUses[index.key(of: target), default: []].append(info)
                        }
                    }
                }
                slots.set(c, found)
            }
            // In source order: reasons name the first conformers, the same on every run.
            var all = ProtocolUsers()
            for found in slots.values {
                for (key, list) in found.conformers { all.conformers[key, default: []] += list }
                all.refined.formUnion(found.refined)
                for (key, list) in found.typedUses { all.typedUses[key, default: []] += list }
            }
            for (extended, locations) in index.externalExtensions {
                for location in locations {
                    for written in index.node(location).conformedTypeNames {
                        guard let target = index.lookupType(written, inFile: location.file), target.kind == .protocol else { continue }
                        all.external[index.key(of: target), default: []].append(ExternalConformer(type: extended, extensionDecl: location))
                    }
                }
            }
            for key in all.external.keys { all.external[key]!.sort { $0.extensionDecl < $1.extensionDecl } }
            for key in all.conformers.keys { all.conformers[key]!.sort { $0.declaration < $1.declaration } }
            for key in all.typedUses.keys { all.typedUses[key]!.sort { $0.declaration < $1.declaration } }
            return all
        }
    }

    /// The protocols of the project (other than `decided`) that become `@MainActor` with this
    /// graph, by key. One is when its requirements run on the main actor for every conformer, as
    /// people write it for their own delegate protocols, once, instead of `@MainActor P` at each:
    /// - every conformer is main-actor code (`isMainActorCode`), at least one implementing a
    ///   requirement with an isolated synchronous witness (its conformance crosses into main-actor
    ///   code, or is isolated only by inference); or
    /// - a conformer's witnesses need the main actor (web-browser's `WebKitEngineWrapper.load`
    ///   calls its `WKWebView`: "needs the main actor but is a witness of … which is not
    ///   main-actor"), and every other conformer that is not main-actor code conforms on its own
    ///   declaration and is forbidden from the main actor by nothing but its witnesses of this
    ///   protocol (a test spy): it becomes main-actor with the protocol (SE-0316);
    /// and every stored property typed with the protocol belongs to code that is or may become
    /// main-actor, no requirement is used off the main actor, and every other place naming it is
    /// main-actor code or may become it (`mentionedOnlyInMainActorCode`).
    func decideMainActorProtocols(graph: IsolationGraph, decided: [String: MainActorProtocolDecision],
                                  isMainActorCode: @escaping @Sendable (TypeInfo) -> Bool) -> [String: MainActorProtocolDecision] {
        let users = protocolUsers
        // The protocols with conformers of the run, then those only other modules' types conform to.
        let keys = (Array(users.conformers.keys) + users.external.keys.filter { users.conformers[$0] == nil })
            .filter { decided[$0] == nil && !users.refined.contains($0) }
        // Each protocol decided on its own, on all cores (the graph's serial stretch left one idle).
        let slots = ParallelSlots<MainActorProtocolDecision?>(count: keys.count)
        let file = self, index = self.index
        ParallelSlots<MainActorProtocolDecision?>.forEach(keys.count) { i in
            let key = keys[i]
            // Under default main-actor isolation a protocol of the module is main-actor
            // already (swiftc 6.3.1 rejects calling its requirements from nonisolated code).
            guard let info = index.types[key], info.kind == .protocol, !file.takesDefaultMainActor(file: info.declaration.file) else { slots.set(i, nil); return }
            slots.set(i, file.mainActorProtocolDecision(info, conformers: users.conformers[key] ?? [], external: users.external[key] ?? [],
                                                        typedUses: users.typedUses[key] ?? [], graph: graph, isMainActorCode: isMainActorCode))
        }
        var result: [String: MainActorProtocolDecision] = [:]
        for (key, decision) in zip(keys, slots.values) { if let decision { result[key] = decision } }
        guard !result.isEmpty else { return result }
        // Where the candidates are named: one pass over the run's tokens for all of them.
        let names = Set(result.keys.compactMap { index.types[$0]?.name.lastDottedComponent })
        let mentions = index.mentions(of: names)
        return result.filter { key, decision in
            guard let name = index.types[key]?.name.lastDottedComponent else { return false }
            // For a protocol decided by need, a type that may become main-actor code may also
            // hold it or constrain a generic parameter with it (web-browser's `TabManager<W:
            // WebEngineContract>`): the uses scan follows calls of the requirements through such
            // values (`DeclarationUseScanner.namedType`), so that type is decided with them.
            return mentionedOnlyInMainActorCode(protocolKey: key, mentions: mentions[name] ?? [], graph: graph) { owner in
                isMainActorCode(owner) || decision.conformers.contains(index.key(of: owner))
                    || (decision.byNeed && mayBecomeMainActor(owner, graph: graph, protocolName: nil))
            }
        }
    }

    private func mainActorProtocolDecision(_ proto: TypeInfo, conformers: [TypeInfo], external: [ExternalConformer], typedUses: [TypeInfo],
                                           graph: IsolationGraph, isMainActorCode: (TypeInfo) -> Bool) -> MainActorProtocolDecision? {
        let node = index.node(proto.declaration)
        guard index.explicitIsolation(of: node) == nil, !conformers.isEmpty || !external.isEmpty else { return nil }
        // Another module's type conforms as it is: main-actor code (a UIKit class), or the
        // protocol cannot become main-actor.
        guard external.allSatisfy({ extendsMainActorType($0, graph: graph) }) else { return nil }
        let settings = graph.targetSettings(ofFile: proto.declaration.file)
        guard index.isolation(ofType: proto, settings: settings).isolation == .nonisolated else { return nil }
        // Requirements of its own, none isolated or nonisolated on its own, none used off the main actor.
        let requirements = proto.members.filter { $0.kind == .function || $0.kind == .variable || $0.kind == .subscript }
        guard !requirements.isEmpty, requirements.allSatisfy({ $0.explicitIsolation == nil }) else { return nil }
        for requirement in requirements where graph.forbidden[requirement.location] != nil { return nil }
        let names = Set(requirements.map(\.name))
        let conformerNames = conformers.map(\.name) + external.map(\.type)
        let listed = conformerNames.prefix(3).joined(separator: ", ") + (conformerNames.count > 3 ? ", …" : "")
        let isPublic = node.hasModifier("public") || node.hasModifier("open")
        func inTests(_ info: TypeInfo) -> Bool { index.units[info.declaration.file].path.split(separator: "/").contains("Tests") }

        // A conformer's witness that needs the main actor and is held back only by this protocol.
        let needing = conformers.lazy.compactMap { conformer -> (TypeInfo, MemberInfo, IsolationEvidence)? in
            guard !inTests(conformer) || !isPublic else { return nil }
            for member in conformer.members where names.contains(member.name) {
                if let conflict = graph.conflicts[member.location], graph.forbiddenForWitnessOf[member.location] == proto.name {
                    return (conformer, member, conflict.need)
                }
            }
            return nil
        }.first
        if let (example, witness, need) = needing {
            var becoming: [TypeInfo] = []
            for conformer in conformers where !isMainActorCode(conformer) {
                guard mayBecomeMainActor(conformer, graph: graph, protocolName: proto.name),
                      conformer.inheritedOnDeclaration.contains(where: { index.lookupType($0, from: conformer.name, inFile: conformer.declaration.file)?.declaration == proto.declaration })
                else { return nil }
                becoming.append(conformer)
            }
            guard typedUses.allSatisfy({ isMainActorCode($0) || mayBecomeMainActor($0, graph: graph, protocolName: nil) }) else { return nil }
            let others = becoming.filter { $0.declaration != example.declaration }
            let with = others.isEmpty ? "" : "; \(others.prefix(3).map(\.name).joined(separator: ", "))\(others.count > 3 ? ", …" : "") \(others.count == 1 ? "becomes" : "become") main-actor with it, as nothing uses \(others.count == 1 ? "it" : "them") off the main actor"
            return MainActorProtocolDecision(
                short: "\(example.name)'s '\(witness.name)' \(need.summary)",
                long: "\(example.name) implements \(proto.name) with code that needs the main actor ('\(witness.name)' \(graph.explain(need))), which a witness of a nonisolated requirement cannot have (\"main actor-isolated instance method '\(witness.name)' cannot be used to satisfy nonisolated requirement\")\(with). Every type that conforms to \(proto.name) (\(listed)) is or becomes main-actor code",
                conformers: becoming.map { index.key(of: $0) }, byNeed: true)
        }

        guard conformers.allSatisfy(isMainActorCode) else { return nil }
        // A type that holds the protocol and is not main-actor code may become it with the
        // protocol (MarkEdit's `EditorModuleCore`, a plain class forwarding to its delegate, which
        // only main-actor code uses): its calls of the requirements then need the main actor, and
        // the inference decides it with them (`byNeed`).
        let holders = typedUses.filter { !isMainActorCode($0) }
        guard holders.allSatisfy({ mayBecomeMainActor($0, graph: graph, protocolName: nil) }) else { return nil }
        // A public protocol may have conformers the project does not show (clients of a library):
        // it needs one in its own module (by the project's targets, else as far as settings
        // tell); a test mock is not enough.
        if isPublic {
            let ownUnit = index.units[proto.declaration.file]
            let own = index.settings(of: proto.declaration)
            func sameModule(_ location: DeclLocation) -> Bool {
                let unit = index.units[location.file]
                let inTests = unit.path.split(separator: "/").contains("Tests")
                return !inTests && (ownUnit.module != nil ? unit.module == ownUnit.module : index.settings(of: location) == own)
            }
            guard conformers.contains(where: { sameModule($0.declaration) }) || external.contains(where: { sameModule($0.extensionDecl) }) else { return nil }
        }
        // A witness that crosses: isolated, synchronous (an isolated async witness satisfies an
        // async requirement by hopping), and not a stored `let` (readable from anywhere).
        func crosses(_ member: MemberInfo) -> Bool {
            names.contains(member.name) && member.explicitIsolation != .nonisolated && !member.isAsync
                && !(member.kind == .variable && member.isStored && member.isLet)
        }
        let example = conformers.first { $0.members.contains(where: crosses) }?.name
            ?? external.first { conformer in
                index.node(conformer.extensionDecl).memberDeclarations.contains { decl in
                    index.externalMembers[DeclLocation(file: conformer.extensionDecl.file, node: decl.index)].map { crosses($0.member) } ?? false
                }
            }?.type
        guard let example else { return nil }
        let held = holders.isEmpty ? "" : "; \(holders.prefix(3).map(\.name).joined(separator: ", "))\(holders.count > 3 ? ", …" : ""), which \(holders.count == 1 ? "holds" : "hold") it, \(holders.count == 1 ? "is" : "are") used only by main-actor code and \(holders.count == 1 ? "calls" : "call") its requirements there"
        return MainActorProtocolDecision(
            short: "every conformer is main-actor code",
            long: "every type that conforms to \(proto.name) is main-actor code (\(listed)), and \(example) implements its requirements with main-actor methods\(held)",
            conformers: [], byNeed: !holders.isEmpty)
    }

    /// Whether another module's type the run conforms to a protocol is main-actor code: its
    /// extension says so, or the SDK knowledge does (`UIApplication`; not a type nested in one).
    private func extendsMainActorType(_ conformer: ExternalConformer, graph: IsolationGraph) -> Bool {
        if let own = index.explicitIsolation(of: index.node(conformer.extensionDecl)) { return own.isMainActor }
        let type = ProjectIndex.stripGenerics(conformer.type)
        guard !type.containsText(".") else { return false }
        return index.sdk.isolation(ofType: type, in: graph.targetSettings(ofFile: conformer.extensionDecl.file).sdk) == "MainActor"
    }

    /// Whether a nonisolated class, struct or enum that is not main-actor code may become it: no
    /// member of it is forbidden from the main actor, except (with `protocolName`) for witnessing
    /// that protocol's requirements or being called by such a witness.
    private func mayBecomeMainActor(_ info: TypeInfo, graph: IsolationGraph, protocolName: String?) -> Bool {
        guard info.kind == .class || info.kind == .struct || info.kind == .enum, !conformsToView(info),
              index.explicitIsolation(of: index.node(info.declaration)) == nil,
              index.isolation(ofType: info, settings: graph.targetSettings(ofFile: info.declaration.file)).isolation == .nonisolated else { return false }
        if conformsToSendableRefiningProtocol(info) { return false }
        return info.members.allSatisfy { member in
            // (Unknown: a superclass the SDK knowledge does not describe.)
            !graph.isolationIsUnknown(member.location) && graph.forbidden[member.location] == nil || (protocolName != nil && graph.forbiddenForWitnessOf[member.location] == protocolName)
        }
    }

    /// Whether every place that names a protocol, other than its conformers' and refining
    /// protocols' inheritance lists and its own extensions, is main-actor code or may become it.
    /// A generic constraint (`LoadResourcePresenter<R, View: ResourceView>`, `some ResourceView`)
    /// in nonisolated code is not: the requirements called through a generic value are not seen
    /// by the inference, and a `@MainActor` protocol would break those calls ("call to main
    /// actor-isolated instance method 'display' in a synchronous nonisolated context"). A
    /// parameter or property typed by the protocol in code the inference may still make
    /// main-actor is (its calls of the requirements are followed once the protocol is
    /// `@MainActor`), and so is a protocol extension's `where Self: P`.
    /// - Parameter acceptsOwner: whether a type whose declaration or member names the protocol
    ///   is, or may become, main-actor code.
    private func mentionedOnlyInMainActorCode(protocolKey: String, mentions: [NameMention], graph: IsolationGraph,
                                              acceptsOwner: (TypeInfo) -> Bool) -> Bool {
        for mention in mentions {
            let tree = index.units[mention.file].tree
            var current: SyntaxNode? = tree.innermostNode(containing: mention.token)
            var place: SyntaxNode?
            // `some P` is a generic parameter too.
            var isConstraint = mention.token > 0 && tree.tokenText(mention.token - 1, equals: "some")
            var isInheritance = false
            while let node = current {
                if node.kind == .inheritanceClause { isInheritance = true; break }
                if node.kind == .genericParameterClause || (node.kind == .genericWhereClause && node.parent?.kind != .extensionDecl) { isConstraint = true }
                if node.kind.isTypeDeclaration || node.kind == .extensionDecl || node.kind == .funcDecl || node.kind == .initDecl
                    || node.kind == .variableDecl || node.kind == .subscriptDecl || node.kind == .closureExpr {
                    place = node
                    break
                }
                current = node.parent
            }
            guard !isInheritance, let place else { continue }
            let context = self.context(ofFile: mention.file)
            // The protocol itself, its extensions, and other protocols' extensions for its conformers.
            if place.kind == .protocolDecl || place.kind == .extensionDecl, context.typeName(of: place) == protocolKey || !isConstraint { continue }
            if context.isolation(at: place, settings: context.target).isMainActor { continue }
            let location = DeclLocation(file: mention.file, node: place.index)
            if graph.needsMainActor[location] != nil { continue }
            if let owner = index.declarations[location]?.type ?? (place.kind.isTypeDeclaration ? context.typeName(of: place) : nil),
               let info = index.types[owner], acceptsOwner(info) { continue }
            if !isConstraint, index.declarations[location] != nil, graph.isOpen(location), graph.forbidden[location] == nil { continue }
            return false
        }
        return true
    }
}
