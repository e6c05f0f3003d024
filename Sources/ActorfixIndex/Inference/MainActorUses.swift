import ActorfixSyntax

extension IsolationGraph {
    /// The first synchronous use of main-actor code by one of `members` (in their order),
    /// leaving out the uses `follows` says change isolation with them (their own type's members
    /// when the type becomes nonisolated): what keeps them from becoming nonisolated.
    public func firstMainActorUse(by members: [MemberInfo], except follows: (DeclarationUse.Target) -> Bool) -> (member: MemberInfo, use: DeclarationUse)? {
        for member in members {
            for use in uses[member.location] ?? [] where !use.isAwaited {
                if follows(use.target) { continue }
                if isMainActor(use.target) { return (member, use) }
            }
        }
        return nil
    }

    /// The first synchronous use of main-actor code in a member of the run's extension of another
    /// module's type (`extension String { func slug() … }`): such members are not nodes of the
    /// graph, so their bodies are scanned when asked, and their uses judged as a member's are.
    /// A main-actor static or global constant counts too (`isMainActor` leaves those to
    /// `constantReads`, which sees only the graph's readers), unless it becomes nonisolated.
    /// - Parameter constantsFollow: a Sendable static or global constant of the run is left to
    ///   the constant reads (`infer-main-actor` makes it nonisolated once this member is).
    public func mainActorUse(inExternalMember location: DeclLocation, constantsFollow: Bool = false) -> DeclarationUse? {
        return IsolationGraph.uses(ofExternalMember: location, index: index, generation: targetSettings(ofFile: location.file).sdk).first { use in
            guard use.context == .own, !use.isAwaited else { return false }
            if isMainActor(use.target) { return true }
            guard case .declaration(let target) = use.target, constantReads[target] == nil, let (type, member) = index.declarations[target],
                  member.kind == .variable, member.isLet, member.isStored, member.isStatic || type == nil else { return false }
            // A Sendable constant of the run that `nonisolated` can be written on: once this
            // member runs off the main actor, the constant reads make it nonisolated too (the
            // next round: pine's `LogCategory.subsystem`, read by `extension Logger`).
            if constantsFollow, IsolationGraph.readableConstant(target, facts: facts, index: index, isMainActor: isMainActor) != nil { return false }
            return index.isolation(ofDeclarationAt: target, settings: targetSettings(ofFile: target.file))?.isolation.isMainActor == true
        }
    }
}

extension IsolationGraph {
    /// The uses in a member of the run's extension of another module's type, which is not a node
    /// of the graph: scanned when asked.
    static func uses(ofExternalMember location: DeclLocation, index: ProjectIndex, generation: SDKGeneration) -> [DeclarationUse] {
        var twins: [DeclLocation: [DeclLocation]]?
        let scanner = DeclarationUseScanner(index: index, location: location, enclosingType: nil, generation: generation, chains: index.chainTables,
                                            imports: index.units[location.file].tree.importedModules)
        return scanner.scan(branchTwins: &twins)
    }
}
