import ActorfixEngine
import ActorfixRules
import ActorfixSyntax

/// Warnings for suppression comments that do nothing: a misspelled directive or rule name would
/// otherwise silently let a change through.
enum SuppressionWarnings {
    static func warnings(for files: [InputFile], displayPath: (String) -> String) -> [String] {
        let rules = RuleRegistry.ids + ["all"]
        var out: [String] = []
        for file in files where Suppressions.containsMarker(file.bytes) {
            for directive in Suppressions(SyntaxTree.parse(file.bytes, path: file.path)).directives {
                let place = "\(displayPath(file.path)):\(directive.line)"
                if !Suppressions.verbs.contains(directive.verb) {
                    out.append("\(place): unknown suppression directive 'actorfix:\(directive.verb)'\(Suggestion.didYouMean(directive.verb, among: Suppressions.verbs))")
                }
                for rule in directive.rules where !rules.contains(rule) {
                    out.append("\(place): unknown rule '\(rule)' in a suppression comment\(Suggestion.didYouMean(rule, among: rules))")
                }
            }
        }
        return out
    }
}
