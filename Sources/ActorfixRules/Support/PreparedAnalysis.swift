import ActorfixIndex

/// The project-wide analyses rules build in `prepare`, by the key they are memoized under: the
/// isolation graph and what is computed from it. A rule whose `check` reads none of them says so
/// (`Rule.readsPreparedAnalyses`) and is run while they are built; an analysis added to a
/// `prepare` is added here, so the test of those rules watches it too.
public enum PreparedAnalysis: String, CaseIterable, Sendable {
    case isolationGraph = "isolation-graph"
    case executionDomains = "execution domains"
    case isolatedFunctionCallSites = "call sites isolated functions"
    case sendableBoundaries = "sendable boundaries"
    case plannedSendableConformances = "planned sendable conformances"
    case nonisolatedDataTypeUses = "nonisolated-data-types uses"

    /// `index.memo` under this analysis's key.
    func memo<T: Sendable>(in index: ProjectIndex, _ compute: () -> T) -> T { index.memo(rawValue, compute) }
}
