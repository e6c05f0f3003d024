import ActorfixIndex
import ActorfixSyntax

/// Closures the SDK calls back: `Timer.scheduledTimer` blocks, `NotificationCenter` observer
/// blocks and SwiftUI's `onPreferenceChange` actions (Xcode 16 SDKs on) that use main-actor code.
/// Where the block runs on the main thread its body goes into `MainActor.assumeIsolated { }`;
/// where the thread is not known, into `Task { @MainActor in }` (review). `DispatchQueue.main.async`/`asyncAfter` closures need nothing, also in nonisolated
/// code: the compiler treats them as main-actor closures (checked with swiftc 6.3.1).
extension MainActorCallbacks {
    /// Where the SDK calls a block, as far as the call site tells.
    enum Delivery {
        case mainThread(String)
        case elsewhere(String)
    }

    func callbackClosureChanges(_ call: SyntaxNode, file: FileContext) -> [Change] {
        guard let (closure, name, delivery) = callbackClosure(call, file: file) else { return [] }
        let hopped = containsHop(closure)
        let use = hopped ? nil : closureUse(closure, file: file)
        var changes: [Change] = []
        if let use, let hop = hop(closure, function: name, use: use, delivery: delivery, file: file) { changes.append(hop) }
        if hopped || use != nil, let cycle = retainCycle(call, closure: closure, function: name, file: file) { changes.append(cycle) }
        return changes
    }

    /// Whether this rule moves the block's main-actor uses onto the main actor (or reports
    /// them): an SDK callback block it recognizes that uses main-actor code and does not hop yet.
    /// `sendable-closure-captures` leaves such a block's uses of state to it.
    func handlesCallbackBlock(_ closure: SyntaxNode, file: FileContext) -> Bool {
        guard let call = ClosureCallSite(closure: closure)?.call, let (block, _, _) = callbackClosure(call, file: file), block == closure else { return false }
        return !containsHop(closure) && closureUse(closure, file: file) != nil
    }

    /// The block of `Timer.scheduledTimer(withTimeInterval:repeats:block:)` or
    /// `addObserver(forName:object:queue:using:)`, and where it runs.
    private func callbackClosure(_ call: SyntaxNode, file: FileContext) -> (SyntaxNode, String, Delivery)? {
        guard let callee = call.firstChild, callee.kind == .memberAccess, let name = callee.name,
              name == "scheduledTimer" || name == "addObserver" || name == "onPreferenceChange" else { return nil }
        let arguments = call.firstChild(.argumentList)?.children(.argument) ?? []
        let label: String
        let delivery: Delivery
        switch name {
        case "scheduledTimer":
            guard callee.firstChild?.name == "Timer" else { return nil }
            label = "block"
            let context = file.isolation(at: call, settings: file.target)
            if context.isMainActor {
                delivery = .mainThread("it is scheduled from main-actor code, so it fires on the main run loop")
            } else if context == .nonisolated, staysNonisolated(call, file: file) {
                delivery = .elsewhere("a timer fires on the run loop of the thread that scheduled it, and this nonisolated code is not known to run on the main thread")
            } else {
                return nil
            }
        case "addObserver":
            guard arguments.contains(where: { $0.name == "forName" }),
                  let queue = arguments.first(where: { $0.name == "queue" })?.firstChild else { return nil }
            switch queue.text {
            case ".main", "OperationQueue.main":
                delivery = .mainThread("`queue: .main` delivers the notification on the main queue")
            case "nil":
                delivery = .elsewhere("`queue: nil` runs the block synchronously on whichever thread posts the notification")
            default:
                delivery = .elsewhere("the block runs on the queue '\(queue.text)'")
            }
            label = "using"
        case "onPreferenceChange":
            // SwiftUI's `perform` action is `@Sendable` since the 2024 SDKs (a plain closure,
            // main-actor with the view, before), and SwiftUI calls it on the main thread: what
            // people wrote (anytype-swift's geometry catchers).
            guard file.target.sdk >= .xcode16 else { return nil }
            label = "perform"
            delivery = .mainThread("SwiftUI calls a view's preference action on the main thread")
        default:
            return nil
        }
        let closure = call.firstChild(.trailingClosure)?.firstChild(.closureExpr)
            ?? arguments.first(where: { $0.name == label })?.firstChild.flatMap { $0.kind == .closureExpr ? $0 : nil }
        guard let closure, closure.firstChild(.closureSignature)?.attributeNames.contains("MainActor") != true else { return nil }
        // A timer's block is `@Sendable` since the Xcode 16 SDKs (the SDK knowledge says where):
        // before, a plain closure, main-actor in main-actor code, needing nothing.
        if name == "scheduledTimer", file.sendableParameter(of: closure) == nil { return nil }
        return (closure, name, delivery)
    }

    /// Whether the declaration around `node` stays nonisolated: written `nonisolated`, or called
    /// off the main actor (the inference then never makes it main-actor code).
    private func staysNonisolated(_ node: SyntaxNode, file: FileContext) -> Bool {
        guard let member = node.enclosingFunction ?? node.nearestAncestor(where: { $0 == .variableDecl }) else { return false }
        if member.isNonisolated { return true }
        let location = DeclLocation(file: file.unitIndex, node: member.index)
        return file.isolationGraph.forbidden[location] != nil && file.isolationGraph.needsMainActor[location] == nil
    }

    private func hop(_ closure: SyntaxNode, function: String, use: String, delivery: Delivery, file: FileContext) -> Change? {
        let anchor = closure.byteRange.lowerBound
        switch delivery {
        case .mainThread(let why):
            // The block's `Notification` or `Timer` (neither Sendable) carried into the main-actor
            // closure is "sending 'notification' risks causing data races" (swiftc 6.3.1, -emit-sil;
            // quotio's window observers). A preference value is SwiftUI's to vouch for.
            if function != "onPreferenceChange", let parameter = usedParameter(of: closure) {
                return change(file, [], message: "the \(function) block uses its parameter '\(parameter)', which is not Sendable, with main-actor code (review)",
                              reason: "Swift 6: the block is a @Sendable closure, so using \(use) there is \"call to main actor-isolated … in a synchronous nonisolated context\". \(why.prefix(1).uppercased() + why.dropFirst()), but wrapping the body in `MainActor.assumeIsolated { }` would send the block's '\(parameter)', which is not Sendable, to the main actor (\"sending '\(parameter)' risks causing data races\"). Take the Sendable values it needs out of it first (`let name = \(parameter).name`) and use only those inside `MainActor.assumeIsolated { }`, or have the main-actor code read what it needs itself.",
                              safety: .review, at: anchor)
            }
            guard let edit = HopEdits.wrap(closure, opening: "MainActor.assumeIsolated {", style: file.style) else { return nil }
            return change(file, [edit],
                          message: "run the \(function) block with MainActor.assumeIsolated: it uses \(use) and runs on the main thread",
                          reason: "Swift 6: the block is a @Sendable closure, so using \(use) there is \"call to main actor-isolated … in a synchronous nonisolated context\". But \(why): MainActor.assumeIsolated states that, checks it at run time (SE-0423) and runs the body right there, on the same thread as before.",
                          at: anchor)
        case .elsewhere(let why):
            let diagnostic = "Swift 6: the block is a @Sendable closure, so using \(use) there is \"call to main actor-isolated … in a synchronous nonisolated context\""
            if let blocker = taskHopBlocker(closure, file: file) {
                return change(file, [], message: "the \(function) block uses \(use) off the main actor (review: it \(blocker))",
                              reason: "\(diagnostic), and \(why), so it cannot assume the main actor. Moving its body into `Task { @MainActor in … }` would send what it \(blocker) to the main actor (\"sending … risks causing data races\"): copy the Sendable values it needs first, or deliver on the main queue (`queue: .main`).",
                              safety: .review, at: anchor)
            }
            guard let edit = HopEdits.wrap(closure, opening: "Task { @MainActor in", style: file.style) else { return nil }
            return change(file, [edit],
                          message: "hop to the main actor in the \(function) block with Task { @MainActor in } (review: the work runs later)",
                          reason: "\(diagnostic), and \(why), so it cannot assume the main actor. Its body now runs in a main-actor task: later, after the block has returned, in order with other main-actor work — check that nothing relied on it being done when the block returns.",
                          safety: .review, at: anchor)
        }
    }

    /// Why the block's body cannot move into a `Task` as it is: it uses one of the block's own
    /// parameters (a `Notification` or the `Timer`, neither Sendable), or a `self` that is not
    /// known to be Sendable.
    private func taskHopBlocker(_ closure: SyntaxNode, file: FileContext) -> String? {
        if let parameter = usedParameter(of: closure) { return "uses the block's parameter '\(parameter)', which is not Sendable" }
        var selfUsed = false
        closure.walk { node in
            if node.kind == .declReference, node.name == "self" { selfUsed = true }
        }
        if selfUsed, let typeDecl = closure.enclosingType, let name = file.typeName(of: typeDecl),
           let info = file.index.types[name], file.isSendable(info) != true {
            return "uses self, a \(name), which is not known to be Sendable"
        }
        return nil
    }

    /// The first of the block's own parameters its body uses (`$0` too), by name.
    private func usedParameter(of closure: SyntaxNode) -> String? {
        let parameters = Set((closure.firstChild(.closureSignature)?.children(.closureParameter) ?? []).compactMap(\.name).filter { $0 != "_" })
        var parameter: String?
        closure.walk { node in
            guard parameter == nil, node.kind == .declReference, let name = node.name else { return }
            if parameters.contains(name) || name == "$0" { parameter = name }
        }
        return parameter
    }

    /// The first main-actor use inside a closure: a member of its main-actor type (also through
    /// `self?.` after `[weak self]`), or a main-actor API.
    func closureUse(_ closure: SyntaxNode, file: FileContext) -> String? {
        guard let typeDecl = closure.enclosingType, let info = file.typeInfo(of: typeDecl) ?? file.typeName(of: typeDecl).flatMap({ file.index.types[$0] }),
              file.index.isolation(ofType: info, settings: file.target).isolation.isMainActor else {
            return file.mainActorCall(in: closure, context: "")
        }
        let instanceMembers = Set(info.members.filter { member in
            guard !member.isStatic, member.explicitIsolation != .nonisolated else { return false }
            if member.kind == .variable, member.isLet, member.isStored,
               file.valueType(of: member).flatMap({ file.isSendable(typeNamed: $0, from: info.name) }) == true { return false }
            return member.kind == .function || member.kind == .variable
        }.map(\.name))
        var found: String?
        closure.walk { node in
            guard found == nil, let name = node.name, instanceMembers.contains(name) else { return }
            if node.kind == .memberAccess, let base = node.firstChild, isSelf(base) { found = "'\(name)'" }
            if node.kind == .declReference, node.parent?.kind != .memberAccess || node.parent?.firstChild == node { found = "'\(name)'" }
        }
        return found ?? file.mainActorCall(in: closure, context: info.name)
    }

    /// Whether the block already hops: a nested `{ @MainActor … in }` closure (also with a capture
    /// list, `Task { @MainActor [weak self] in }`), or `MainActor.assumeIsolated` / `MainActor.run`.
    private func containsHop(_ closure: SyntaxNode) -> Bool {
        var found = false
        closure.walk { node in
            guard !found, node != closure else { return }
            if node.kind == .closureExpr, node.firstChild(.closureSignature)?.attributeNames.contains("MainActor") == true { found = true }
            if node.kind == .memberAccess, node.firstChild?.name == "MainActor", node.name == "assumeIsolated" || node.name == "run" { found = true }
        }
        return found
    }

    /// `self`, `self?` or `self!`.
    private func isSelf(_ node: SyntaxNode) -> Bool {
        if node.kind == .declReference { return node.name == "self" }
        if node.kind == .postfixExpr, let inner = node.firstChild, inner.kind == .declReference { return inner.name == "self" }
        return false
    }

    // MARK: Retain cycles

    /// A repeating timer's block or an observer block that holds `self` strongly, while `self`
    /// keeps the timer or the observer token: `self` lives until the timer is invalidated or the
    /// observer removed, so a `deinit` that does it never runs. People add `[weak self]` when
    /// they write the hop; that changes when `self` is freed, so it is only reported.
    private func retainCycle(_ call: SyntaxNode, closure: SyntaxNode, function: String, file: FileContext) -> Change? {
        let arguments = call.firstChild(.argumentList)?.children(.argument) ?? []
        if function == "scheduledTimer", arguments.first(where: { $0.name == "repeats" })?.firstChild?.text != "true" { return nil }
        let captures = closure.firstChild(.closureSignature)?.firstChild(.captureList)?.children(.captureItem) ?? []
        if captures.contains(where: { $0.name == "self" && ($0.text.containsText("weak") || $0.text.containsText("unowned")) }) { return nil }
        var strongSelf = false
        closure.walk { node in if node.kind == .declReference, node.name == "self" { strongSelf = true } }
        guard strongSelf, let property = storedProperty(receiving: call), let typeDecl = call.enclosingType, typeDecl.kind == .classDecl,
              let name = file.typeName(of: typeDecl), let info = file.index.types[name],
              info.members.contains(where: { $0.name == property && $0.kind == .variable && $0.isStored && !$0.isStatic }) else { return nil }
        let what = function == "scheduledTimer" ? "the repeating timer" : "the observer block"
        let until = function == "scheduledTimer" ? "the timer is invalidated" : "the observer is removed"
        let deinitNote = sameTypeDeinit(typeDecl, file: file).map { body -> String in
            body.text.contains(property) ? " \(name)'s deinit, which stops it, can never run before that." : ""
        } ?? ""
        return change(file, [],
                      message: "\(what) holds self strongly while \(name) keeps it in '\(property)': \(name) stays alive until \(until) (review: [weak self])",
                      reason: "The block captures self, and \(function == "scheduledTimer" ? "the run loop keeps a repeating timer, and with it the block," : "NotificationCenter keeps the block") until \(until).\(deinitNote) People write `[weak self]` here when they add the hop (`{ [weak self] _ in MainActor.assumeIsolated { guard let self else { return } … } }`). Not changed: it changes when \(name) is freed (and with it whether the block still does its work), which is for a person to decide.",
                      safety: .review, at: closure.byteRange.lowerBound)
    }

    /// `x = call` or `self.x = call` (also `= try call`): the name of `x`.
    private func storedProperty(receiving call: SyntaxNode) -> String? {
        var value = call
        if let parent = value.parent, parent.kind == .tryExpr { value = parent }
        guard let sequence = value.parent, sequence.kind == .sequenceExpr, let target = sequence.firstChild, target != value,
              sequence.tree.tokenText(target.endToken, equals: "=") else { return nil }
        if target.kind == .declReference { return target.name }
        if target.kind == .memberAccess, let base = target.firstChild, base.kind == .declReference, base.name == "self" { return target.name }
        return nil
    }

    private func sameTypeDeinit(_ typeDecl: SyntaxNode, file: FileContext) -> SyntaxNode? {
        typeDecl.memberDeclarations.first { $0.kind == .deinitDecl }
    }
}
