/// Links to the Swift Evolution proposals the rules cite, by their real file names.
enum ProposalLinks {
    static let files: [String: String] = [
        "SE-0258": "0258-property-wrappers.md",
        "SE-0296": "0296-async-await.md",
        "SE-0302": "0302-concurrent-value-and-concurrent-closures.md",
        "SE-0306": "0306-actors.md",
        "SE-0316": "0316-global-actors.md",
        "SE-0337": "0337-support-incremental-migration-to-concurrency-checking.md",
        "SE-0338": "0338-clarify-execution-non-actor-async.md",
        "SE-0340": "0340-swift-noasync.md",
        "SE-0371": "0371-isolated-synchronous-deinit.md",
        "SE-0401": "0401-remove-property-wrapper-isolation.md",
        "SE-0411": "0411-isolated-default-values.md",
        "SE-0412": "0412-strict-concurrency-for-global-variables.md",
        "SE-0414": "0414-region-based-isolation.md",
        "SE-0423": "0423-dynamic-actor-isolation.md",
        "SE-0430": "0430-transferring-parameters-and-results.md",
        "SE-0434": "0434-global-actor-isolated-types-usability.md",
        "SE-0449": "0449-nonisolated-for-global-actor-cutoff.md",
        "SE-0461": "0461-async-function-isolation.md",
        "SE-0466": "0466-control-default-actor-isolation.md",
        "SE-0470": "0470-isolated-conformances.md",
    ]

    static let folder = "https://github.com/swiftlang/swift-evolution/blob/main/proposals/"

    /// The proposal's page; for one not in the table, the proposals folder (never a dead link).
    static func link(_ proposal: String) -> String {
        files[proposal].map { folder + $0 } ?? folder
    }
}
