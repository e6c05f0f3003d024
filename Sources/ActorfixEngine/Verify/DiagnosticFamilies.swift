/// Which rules address which compiler errors, by the text of the message (the compiler's wording
/// since Swift 5.10; diagnostic groups are matched too where it prints one).
public enum DiagnosticFamilies {
    /// (substring of the message or group name, lowercased) → rules that fix such errors. Every
    /// rule that fixes a compiler error is listed (a test checks it against the registry), so an
    /// error its change addresses counts as addressed and a remaining one names it.
    static let table: [(String, [String])] = [
        ("nonisolated global shared mutable state", ["global-mutable-state"]),
        ("involves shared mutable state", ["global-mutable-state", "c-standard-streams"]),
        ("mutableglobalvariable", ["global-mutable-state"]),
        ("is not concurrency-safe because non-'sendable' type", ["global-mutable-state"]),
        ("main actor-isolated default value", ["state-main-actor-model"]),
        ("sendable closure", ["sendable-closure-captures"]),
        ("'@sendable' closure", ["sendable-closure-captures", "sendable-closure-types"]),
        ("capture of", ["sendable-closure-captures", "sendable-closure-types"]),
        ("'sending' parameter", ["sendable-closure-captures", "sendable-closure-types"]),
        ("sendingclosurerisksdatarace", ["sendable-closure-captures", "sendable-closure-types"]),
        ("crosses into", ["conformance-isolation"]),
        ("conformance of", ["conformance-isolation", "nonisolated-data-types", "main-actor-callbacks"]),
        ("conformanceisolation", ["conformance-isolation", "main-actor-callbacks"]),
        ("isolatedconformances", ["nonisolated-data-types", "conformance-isolation"]),
        ("nonisolated context", ["infer-main-actor", "view-main-actor-members", "state-main-actor-model", "off-main-requirements",
                                 "sendable-closure-captures", "isolated-deinit", "main-actor-callbacks", "nonisolated-data-types",
                                 "nonisolated-sdk-extensions"]),
        ("main actor-isolated", ["infer-main-actor", "view-main-actor-members", "state-main-actor-model", "off-main-requirements",
                                 "conformance-isolation", "isolated-deinit", "main-actor-callbacks", "nonisolated-sdk-extensions"]),
        ("actorisolatedcall", ["infer-main-actor", "isolated-deinit", "nonisolated-sdk-extensions"]),
        ("different actor isolation from", ["base-class-init", "isolated-deinit"]),
        // Values that cross an isolation boundary: sending 'x' risks causing data races, non-Sendable
        // type 'T' returned by call to actor-isolated function, stored property of a Sendable type.
        ("risks causing data races", ["sendable-conformances"]),
        ("sendingrisksdatarace", ["sendable-conformances"]),
        ("cannot cross actor boundary", ["sendable-conformances"]),
        ("returned by call to", ["sendable-conformances"]),
        ("non-sendable parameter type", ["sendable-conformances"]),
        ("non-sendable result type", ["sendable-conformances"]),
        ("passing argument of non-sendable type", ["sendable-conformances"]),
        ("does not conform to the 'sendable' protocol", ["sendable-conformances"]),
        ("has non-sendable type", ["sendable-conformances", "preconcurrency-import"]),
        ("preconcurrencyimport", ["preconcurrency-import"]),
        // A class that must be Sendable: non-final, a superclass, a mutable stored property.
        ("non-final class", ["sendable-classes"]),
        ("cannot inherit from another class", ["sendable-classes"]),
        ("of 'sendable'-conforming class", ["sendable-classes"]),
        ("must restate inherited '@unchecked sendable'", ["sendable-classes"]),
        ("unavailable from asynchronous contexts", ["xctest-async-wait"]),
        ("@concurrent", ["concurrent-for-nonsending"]),
        ("nonisolated(nonsending)", ["concurrent-for-nonsending"]),
        ("redundant", ["redundant-main-actor"]),
    ]

    /// Rules whose changes fix no compiler error (behaviour, or advice only).
    public static let fixNoCompilerError: Set<String> = ["observed-object-ownership", "view-async-nonisolated", "state-lag-advisories"]

    /// Every rule named in the table.
    public static var rulesInTable: Set<String> { Set(table.flatMap(\.1)) }

    /// The rules that address an error, in table order, each once; empty when no rule does.
    public static func rules(for diagnostic: CompilerDiagnostic) -> [String] {
        let text = (diagnostic.message + " " + (diagnostic.group ?? "")).lowercased()
        var result: [String] = []
        for (needle, rules) in table where text.contains(needle) {
            for rule in rules where !result.contains(rule) { result.append(rule) }
        }
        return result
    }

    /// Names in single quotes ('counter', 'Model'), to tie an error at a use to the change at the
    /// declaration in another file.
    public static func quotedNames(_ text: String) -> Set<String> {
        let parts = text.split(separator: "'", omittingEmptySubsequences: false)
        var names = Set<String>()
        var i = 1
        while i < parts.count - 1 {
            let name = parts[i]
            // A function is named with its arguments ('stop()', 'add(_:)'), a change without.
            let base = name.split(separator: "(", maxSplits: 1, omittingEmptySubsequences: false).first ?? name
            if !base.isEmpty, !base.contains(" "), base.first.map({ $0.isLetter || $0 == "_" }) == true { names.insert(String(base)) }
            i += 2
        }
        return names
    }
}
