import ActorfixEngine
import ActorfixRules
import Foundation

/// `actorfix rules` and `actorfix explain RULE`.
enum RulesCommand {
    static func list(_ argv: [String]) -> Int32 {
        let args: Arguments
        do { args = try Arguments(argv, known: ["--format": true, "--help": false, "-h": false]) } catch {
            Console.error("actorfix rules: \(error)\n")
            return 2
        }
        if args.has("--help") || args.has("-h") {
            print("USAGE: actorfix rules [--format text|json]\n\n  Lists every rule: id, safety, enabled by default, summary (json: also rationale, proposals, example).")
            return 0
        }
        guard args.positional.isEmpty else {
            Console.error("actorfix rules: takes no arguments\n")
            return 2
        }
        switch args.value("--format") ?? "text" {
        case "text": break
        case "json":
            print(json())
            return 0
        case let other:
            Console.error("actorfix rules: --format takes text or json (got '\(other)')\n")
            return 2
        }
        let width = RuleRegistry.all.map(\.id.count).max() ?? 10
        print("\("RULE".padding(toLength: width, withPad: " ", startingAt: 0))  SAFETY  DEFAULT  SUMMARY")
        for rule in RuleRegistry.all {
            print("\(rule.id.padding(toLength: width, withPad: " ", startingAt: 0))  \(rule.safety.rawValue.padding(toLength: 6, withPad: " ", startingAt: 0))  \((rule.enabledByDefault ? "on" : "off").padding(toLength: 7, withPad: " ", startingAt: 0))  \(rule.summary)")
        }
        return 0
    }

    /// `{"version": 1, "rules": [{id, safety, enabledByDefault, summary, rationale, proposals, example}]}`.
    static func json() -> String {
        let rules: [[String: Any]] = RuleRegistry.all.map { rule in
            ["id": rule.id, "safety": rule.safety.rawValue, "enabledByDefault": rule.enabledByDefault, "summary": rule.summary,
             "rationale": rule.rationale, "proposals": rule.proposals,
             "example": ["before": rule.example.before, "after": rule.example.after]]
        }
        let data = (try? JSONSerialization.data(withJSONObject: ["version": 1, "rules": rules], options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    static func explain(_ argv: [String]) -> Int32 {
        if argv.contains("--help") || argv.contains("-h") || argv.isEmpty {
            print("USAGE: actorfix explain RULE\n\n  Rationale, Swift Evolution proposals and a before/after example of a rule.")
            return argv.isEmpty ? 2 : 0
        }
        guard let rule = RuleRegistry.rule(argv[0]) else {
            Console.error("actorfix explain: unknown rule '\(argv[0])'\(Suggestion.didYouMean(argv[0], among: RuleRegistry.ids)); 'actorfix rules' lists them\n")
            return 2
        }
        let links = rule.proposals.map { "  \($0): \(ProposalLinks.link($0))" }
        print("""
            \(rule.id) — \(rule.summary)
            safety: \(rule.safety.rawValue)   enabled by default: \(rule.enabledByDefault ? "yes" : "no")

            \(rule.rationale)

            Proposals:
            \(links.joined(separator: "\n"))

            Before:
            \(rule.example.before.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n"))
            After:
            \(rule.example.after.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n"))
            """)
        return 0
    }
}
