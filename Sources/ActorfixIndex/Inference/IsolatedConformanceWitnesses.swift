import ActorfixSyntax

extension IsolationGraph {
    /// Witnesses of nonisolated requirements that may become main-actor with their conformance
    /// isolated (`final class FeedViewAdapter: @MainActor ResourceView`, SE-0470, Swift 6.2), by
    /// location, with the protocol's name. A witness that itself uses main-actor code
    /// (essential-feed's adapters call a view controller) cannot be nonisolated; with an isolated
    /// conformance it need not be, as long as the conformance is only used on the main actor.
    /// Taken only where that is checked or safe:
    /// - the compiler knows isolated conformances (the Xcode 26 SDK, Swift 6.2);
    /// - the protocol is the run's and its conformances may be isolated
    ///   (`ProjectIndex.isolatableProtocol`);
    /// - the conforming type is a class, struct or enum of the run that is not public (clients
    ///   elsewhere would form the conformance anywhere), and every place of the run that makes
    ///   one is main-actor code, or code with its own main-actor use (which becomes it): a value
    ///   made there is where the conformance is formed ("main actor-isolated conformance of
    ///   'FeedViewAdapter' to 'ResourceView' cannot be used in nonisolated context" otherwise).
    static func isolatableWitnesses(_ witnesses: [DeclLocation], facts: [DeclLocation: DeclarationFacts], uses: [DeclLocation: [DeclarationUse]],
                                    index: ProjectIndex, targetOf: (SwiftSettings) -> SwiftSettings,
                                    isMainActor: (DeclarationUse.Target) -> Bool, runsOnMainActor: (DeclLocation) -> Bool,
                                    isOpen: (DeclLocation) -> Bool) -> [DeclLocation: String] {
        // Whether a declaration uses main-actor code synchronously, itself or through open
        // declarations it calls (a composer making its view controller in a helper), a few calls
        // deep: before the worklists, which decide the same for every declaration.
        var reaches: [DeclLocation: Bool] = [:]
        func usesMainActorCode(_ location: DeclLocation, depth: Int = 0) -> Bool {
            if let known = reaches[location] { return known }
            guard depth < 6 else { return false }
            reaches[location] = false
            let list = (uses[location] ?? []).filter { $0.isSynchronousOwn && !$0.inDefaultValue }
            var found = list.contains { isMainActor($0.target) }
            if !found {
                found = list.contains { use in
                    guard case .declaration(let target) = use.target, target != location, isOpen(target) else { return false }
                    return usesMainActorCode(target, depth: depth + 1)
                }
            }
            reaches[location] = found
            return found
        }
        var candidates: [DeclLocation: (type: String, protocol: String)] = [:]
        for location in witnesses {
            guard let requirement = facts[location]?.requirement, let (typeKey, _) = index.declarations[location], let typeKey,
                  let info = index.types[typeKey], info.kind == .class || info.kind == .struct || info.kind == .enum,
                  !info.modifiers.contains("public"), !info.modifiers.contains("open"),
                  targetOf(index.settings(of: location)).sdk >= .xcode26, let dot = requirement.lastIndex(of: ".") else { continue }
            let protocolName = String(requirement[..<dot])
            guard let proto = index.isolatableProtocol(protocolName, context: info.name, file: info.declaration.file),
                  usesMainActorCode(location) else { continue }
            candidates[location] = (typeKey, proto.name)
        }
        guard !candidates.isEmpty else { return [:] }
        // Where the candidates' types are made: one pass over the uses, only when there are any.
        let types = Set(candidates.values.map(\.type))
        var madeOffMain = Set<String>()
        for (user, list) in uses {
            for use in list {
                guard case .initializer(let type) = use.target, types.contains(type), !madeOffMain.contains(type) else { continue }
                switch use.context {
                case .globalActor(let actor) where actor == "MainActor":
                    continue
                case .own where runsOnMainActor(user) || (isOpen(user) && usesMainActorCode(user)):
                    continue
                default:
                    madeOffMain.insert(type)
                }
            }
        }
        return candidates.compactMapValues { madeOffMain.contains($0.type) ? nil : $0.protocol }
    }
}
