import ActorfixRules

/// What actorfix knows about a compiler error: which of its changes addresses it, which rule
/// reports it for review, or that no rule handles it yet.
enum Knowledge {
    /// - Parameter given: the files of the run (canonical paths).
    static func annotate(_ error: CompilerDiagnostic, kept: [ChangeRecord], advisories: [ChangeRecord],
                         backedOut: [ChangeRecord], given: Set<String>) -> VerifyReport.Annotated {
        let family = DiagnosticFamilies.rules(for: error)
        if let change = backedOut.first(where: { $0.addresses(error) }) {
            return .init(error: error, rules: [change.ruleID], note: "\(change.ruleID)'s change was backed out: it made the build worse (\(change.message))")
        }
        if let advisory = advisories.first(where: { $0.addresses(error) }) {
            return .init(error: error, rules: [advisory.ruleID], note: "\(advisory.ruleID) reports it for review: \(advisory.message)")
        }
        if let change = kept.first(where: { !$0.isAdvisory && $0.addresses(error) }) {
            // After a build the change is on disk, so it did not fix this error.
            return .init(error: error, rules: [change.ruleID], note: "\(change.ruleID) changed this declaration and the error remains: review \(change.message)")
        }
        if family.isEmpty { return .init(error: error, rules: [], note: "no rule for this yet") }
        if !error.path.isEmpty && !given.contains(error.path) {
            return .init(error: error, rules: family, note: "not in the files actorfix was given (\(family.joined(separator: ", ")) address\(family.count == 1 ? "es" : "") such errors)")
        }
        return .init(error: error, rules: family, note: "\(family.joined(separator: ", ")) address\(family.count == 1 ? "es" : "") such errors but proposed nothing here")
    }
}
