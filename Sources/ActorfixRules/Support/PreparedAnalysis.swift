import ActorfixIndex

/// The project-wide analyses rules build in `prepare`, by the key they are memoized under: the
/// isolation graph and what is computed from it. A rule says which it reads
/// (`Rule.preparedReads`) and is run as soon as those are built; an analysis added to a
/// `prepare` is added here, so the test of those levels watches it too.
public enum PreparedAnalysis: String, CaseIterable, Sendable {
    case isolationGraph = "isolation-graph"
    case executionDomains = "execution domains"
    case isolatedFunctionCallSites = "call sites isolated functions"
    case sendableBoundaries = "sendable boundaries"
    case plannedSendableConformances = "planned sendable conformances"
    case nonisolatedDataTypeUses = "nonisolated-data-types uses"
    case nonisolatedSDKExtensionUses = "nonisolated-sdk-extensions uses"
    case declarationsBecomingNonisolated = "declarations becoming nonisolated"
    case dataTypeMembersBecomingNonisolated = "data type members becoming nonisolated"

    /// `index.memo` under this analysis's key.
    func memo<T: Sendable>(in index: ProjectIndex, _ compute: () -> T) -> T { index.memo(rawValue, compute) }
}

/// How much of the prepared analyses a rule's `check` reads (`Rule.preparedReads`).
public enum PreparedReads: Sendable {
    /// None: the rule checks files while the analyses are built.
    case none
    /// Only the isolation graph (and answers derived from it on demand, like the protocols it
    /// makes main-actor): checked once the graph is built, while the rest is.
    case isolationGraph
    /// Any of them: checked once every rule has prepared.
    case all
}

extension FileContext {
    /// Builds the isolation graph, the analysis every other one starts from: the engine asks for
    /// it before the rules prepare, so rules reading only it can start.
    public func prepareIsolationGraph() { _ = isolationGraph }
}
