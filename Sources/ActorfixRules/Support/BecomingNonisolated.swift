import ActorfixIndex
import ActorfixSyntax

/// Main-actor code that this round's own changes make nonisolated, and what follows from it in the
/// same round: the constants that code reads, and the extensions of other modules' types whose
/// members it uses, need `nonisolated` too. Without it each took one more fixed-point round, with
/// every analysis computed again (three rounds instead of two on the real-code set with
/// `--to swift6.2`: Alamofire's `version`, read by `HTTPHeader.defaultUserAgent` once
/// `nonisolated-data-types` makes `HTTPHeader` nonisolated).
extension FileContext {
    /// Declarations this round makes nonisolated (location → name): the members
    /// `infer-main-actor` makes `nonisolated` (main-actor code called off the main actor that uses
    /// no main-actor state), and those of the data types `nonisolated-data-types` makes
    /// nonisolated. Only changes that are written count: the rule is on, the file is edited and
    /// the rule is not suppressed there.
    public var declarationsBecomingNonisolated: [DeclLocation: String] {
        let file = self
        return PreparedAnalysis.declarationsBecomingNonisolated.memo(in: index) { () -> [DeclLocation: String] in
            var suppressions: [Int: Suppressions] = [:]
            var found = file.dataTypeMembersBecomingNonisolated
            guard file.options.enabledRules.contains("infer-main-actor") else { return found }
            let graph = file.isolationGraph
            for location in graph.offMainUses.keys.sorted() where found[location] == nil {
                guard InferMainActor.offMainUse(of: location, file: file, graph: graph) != nil, graph.canBeNonisolated(location),
                      EditBuilders.addModifier("nonisolated", to: file.index.node(location)) != nil,
                      file.willEdit("infer-main-actor", at: location, suppressions: &suppressions),
                      let member = file.index.declarations[location]?.member else { continue }
                found[location] = member.name
            }
            return found
        }
    }

    /// The members of the data types `nonisolated-data-types` makes nonisolated this round, in
    /// the type's declaration and in the extensions it changes with it, and those of the protocols
    /// and conformers `conformance-isolation` makes nonisolated together: `infer-main-actor`
    /// leaves those to them (a member's own `nonisolated` would only repeat the type's or
    /// extension's).
    public var dataTypeMembersBecomingNonisolated: [DeclLocation: String] {
        let file = self
        return PreparedAnalysis.dataTypeMembersBecomingNonisolated.memo(in: index) { () -> [DeclLocation: String] in
            var suppressions: [Int: Suppressions] = [:]
            var found = NonisolatedDataTypes.membersBecomingNonisolated(file, suppressions: &suppressions)
            found.merge(file.protocolGroupMembersBecomingNonisolated(suppressions: &suppressions)) { first, _ in first }
            return found
        }
    }

    /// The graph's `constantReads`, with the reads by `declarationsBecomingNonisolated`.
    public var anticipatedConstantReads: [DeclLocation: IsolationEvidence] {
        let file = self
        return index.memo("anticipated constant reads") { file.isolationGraph.constantReads(addingReadsBy: file.declarationsBecomingNonisolated) }
    }

    /// The isolation of the code at `node` once `declarationsBecomingNonisolated` are nonisolated:
    /// code in one of them is, unless a closure on the way decides for itself.
    public func anticipatedIsolation(at node: SyntaxNode) -> Isolation {
        let isolation = self.isolation(at: node, settings: target)
        guard isolation.isMainActor else { return isolation }
        let becoming = declarationsBecomingNonisolated
        guard !becoming.isEmpty else { return isolation }
        var current: SyntaxNode? = node
        while let n = current {
            switch n.kind {
            case .closureExpr where n != node:
                if index.closureIsolation(of: n, file: unitIndex, sdk: target.sdk) != nil { return isolation }
            case .funcDecl, .initDecl, .deinitDecl, .subscriptDecl, .variableDecl:
                let location = DeclLocation(file: unitIndex, node: n.index)
                if index.declarations[location] != nil { return becoming[location] != nil ? .nonisolated : isolation }
            default:
                break
            }
            current = n.parent
        }
        return isolation
    }
}
