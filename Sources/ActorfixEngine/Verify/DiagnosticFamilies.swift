/// Which rules address which compiler errors, by the text of the message (the compiler's wording
/// since Swift 5.10; diagnostic groups are matched too where it prints one).
public enum DiagnosticFamilies {
    /// (substring of the message or group name, lowercased) → rules that fix such errors.
    static let table: [(String, [String])] = [
        ("nonisolated global shared mutable state", ["global-mutable-state"]),
        ("involves shared mutable state", ["global-mutable-state"]),
        ("mutableglobalvariable", ["global-mutable-state"]),
        ("is not concurrency-safe because non-'sendable' type", ["global-mutable-state"]),
        ("main actor-isolated default value", ["state-main-actor-model"]),
        ("sendable closure", ["sendable-closure-captures"]),
        ("'@sendable' closure", ["sendable-closure-captures"]),
        ("capture of", ["sendable-closure-captures"]),
        ("'sending' parameter", ["sendable-closure-captures"]),
        ("crosses into", ["conformance-isolation"]),
        ("conformance of", ["conformance-isolation"]),
        ("conformanceisolation", ["conformance-isolation"]),
        ("nonisolated context", ["view-main-actor-members", "state-main-actor-model", "off-main-requirements", "sendable-closure-captures"]),
        ("main actor-isolated", ["view-main-actor-members", "state-main-actor-model", "off-main-requirements", "conformance-isolation"]),
        ("@concurrent", ["concurrent-for-nonsending"]),
        ("nonisolated(nonsending)", ["concurrent-for-nonsending"]),
        ("redundant", ["redundant-main-actor"]),
    ]

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
            if !name.isEmpty, !name.contains(" "), name.first.map({ $0.isLetter || $0 == "_" }) == true { names.insert(String(name)) }
            i += 2
        }
        return names
    }
}
