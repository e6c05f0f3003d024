import ActorfixIndex
import ActorfixSyntax

/// The round's isolation inference: the graph every rule asks, and the types it makes main-actor.
public struct InferredIsolation: Sendable {
    public let graph: IsolationGraph
    /// Type key → why the type is main-actor.
    let mainActorTypes: [String: (short: String, long: String)]
}

/// Questions every rule may ask the project's isolation inference (`IsolationGraph`), answered the
/// same way for all of them.
extension FileContext {
    /// Why the whole type should become `@MainActor`, or nil to annotate members one by one.
    public func inferredMainActorType(_ info: TypeInfo) -> (short: String, long: String)? {
        inferredIsolation.mainActorTypes[index.key(of: info)]
    }

    /// The round's inference, computed once: the isolation graph, the types it makes
    /// `@MainActor` (with why), and the graph again with those types taken as main-actor, until no
    /// further type is decided. Their users are then decided in the same round, as they would be
    /// in the next one once the annotations are written (mastodon-ios's `AppContext.init` uses
    /// `SettingService`, which the inference makes main-actor): fewer fixed-point rounds, the same
    /// result. The assumed set only grows, so this ends after at most one pass per type.
    var inferredIsolation: InferredIsolation {
        let targetOf = self.targetOf
        let file = self
        return PreparedAnalysis.isolationGraph.memo(in: index) { () -> InferredIsolation in
            var graph = IsolationGraph(index: index, target: targetOf)
            var decided: [String: (short: String, long: String)] = [:]
            var assumed = Set<String>()
            // Only the annotations `infer-main-actor` will write this round are taken for granted.
            let anticipates = file.options.enabledRules.contains("infer-main-actor")
            var suppressionsByFile: [Int: Suppressions] = [:]
            let keys = index.sortedTypeKeys
            while true {
                var added = false
                // Each type is decided on its own against this graph: on every core, then taken in
                // key order.
                let open = keys.filter { decided[$0] == nil }
                let current = graph
                let decisions = ParallelSlots<(short: String, long: String)?>(count: open.count)
                ParallelSlots<(short: String, long: String)?>.forEach(open.count) { i in
                    decisions.set(i, index.types[open[i]].flatMap { file.decideMainActorType($0, graph: current) })
                }
                for (key, decision) in zip(open, decisions.values) {
                    guard let info = index.types[key], let decision else { continue }
                    decided[key] = decision
                    guard anticipates, file.willAnnotate(info, suppressions: &suppressionsByFile) else { continue }
                    assumed.insert(key)
                    added = true
                }
                guard added else { break }
                graph = IsolationGraph(index: index, target: targetOf, assuming: assumed, reusingUsesOf: graph)
            }
            return InferredIsolation(graph: graph, mainActorTypes: decided)
        }
    }

    /// Whether `infer-main-actor` writes `@MainActor` on this type when the inference decides it:
    /// not a protocol, an actor or a view (the view rules decide those), in a file that is edited
    /// and where the rule is not suppressed.
    private func willAnnotate(_ info: TypeInfo, suppressions: inout [Int: Suppressions]) -> Bool {
        guard info.kind != .protocol, info.kind != .actor, !conformsToView(info) else { return false }
        return willEdit("infer-main-actor", at: info.declaration, suppressions: &suppressions)
    }

    /// Whether a change the rule proposes at a declaration is written this round: the rule is on,
    /// the file is edited, and the rule is not suppressed there (`suppressions`: those read so
    /// far, by file). What a round anticipates of its own changes asks this.
    func willEdit(_ ruleID: String, at location: DeclLocation, suppressions: inout [Int: Suppressions]) -> Bool {
        guard options.enabledRules.contains(ruleID) else { return false }
        let unit = index.units[location.file]
        guard !options.reportOnlyPaths.contains(unit.path) else { return false }
        let found = suppressions[location.file] ?? Suppressions(unit.tree)
        suppressions[location.file] = found
        let line = unit.tree.location(ofOffset: index.node(location).byteRange.lowerBound).line
        return !found.ignoresFile && !found.suppresses(ruleID, line: line)
    }

    private func decideMainActorType(_ info: TypeInfo, graph: IsolationGraph) -> (short: String, long: String)? {
        let file = self
        let node = file.index.node(info.declaration)
        guard info.kind != .protocol, file.index.explicitIsolation(of: node) == nil else { return nil }
        let settings = graph.targetSettings(ofFile: info.declaration.file)
        guard file.index.isolation(ofType: info, settings: settings).isolation == .nonisolated else { return nil }
        // A conformance to a protocol refining Sendable (Alamofire's `RequestAdapter`) cannot be
        // isolated (SE-0470): its witnesses stay nonisolated, so the type cannot be main-actor
        // as a whole (a default value needing the main actor is then reported, not fixed).
        if info.allConformances.contains(where: { name in
            FileContext.inheritedName(name) != "Sendable" && file.index.refinesSendable(name, context: info.name, file: info.declaration.file)
        }) { return nil }
        let summary = graph.summary(ofType: info)
        guard summary.blocker == nil else { return nil }
        if let first = summary.defaultValues.first {
            return ("\(first.summary)",
                    "\(info.name) is nonisolated, so its initializers are too, but \(graph.explain(first)): \"main actor-isolated default value in a nonisolated context\". Only @MainActor on the type fixes a default value; nothing uses \(info.name) off the main actor.")
        }
        if let (method, evidence) = awaitedOnMainActorState(info, graph: graph) {
            return ("main-actor code awaits its '\(method)' on main-actor state",
                    "\(info.name) is a class that cannot be Sendable, and main-actor code awaits its nonisolated async method '\(method)' on main-actor state: it \(graph.explain(evidence)). Such a method runs off the main actor (SE-0338), so the call sends the object there and Swift 6 rejects it (\"sending '…' risks causing data races\", SE-0414). Nothing uses \(info.name) off the main actor, so it is main-actor code, as people write it for the models their views await.")
        }
        let needing = summary.needing.count, total = summary.candidates.count
        let isObservableModel = info.kind == .class && (info.allConformances.contains("ObservableObject") || info.attributes.contains("Observable"))
        if needing == 0, isObservableModel, let stated = statedMainActorMember(info) {
            // The model's author already runs part of it on the main actor: its other members
            // then touch the same state from elsewhere (MarkerData's view models hop there with
            // `MainActor.run { … self … }`: "sending 'self' risks causing data races").
            return ("it is an observable model and its '\(stated.name)' is already @MainActor",
                    "\(info.name) is an observable model (\(info.attributes.contains("Observable") ? "@Observable" : "ObservableObject")) whose state SwiftUI views read on the main actor, and its author made '\(stated.name)' @MainActor: the model's state belongs to the main actor, and its nonisolated members reach it from elsewhere. Nothing uses \(info.name) off the main actor, so the model is main-actor code, as people write it for the models of their views (members' own @MainActor then says nothing new).")
        }
        guard needing > 0 else { return nil }
        let examples = summary.needing.prefix(3).compactMap { location in
            graph.needsMainActor[location].map { "'\(file.index.declarations[location]?.member.name ?? "?")' \(graph.explain($0))" }
        }.joined(separator: "; ")
        if let stored = summary.mainActorStorage.first {
            return ("it owns main-actor objects and \(needing) of its members \(needing == 1 ? "needs" : "need") the main actor",
                    "\(info.name) holds main-actor objects (\(graph.explain(stored))) and \(needing) of its \(total) members \(needing == 1 ? "uses" : "use") main-actor code (\(examples)); nothing uses \(info.name) off the main actor, so it is main-actor code, as people write it for the owners of windows, views and controllers.")
        }
        if isTestCase(info) {
            return ("it tests main-actor code",
                    "\(needing) of the test methods of \(info.name) \(needing == 1 ? "uses" : "use") main-actor code (\(examples)). A @MainActor test case runs every test on the main actor, which is where XCTest runs them anyway.")
        }
        // An observable model drives SwiftUI views, which read it on the main actor: people
        // annotate the model, not its members, once any of them needs the main actor.
        if isObservableModel {
            return ("it is an observable model and \(needing) of its \(total) members need the main actor",
                    "\(info.name) is an observable model (\(info.attributes.contains("Observable") ? "@Observable" : "ObservableObject")) whose state SwiftUI views read on the main actor, and \(needing) of its \(total) members use main-actor code (\(examples)); nothing uses \(info.name) off the main actor, so the model is main-actor code, as people write it for the models of their views.")
        }
        // A class whose conformance becomes isolated for a witness that uses main-actor code (an
        // adapter calling its view controller) is made only by main-actor code: the whole class
        // is, as people write it (essential-feed's `FeedViewAdapter`).
        if info.kind == .class, let witness = summary.needing.first(where: { graph.isolatedConformanceWitnesses[$0] != nil }),
           let proto = graph.isolatedConformanceWitnesses[witness], let evidence = graph.needsMainActor[witness] {
            let name = file.index.declarations[witness]?.member.name ?? "?"
            return ("its conformance to \(proto) becomes isolated: '\(name)' \(evidence.summary)",
                    "'\(name)' witnesses a requirement of \(proto), a nonisolated protocol, but \(graph.explain(evidence)), so it cannot be nonisolated (\"call to main actor-isolated instance method … in a synchronous nonisolated context\"), nor main-actor in a nonisolated conformance (\"conformance of '\(info.name)' to protocol '\(proto)' crosses into main actor-isolated code\"). With Swift 6.2 the conformance can be isolated (`@MainActor \(proto)`, SE-0470), usable only on the main actor, and every place that makes a \(info.name) is main-actor code, so \(info.name) is main-actor code, as people write it for adapters of their views.")
        }
        // Over the threshold, a class is main-actor code; a struct or enum is usually data (a
        // diffable section, an identifier) used anywhere: its members are annotated one by one.
        if info.kind == .class, total >= 2, Double(needing) / Double(total) > file.options.memberThreshold {
            return ("\(needing) of its \(total) members \(needing == 1 ? "needs" : "need") the main actor",
                    "\(needing) of the \(total) members of \(info.name) whose isolation is open \(needing == 1 ? "needs" : "need") the main actor (\(examples)), more than the threshold \(file.options.memberThreshold); nothing uses \(info.name) off the main actor, so the type is main-actor code.")
        }
        return nil
    }

    /// A method of a class that can never be Sendable (mutable state, not final, a superclass)
    /// which main-actor code awaits on main-actor state (`IsolationGraph.awaitedOnMainActorState`),
    /// with the first such call.
    private func awaitedOnMainActorState(_ info: TypeInfo, graph: IsolationGraph) -> (String, IsolationEvidence)? {
        guard info.kind == .class else { return nil }
        // The calls first (few classes have any); the Sendable questions scan the project.
        var found: (String, IsolationEvidence)?
        for member in info.members where member.kind == .function && member.isAsync {
            if let evidence = graph.awaitedOnMainActorState(member.location) { found = (member.name, evidence); break }
        }
        guard let found, !isDeclaredUncheckedSendable(info), !info.allConformances.contains(where: { ProjectIndex.stripGenerics($0).hasSuffix("Sendable") }),
              !classMayBecomeSendable(info) else { return nil }
        return found
    }

    /// A method or computed property of the type its author marked `@MainActor`, if any.
    private func statedMainActorMember(_ info: TypeInfo) -> MemberInfo? {
        info.members.first { member in
            (member.kind == .function || member.kind == .variable && !member.isStored) && !member.isStatic && member.explicitIsolation == .mainActor
        }
    }

    public func isTestCase(_ info: TypeInfo) -> Bool {
        var current: TypeInfo? = info
        var depth = 0
        while let type = current, depth < 16, let superclass = type.inheritedOnDeclaration.first {
            if superclass == "XCTestCase" || superclass == "XCTest.XCTestCase" { return true }
            current = index.lookupType(superclass, from: type.name, inFile: type.declaration.file)
            depth += 1
        }
        return false
    }


    /// Why a protocol of the project should become `@MainActor`, or nil: every type that conforms
    /// to it is main-actor (or becomes main-actor by the inference), at least one of them
    /// implements a requirement with an isolated witness (the conformance crosses into main-actor
    /// code, or is isolated only by inference), every stored property typed with the protocol
    /// (`weak var delegate: SidebarDelegate?`) belongs to main-actor code, and no requirement is
    /// used off the main actor. That is what people write for their own delegate protocols, once,
    /// instead of `@MainActor P` at every conformer.
    public func inferredMainActorProtocol(_ proto: TypeInfo) -> String? {
        let decisions = index.memo("main-actor-protocols") { () -> [String: String] in
            // Who conforms to, refines and stores each protocol: looked up on every core.
            typealias Found = (conformers: [(String, TypeInfo)], refined: [String], typedUses: [(String, TypeInfo)])
            let keys = Array(index.types.keys)
            let chunk = 256, chunks = (keys.count + chunk - 1) / chunk
            let slots = ParallelSlots<Found>(count: chunks)
            ParallelSlots<Found>.forEach(chunks) { c in
                var found: Found = ([], [], [])
                for key in keys[(c * chunk)..<min(keys.count, (c + 1) * chunk)] {
                    guard let info = index.types[key] else { continue }
                    for name in info.allConformances {
                        guard let target = index.lookupType(name, from: info.name, inFile: info.declaration.file), target.kind == .protocol else { continue }
                        if info.kind == .protocol { found.refined.append(target.name) } else { found.conformers.append((target.name, info)) }
                    }
                    for member in info.members where member.kind == .variable && !member.isStatic {
                        guard var written = member.declaredType else { continue }
                        if written.containsText("any ") { written = written.replacingOccurrences(of: "any ", with: "") }
                        if let target = index.lookupType(ProjectIndex.stripGenerics(written), from: info.name, inFile: info.declaration.file), target.kind == .protocol {
                            found.typedUses.append((target.name, info))
                        }
                    }
                }
                slots.set(c, found)
            }
            var conformers: [String: [TypeInfo]] = [:]
            var refined = Set<String>()
            var typedUses: [String: [TypeInfo]] = [:]
            for found in slots.values {
                for (name, info) in found.conformers { conformers[name, default: []].append(info) }
                refined.formUnion(found.refined)
                for (name, info) in found.typedUses { typedUses[name, default: []].append(info) }
            }
            var result: [String: String] = [:]
            for (name, list) in conformers where !refined.contains(name) {
                // Under default main-actor isolation a protocol of the module is main-actor
                // already (swiftc 6.3.1 rejects calling its requirements from nonisolated code).
                guard let info = index.types[name], !takesDefaultMainActor(file: info.declaration.file) else { continue }
                // In source order: the reason names the first conformers, the same on every run
                // (the chunks above come in the dictionary's order, which changes from run to run).
                let inOrder = list.sorted { $0.declaration < $1.declaration }
                let uses = (typedUses[name] ?? []).sorted { $0.declaration < $1.declaration }
                if let reason = mainActorProtocolReason(info, conformers: inOrder, typedUses: uses) { result[name] = reason }
            }
            // Where the candidates are named: one pass over the run's tokens for all of them.
            let names = Set(result.keys.compactMap { index.types[$0]?.name.lastDottedComponent })
            let mentions = index.mentions(of: names)
            return result.filter { key, _ in
                guard let name = index.types[key]?.name.lastDottedComponent else { return false }
                return mentionedOnlyInMainActorCode(protocolKey: key, mentions: mentions[name] ?? [])
            }
        }
        return decisions[proto.name]
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
    private func mentionedOnlyInMainActorCode(protocolKey: String, mentions: [NameMention]) -> Bool {
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
            if isolationGraph.needsMainActor[location] != nil { continue }
            if let owner = index.declarations[location]?.type ?? (place.kind.isTypeDeclaration ? context.typeName(of: place) : nil),
               let info = index.types[owner], isMainActorCode(info) { continue }
            if !isConstraint, index.declarations[location] != nil, isolationGraph.isOpen(location), isolationGraph.forbidden[location] == nil { continue }
            return false
        }
        return true
    }

    private func isMainActorCode(_ info: TypeInfo) -> Bool {
        let settings = isolationGraph.targetSettings(ofFile: info.declaration.file)
        if index.isolation(ofType: info, settings: settings).isolation.isMainActor { return true }
        return inferredMainActorType(info) != nil
    }

    private func mainActorProtocolReason(_ proto: TypeInfo, conformers: [TypeInfo], typedUses: [TypeInfo]) -> String? {
        let node = index.node(proto.declaration)
        guard index.explicitIsolation(of: node) == nil, !conformers.isEmpty else { return nil }
        let settings = isolationGraph.targetSettings(ofFile: proto.declaration.file)
        guard index.isolation(ofType: proto, settings: settings).isolation == .nonisolated else { return nil }
        // Requirements of its own, none isolated or nonisolated on its own, none used off the main actor.
        let requirements = proto.members.filter { $0.kind == .function || $0.kind == .variable || $0.kind == .subscript }
        guard !requirements.isEmpty, requirements.allSatisfy({ $0.explicitIsolation == nil }) else { return nil }
        for requirement in requirements where isolationGraph.forbidden[requirement.location] != nil { return nil }
        guard conformers.allSatisfy(isMainActorCode), typedUses.allSatisfy(isMainActorCode) else { return nil }
        // A public protocol may have conformers the project does not show (clients of a library):
        // it needs one in its own module (by the project's targets, else as far as settings
        // tell); a test mock is not enough.
        if node.hasModifier("public") || node.hasModifier("open") {
            let ownUnit = index.units[proto.declaration.file]
            let own = index.settings(of: proto.declaration)
            guard conformers.contains(where: { conformer in
                let unit = index.units[conformer.declaration.file]
                let sameModule = ownUnit.module != nil ? unit.module == ownUnit.module : index.settings(of: conformer.declaration) == own
                return sameModule && !unit.path.split(separator: "/").contains("Tests")
            }) else { return nil }
        }
        // A witness that crosses: isolated, synchronous (an isolated async witness satisfies an
        // async requirement by hopping), and not a stored `let` (readable from anywhere).
        let names = Set(requirements.map(\.name))
        let witnessing = conformers.filter { conformer in
            conformer.members.contains { member in
                names.contains(member.name) && member.explicitIsolation != .nonisolated && !member.isAsync
                    && !(member.kind == .variable && member.isStored && member.isLet)
            }
        }
        guard let example = witnessing.first else { return nil }
        let listed = conformers.prefix(3).map(\.name).joined(separator: ", ") + (conformers.count > 3 ? ", …" : "")
        return "every type that conforms to \(proto.name) is main-actor code (\(listed)), and \(example.name) implements its requirements with main-actor methods"
    }
}
