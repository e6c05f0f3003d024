import ActorfixSyntax

/// Main-actor constants read off the main actor (`IsolationGraph.constantReads`): what the graph
/// finds, and what it would find once more code is nonisolated.
extension IsolationGraph {
    /// A stored `let` of a main-actor type (or a global under default isolation), or a stored
    /// `var` of a main-actor struct, that `isMainActor` takes as readable from anywhere in its
    /// module (SE-0434): reads of it are judged apart.
    static func readableConstant(_ location: DeclLocation, facts: [DeclLocation: DeclarationFacts], index: ProjectIndex,
                                 isMainActor: (DeclarationUse.Target) -> Bool) -> MemberInfo? {
        guard facts[location]?.isolation?.isMainActor == true, !isMainActor(.declaration(location)),
              let member = index.declarations[location]?.member, member.kind == .variable, member.isStored,
              member.isLet || isValueTypeInstanceVar(member, at: location, index: index) else { return nil }
        return member
    }

    /// A constant made nonisolated reads the constants of its initializer from outside the main
    /// actor too (`static let height = optionHeight + 2 * margin`): those join `reads`, in the
    /// same round.
    static func followConstantReads(_ reads: inout [DeclLocation: IsolationEvidence], from seeds: [DeclLocation], uses: [DeclLocation: [DeclarationUse]],
                                    index: ProjectIndex, readable: (DeclLocation) -> MemberInfo?) {
        var work = seeds
        while let location = work.popLast() {
            let name = index.declarations[location]?.member.name ?? "a constant"
            for use in uses[location] ?? [] where !use.isAwaited {
                guard case .declaration(let target) = use.target, reads[target] == nil, readable(target)?.isStatic == true else { continue }
                reads[target] = IsolationEvidence(summary: "is read by '\(name)', which becomes nonisolated", file: use.file, offset: use.offset)
                work.append(target)
            }
        }
    }

    /// `constantReads`, with the reads by `readers` (location → name), main-actor code that this
    /// round's changes make nonisolated (a method `infer-main-actor` makes `nonisolated`, the
    /// members of a data type `nonisolated-data-types` does): their reads of static and global
    /// constants, and of other modules' instance constants, would otherwise be found only by the
    /// next round, once those changes are written.
    public func constantReads(addingReadsBy readers: [DeclLocation: String]) -> [DeclLocation: IsolationEvidence] {
        guard !readers.isEmpty else { return constantReads }
        var reads = constantReads
        var added: [DeclLocation] = []
        let readable = { (location: DeclLocation) in IsolationGraph.readableConstant(location, facts: self.facts, index: self.index, isMainActor: self.isMainActor) }
        for reader in readers.keys.sorted() {
            for use in uses[reader] ?? [] where use.context == .own && !use.isAwaited {
                guard case .declaration(let target) = use.target, reads[target] == nil, let member = readable(target) else { continue }
                let module = index.units[target.file].module, readerModule = index.units[use.file].module
                let otherModule = readerModule != nil && readerModule != module
                // The module's own instance constants are readable anywhere in it (SE-0434).
                guard member.isStatic || index.declarations[target]?.type == nil || otherModule else { continue }
                reads[target] = IsolationEvidence(summary: "is read by '\(readers[reader]!)'\(otherModule ? " in module \(readerModule!)" : ""), which becomes nonisolated",
                                                  file: use.file, offset: use.offset)
                added.append(target)
            }
        }
        IsolationGraph.followConstantReads(&reads, from: added.sorted(), uses: uses, index: index, readable: readable)
        return reads
    }
}
