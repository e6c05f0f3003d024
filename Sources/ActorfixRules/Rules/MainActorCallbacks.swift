import ActorfixIndex
import ActorfixSyntax

/// Callbacks into main-actor code: a main-actor type conforming to a nonisolated SDK delegate or
/// data-source protocol, and `Timer` / `NotificationCenter` closures that call main-actor code.
public struct MainActorCallbacks: Rule {
    public init() {}
    public let id = "main-actor-callbacks"
    public let summary = "Callbacks from nonisolated SDK delegates and main-queue closures into main-actor code: @preconcurrency P, nonisolated + MainActor.assumeIsolated, or nonisolated + Task"
    public let rationale = """
        A @MainActor type (explicitly, or as infer-main-actor makes it) that conforms to a delegate or \
        data-source protocol the SDK has not annotated (QLPreviewControllerDelegate, CLLocationManagerDelegate, \
        UNUserNotificationCenterDelegate, MFMailComposeViewControllerDelegate, a third-party one imported with \
        `actorfix sdk import`) gets "conformance of … crosses into main actor-isolated code" (or, from older \
        compilers, "main actor-isolated instance method … cannot be used to satisfy nonisolated requirement") \
        in Swift 6. actorfix reads the protocol's requirements, and the thread the SDK documents \
        for them, from its SDK knowledge and picks one fix per conformance: witnesses that use only Sendable \
        constants become `nonisolated`; when the SDK calls on the main thread, one witness becomes `nonisolated` \
        with its body in `MainActor.assumeIsolated { }` (SE-0423's run-time check, no change of thread), and \
        several are covered at once by `@preconcurrency P` (SE-0423); when the thread is not documented, each \
        witness becomes `nonisolated` with its body in `Task { @MainActor in }` — marked review, because that \
        work then runs later, after the callback has returned. Witnesses that return a value or pass \
        non-Sendable parameters along are reported instead. A `Timer.scheduledTimer` block scheduled from \
        main-actor code, or a `NotificationCenter.addObserver(forName:object:queue:using:)` block with \
        `queue: .main`, runs on the main thread but is a `@Sendable` closure: its body goes into \
        `MainActor.assumeIsolated { }`. With InferIsolatedConformances (SE-0470) or default main-actor \
        isolation the compiler makes these conformances isolated itself, and only the closures are handled.
        """
    public let proposals = ["SE-0423", "SE-0316", "SE-0470", "SE-0371"]
    public let safety = Safety.safe
    public let example = RuleExample(
        before: "@MainActor final class Preview: NSObject, QLPreviewControllerDelegate {\n    func previewControllerDidDismiss(_ controller: QLPreviewController) {\n        reload()\n    }\n}\n",
        after: "@MainActor final class Preview: NSObject, QLPreviewControllerDelegate {\n    nonisolated func previewControllerDidDismiss(_ controller: QLPreviewController) {\n        MainActor.assumeIsolated {\n            reload()\n        }\n    }\n}\n")

    public func check(_ file: FileContext) -> [Change] {
        var changes: [Change] = []
        for i in file.tree.nodes.indices {
            let node = file.tree.node(Int32(i))
            switch node.kind {
            case .classDecl, .structDecl, .enumDecl, .extensionDecl:
                if !file.target.infersIsolatedConformances { conformances(of: node, file: file, into: &changes) }
            case .callExpr:
                changes += callbackClosureChanges(node, file: file)
            default:
                break
            }
        }
        return changes
    }

    // MARK: Conformances

    private func conformances(of decl: SyntaxNode, file: FileContext, into changes: inout [Change]) {
        guard let info = file.typeInfo(of: decl), info.kind != .protocol, info.kind != .actor,
              let clause = decl.firstChild(.inheritanceClause) else { return }
        // Nonisolated SDK protocols with known requirements, before asking about the type's isolation.
        let sdkProtocols = clause.children(.inheritedType).compactMap { inherited -> (SyntaxNode, String, TypeFact, [String])? in
            guard let type = inherited.firstChild(.type), type.attributes.isEmpty, let name = type.typeBaseName,
                  file.index.lookupType(name, from: info.name) == nil,
                  let fact = file.index.sdk.type(name, in: file.target.sdk), fact.kind == "protocol", fact.isolation == nil,
                  let requirements = fact.requirements else { return nil }
            return (type, name, fact, requirements)
        }
        guard !sdkProtocols.isEmpty else { return }
        let explicit = file.index.isolation(ofType: info, settings: file.target).isolation
        guard explicit.isMainActor || (explicit == .nonisolated && file.inferredMainActorType(info) != nil) else { return }
        for (type, name, fact, requirements) in sdkProtocols {
            let names = Set(requirements).subtracting(fact.memberIsolation.map { Set($0.keys) } ?? [])
            // Witnesses written in any declaration of the type in this file (the conformance on the
            // class, the methods in an extension, as people often split them).
            let members = sameTypeDeclarations(as: decl, named: info.name, file: file).flatMap(\.memberDeclarations)
            let witnesses = members.filter { member in
                member.kind == .funcDecl && member.name.map(names.contains) == true && !member.isNonisolated && !member.isAsync
                    && !member.isStatic && !member.attributeNames.contains { file.index.globalActors.contains($0) && $0 != "MainActor" }
            }
            guard !witnesses.isEmpty else { continue }
            changes.append(fix(conformance: type, protocolName: name, fact: fact, witnesses: witnesses, info: info, file: file))
        }
    }

    /// The declaration and the other declarations of the same type in this file, in source order.
    private func sameTypeDeclarations(as decl: SyntaxNode, named name: String, file: FileContext) -> [SyntaxNode] {
        var found: [SyntaxNode] = []
        for i in file.tree.nodes.indices {
            let kind = file.tree.nodes[i].kind
            guard kind == .classDecl || kind == .structDecl || kind == .enumDecl || kind == .extensionDecl else { continue }
            let node = file.tree.node(Int32(i))
            if node == decl || file.typeName(of: node) == name { found.append(node) }
        }
        return found
    }

    private func fix(conformance: SyntaxNode, protocolName: String, fact: TypeFact, witnesses: [SyntaxNode], info: TypeInfo,
                     file: FileContext) -> Change {
        let anchor = conformance.byteRange.lowerBound
        let listed = witnesses.compactMap(\.name).joined(separator: ", ")
        let diagnostic = "conformance of '\(info.name)' to protocol '\(protocolName)' crosses into main actor-isolated code and can cause data races"
        let uses = witnesses.map { mainActorUse(in: $0, info: info, file: file) }
        // 1. Nothing main-actor inside: the witnesses can simply run wherever they are called.
        if uses.allSatisfy({ $0 == nil }) {
            return change(file, witnesses.compactMap { EditBuilders.addModifier("nonisolated", to: $0) },
                          message: "make the \(protocolName) witnesses of \(info.name) nonisolated: they use no main-actor state",
                          reason: "Swift 6: \"\(diagnostic)\". \(listed) use only parameters and Sendable constants, so they can be nonisolated: the SDK calls them on whatever thread it calls them, as before, and nothing runs elsewhere.",
                          at: anchor)
        }
        let thread = fact.callbackThread ?? "unspecified"
        if thread == "main" {
            // 2. One callback, delivered on the main thread: state that with a run-time check.
            if witnesses.count == 1, let edits = assumeIsolatedEdits(witnesses[0], info: info, file: file) {
                return change(file, edits,
                              message: "make '\(witnesses[0].name ?? "")' nonisolated and run its body with MainActor.assumeIsolated: \(protocolName) calls it on the main thread",
                              reason: "Swift 6: \"\(diagnostic)\". The SDK calls \(protocolName) on the main thread (\(fact.note ?? "documented")), so the witness can be nonisolated and assume the main actor: MainActor.assumeIsolated checks that at run time (SE-0423) and runs the body right there, synchronously, on the same thread as before.",
                              at: anchor)
            }
            // 3. Several callbacks (or one that cannot be wrapped): one @preconcurrency conformance.
            if fact.objcProtocol == true {
                return change(file, [.insert("@preconcurrency ", at: anchor)],
                              message: "conform to \(protocolName) with @preconcurrency: the SDK calls it on the main thread",
                              reason: "Swift 6: \"\(diagnostic)\". \(protocolName) is not annotated yet, and the SDK calls it on the main thread (\(fact.note ?? "documented")). `@preconcurrency \(protocolName)` keeps the witnesses (\(listed)) on the main actor and checks at run time that calls arrive there (SE-0423); nothing moves to another thread.",
                              at: anchor)
            }
        }
        // 4. Any thread: hop explicitly, and say that the work now happens later.
        var edits: [Edit] = []
        var blockers: [String] = []
        for witness in witnesses {
            if let blocker = hopBlocker(witness, allowsReturn: false, info: info, file: file) {
                blockers.append("'\(witness.name ?? "")' \(blocker)")
            } else if let body = witness.firstChild(.codeBlock), let keyword = EditBuilders.addModifier("nonisolated", to: witness),
                      let wrap = HopEdits.wrap(body, opening: "Task { @MainActor in", style: file.style) {
                edits += [keyword, wrap]
            } else {
                blockers.append("'\(witness.name ?? "")' has a body actorfix cannot rewrite")
            }
        }
        let delivery = thread == "startingThread" ? "on the thread that started the service" : thread == "delegateQueue" ? "on the delegate queue the client chose" : "on a thread the SDK does not document"
        if !blockers.isEmpty {
            return change(file, [], message: "\(info.name)'s \(protocolName) witnesses cross into main-actor code (review: \(blockers.joined(separator: "; ")))",
                          reason: "Swift 6: \"\(diagnostic)\". The SDK calls \(protocolName) \(delivery), so the witnesses must be nonisolated and hop to the main actor themselves, but \(blockers.joined(separator: "; ")). Make them nonisolated and copy the Sendable values they need into `Task { @MainActor in … }` (the work then runs after the callback returns), or, if the SDK is known to call on the main thread here, write `@preconcurrency \(protocolName)`.",
                          safety: .review, at: anchor)
        }
        return change(file, edits,
                      message: "make the \(protocolName) witnesses of \(info.name) nonisolated and hop with Task { @MainActor in } (review: the work runs later)",
                      reason: "Swift 6: \"\(diagnostic)\". The SDK calls \(protocolName) \(delivery), so \(listed) cannot assume the main actor. Each becomes nonisolated and starts a main-actor task: the work now runs later, after the callback has returned, in order with other main-actor work — check that nothing relied on it being done when the callback returns.",
                      safety: .review, at: anchor)
    }

    private func assumeIsolatedEdits(_ witness: SyntaxNode, info: TypeInfo, file: FileContext) -> [Edit]? {
        guard hopBlocker(witness, allowsReturn: true, info: info, file: file) == nil, let body = witness.firstChild(.codeBlock),
              let keyword = EditBuilders.addModifier("nonisolated", to: witness),
              let wrap = HopEdits.wrap(body, opening: "MainActor.assumeIsolated {", returnsValue: witness.hasChild(.returnClause), style: file.style)
        else { return nil }
        return [keyword, wrap]
    }

    /// Why a witness's body cannot move into a main-actor closure as it is, or nil: a parameter of
    /// a type not known to be Sendable used inside ("sending 'x' risks causing data races"), a
    /// result of a type not known to be Sendable, or any result at all for a `Task`.
    private func hopBlocker(_ witness: SyntaxNode, allowsReturn: Bool, info: TypeInfo, file: FileContext) -> String? {
        if let result = witness.firstChild(.returnClause)?.firstChild(.type) {
            guard allowsReturn else { return "returns a value, which a Task cannot provide" }
            let text = result.text
            if file.isSendable(typeNamed: text, from: info.name) != true { return "returns \(text), which is not known to be Sendable" }
        }
        var types: [String: String] = [:]
        for parameter in witness.parameterNodes {
            guard let name = parameter.parameterLabelAndName?.name,
                  let type = parameter.firstChild(.typeAnnotation)?.firstChild(.type) ?? parameter.firstChild(.type) else { continue }
            types[name] = type.text
        }
        var blocker: String?
        witness.firstChild(.codeBlock)?.walk { node in
            guard blocker == nil, node.kind == .declReference, let name = node.name, let type = types[name] else { return }
            if file.isSendable(typeNamed: type, from: info.name) != true { blocker = "uses its parameter '\(name)', a \(type), which is not known to be Sendable" }
        }
        return blocker
    }

    /// The first use of main-actor state in a member: an instance member of the type that is not a
    /// Sendable constant, or a main-actor API or declaration the inference resolved.
    private func mainActorUse(in member: SyntaxNode, info: TypeInfo, file: FileContext) -> String? {
        let location = DeclLocation(file: file.unitIndex, node: member.index)
        for use in file.isolationGraph.uses[location] ?? [] where use.isSynchronousOwn {
            switch use.target {
            case .mainActorAPI: return use.text
            case .declaration(let target):
                guard let (_, declared) = file.index.declarations[target], target != location else { continue }
                if declared.kind == .variable, declared.isLet, declared.isStored,
                   file.valueType(of: declared).flatMap({ file.isSendable(typeNamed: $0, from: info.name) }) == true { continue }
                if declared.explicitIsolation == .nonisolated { continue }
                if info.members.contains(where: { $0.location == target }) && !declared.isStatic { return use.text }
                if file.index.isolation(ofDeclarationAt: target, settings: file.target)?.isolation.isMainActor == true { return use.text }
            case .initializer:
                continue
            case .opaqueSelfMember:
                // A member inherited from an SDK class the index cannot see: assume main-actor.
                return use.text
            }
        }
        return file.mainActorCall(in: member, context: info.name)
    }
}
