import ActorfixSyntax

/// The isolation a closure literal runs with when it is not its context's. One answer for the
/// isolation graph, the execution domains and the rules' context isolation, so that code in
/// `MainActor.assumeIsolated { }` is on the main actor for all of them.
public enum ClosureIsolation: Sendable, Equatable {
    /// `{ @MainActor in }`, `MainActor.run { }`, `MainActor.assumeIsolated { }`,
    /// `DispatchQueue.main.async { }` (which the compiler takes as main-actor isolated).
    case globalActor(String)
    /// A `@Sendable` or `sending` parameter that does not inherit the caller's actor
    /// (`Task.detached`, `DispatchQueue.global().async`): the fact that says so.
    case offActor(ClosureParameterFact)
}

extension ProjectIndex {
    /// How `closure` (in file `file` of the run) is isolated, if not as its context.
    public func closureIsolation(of closure: SyntaxNode, file: Int, sdk generation: SDKGeneration) -> ClosureIsolation? {
        closureIsolations.value(ClosureFactKey(file: file, node: closure.index, generation: generation)) {
            computeClosureIsolation(of: closure, file: file, sdk: generation)
        }
    }

    private func computeClosureIsolation(of closure: SyntaxNode, file: Int, sdk generation: SDKGeneration) -> ClosureIsolation? {
        if let signature = closure.firstChild(.closureSignature) {
            for name in signature.attributeNames where globalActors.contains(name) { return .globalActor(name) }
        }
        guard let site = ClosureCallSite(closure: closure) else { return nil }
        // The standard library's and Dispatch's ways back to the main actor (the receiver's text
        // made only for those functions: this is asked for every closure of the run).
        switch site.function {
        case "run", "assumeIsolated":
            if site.receiverText == "MainActor" { return .globalActor("MainActor") }
        case "async", "asyncAfter", "sync":
            if let receiver = site.receiverText, receiver.hasSuffix("DispatchQueue.main") || receiver == ".main" { return .globalActor("MainActor") }
        default:
            break
        }
        if let fact = sendableParameter(at: site, file: file, sdk: generation), fact.inheritsActorContext != true {
            if let actor = fact.globalActor { return .globalActor(actor) }
            // A timer's block fires on the scheduling thread: it runs as its caller does (in
            // main-actor code, `main-actor-callbacks` wraps it in `MainActor.assumeIsolated`).
            if fact.runsOnCallingThread { return nil }
            return .offActor(fact)
        }
        return nil
    }
}
