import ActorfixIndex
import ActorfixSyntax

/// The round's isolation inference: the graph every rule asks, and the types it makes main-actor.
public struct InferredIsolation: Sendable {
    public let graph: IsolationGraph
    /// Type key → why the type is main-actor.
    let mainActorTypes: [String: (short: String, long: String)]
    /// Protocol key → why the protocol becomes `@MainActor` (see `decideMainActorProtocols`).
    let mainActorProtocols: [String: MainActorProtocolDecision]
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
            // Only the annotations `infer-main-actor` (types) and `conformance-isolation`
            // (protocols) will write this round are taken for granted.
            let anticipates = file.options.enabledRules.contains("infer-main-actor")
            var suppressionsByFile: [Int: Suppressions] = [:]
            var protocols: [String: MainActorProtocolDecision] = [:]
            let keys = index.sortedTypeKeys
            while true {
                var added = false
                // Each type is decided on its own against this graph: on every core, then taken in
                // key order.
                let open = keys.filter { decided[$0] == nil }
                let current = graph
                // With a type that does not need it as a whole, whether its hierarchy may (see
                // below), also asked here: serially it left a core idle.
                typealias Decision = (decision: (short: String, long: String)?, lift: HierarchyLift?)
                let slots = ParallelSlots<Decision>(count: open.count)
                ParallelSlots<Decision>.forEach(open.count) { i in
                    guard let info = index.types[open[i]] else { slots.set(i, (nil, nil)); return }
                    let decision = file.decideMainActorType(info, graph: current)
                    slots.set(i, (decision, decision == nil ? file.liftedHierarchy(of: info, graph: current) : nil))
                }
                let decisions = slots.values
                for (key, decision) in zip(open, decisions.map(\.decision)) {
                    guard let info = index.types[key], let decision else { continue }
                    decided[key] = decision
                    guard anticipates, file.willAnnotate(info, suppressions: &suppressionsByFile) else { continue }
                    assumed.insert(key)
                    added = true
                }
                // A class held back only by overrides of its superclasses' methods of the run: the
                // root class of the run becomes `@MainActor`, and the whole hierarchy with it.
                for (key, found) in zip(open, decisions) where found.decision == nil && decided[key] == nil {
                    guard case .lift(let rootKey, let subclasses, let decision)? = found.lift,
                          decided[rootKey] == nil, let root = index.types[rootKey] else { continue }
                    decided[rootKey] = decision
                    guard anticipates, file.willAnnotate(root, suppressions: &suppressionsByFile) else { continue }
                    assumed.insert(rootKey)
                    assumed.formUnion(subclasses)
                    added = true
                }
                // Protocols, once the types are decided against this graph: with one taken as
                // main-actor, so are the conformers that become main-actor through it.
                let decidedTypes = decided, assumedTypes = assumed
                let newProtocols = file.decideMainActorProtocols(graph: current, decided: protocols) { info in
                    let key = index.key(of: info)
                    if decidedTypes[key] != nil || assumedTypes.contains(key) { return true }
                    return index.isolation(ofType: info, settings: current.targetSettings(ofFile: info.declaration.file)).isolation.isMainActor
                }
                for key in newProtocols.keys.sorted() {
                    let decision = newProtocols[key]!
                    protocols[key] = decision
                    guard let info = index.types[key], file.willEdit("conformance-isolation", at: info.declaration, suppressions: &suppressionsByFile) else { continue }
                    assumed.insert(key)
                    assumed.formUnion(decision.conformers)
                    added = true
                }
                guard added else { break }
                graph = IsolationGraph(index: index, target: targetOf, assuming: assumed, reusingUsesOf: graph)
            }
            return InferredIsolation(graph: graph, mainActorTypes: decided, mainActorProtocols: protocols)
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

    /// The root class of the run to make `@MainActor` for a class that needs it as a whole but
    /// overrides methods its superclasses of the run declare (vAmiga's `Console: Layer`, whose
    /// `textView = NSTextView(…)` needs the main actor and whose `alphaDidChange()` overrides
    /// `Layer`'s hook): an override must keep its base's isolation, so the base class and every
    /// class under it change together, as vAmiga's people wrote it. Only when nothing else holds
    /// back any class of that hierarchy (no use off the main actor, no override of another
    /// module's method, no Sendable-refining conformance).
    func liftedHierarchy(of info: TypeInfo, graph: IsolationGraph) -> HierarchyLift? {
        guard info.kind == .class, superclassOfRun(info) != nil, graph.summary(ofType: info).blockedOnlyByOverridesInRun,
              let need = decideMainActorType(info, graph: graph, ignoringOverridesInRun: true) else { return nil }
        var root = info
        for _ in 0..<32 { guard let superclass = superclassOfRun(root) else { break }; root = superclass }
        guard let superclass = superclassOfRun(root) == nil ? root : nil else { return nil }
        // Every class of the hierarchy, the root first.
        var hierarchy: [TypeInfo] = [superclass]
        var next = 0
        while next < hierarchy.count, hierarchy.count <= 64 {
            hierarchy += directSubclasses(of: hierarchy[next])
            next += 1
        }
        guard hierarchy.count <= 64 else { return nil }
        for member in hierarchy {
            let node = index.node(member.declaration)
            guard index.explicitIsolation(of: node) == nil,
                  index.isolation(ofType: member, settings: graph.targetSettings(ofFile: member.declaration.file)).isolation == .nonisolated,
                  !conformsToSendableRefiningProtocol(member) else { return nil }
            let summary = graph.summary(ofType: member)
            if let blocker = summary.blocker, !summary.blockedOnlyByOverridesInRun {
                return .blocked(root: superclass.name, need: need.short, by: member.name == superclass.name ? blocker
                                : IsolationEvidence(summary: "its subclass \(member.name): \(blocker.summary)", file: blocker.file, offset: blocker.offset))
            }
        }
        let rootKey = index.key(of: superclass)
        return .lift(root: rootKey, subclasses: hierarchy.dropFirst().map { index.key(of: $0) }, decision:
                ("its subclass \(info.name) needs the main actor (\(need.short)) and overrides its methods",
                 "\(info.name) needs the main actor as a whole: \(need.long) But \(info.name) overrides methods of \(superclass.name), and an override keeps the isolation of the method it overrides (\"main actor-isolated instance method … has different actor isolation from nonisolated overridden declaration\"). Nothing uses \(superclass.name) or its subclasses off the main actor, so \(superclass.name) becomes @MainActor and every subclass with it."))
    }

    /// What `liftedHierarchy` finds: the root class to annotate, with the subclasses that become
    /// main-actor with it, or what holds the hierarchy back (reported by `infer-main-actor`).
    enum HierarchyLift {
        case lift(root: String, subclasses: [String], decision: (short: String, long: String))
        case blocked(root: String, need: String, by: IsolationEvidence)
    }

    private func decideMainActorType(_ info: TypeInfo, graph: IsolationGraph, ignoringOverridesInRun: Bool = false) -> (short: String, long: String)? {
        let file = self
        let node = file.index.node(info.declaration)
        guard info.kind != .protocol, file.index.explicitIsolation(of: node) == nil else { return nil }
        let settings = graph.targetSettings(ofFile: info.declaration.file)
        guard file.index.isolation(ofType: info, settings: settings).isolation == .nonisolated else { return nil }
        // A conformance to a protocol refining Sendable (Alamofire's `RequestAdapter`) cannot be
        // isolated (SE-0470): its witnesses stay nonisolated, so the type cannot be main-actor
        // as a whole (a default value needing the main actor is then reported, not fixed).
        if conformsToSendableRefiningProtocol(info) { return nil }
        let summary = graph.summary(ofType: info)
        guard summary.blocker == nil || (ignoringOverridesInRun && summary.blockedOnlyByOverridesInRun) else { return nil }
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

    /// Whether the type conforms to a protocol refining `Sendable` (other than `Sendable`
    /// itself): such a conformance cannot be isolated (SE-0470), so the type cannot be
    /// main-actor as a whole.
    func conformsToSendableRefiningProtocol(_ info: TypeInfo) -> Bool {
        info.allConformances.contains { name in
            FileContext.inheritedName(name) != "Sendable" && index.refinesSendable(name, context: info.name, file: info.declaration.file)
        }
    }

    /// A method or computed property of the type its author marked `@MainActor`, if any.
    private func statedMainActorMember(_ info: TypeInfo) -> MemberInfo? {
        info.members.first { member in
            (member.kind == .function || member.kind == .variable && !member.isStored) && !member.isStatic && member.explicitIsolation == .mainActor
        }
    }

    public func isTestCase(_ info: TypeInfo) -> Bool {
        if info.kind == .class, index.isTestCaseOfUnknownBase(info, generation: index.settings(of: info.declaration).sdk) { return true }
        var current: TypeInfo? = info
        var depth = 0
        while let type = current, depth < 16, let superclass = type.inheritedOnDeclaration.first {
            if superclass == "XCTestCase" || superclass == "XCTest.XCTestCase" { return true }
            current = index.lookupType(superclass, from: type.name, inFile: type.declaration.file)
            depth += 1
        }
        return false
    }
}
