import ActorfixEngine
import ActorfixRules
import Foundation

/// `actorfix rules` and `actorfix explain RULE`.
enum RulesCommand {
    static func list(_ argv: [String]) -> Int32 {
        if argv.contains("--help") || argv.contains("-h") {
            print("USAGE: actorfix rules\n\n  Lists every rule: id, safety, enabled by default, summary.")
            return 0
        }
        guard argv.isEmpty else {
            Console.error("actorfix rules: takes no arguments\(Suggestion.didYouMean(argv[0], among: ["--help"]))\n")
            return 2
        }
        let width = RuleRegistry.all.map(\.id.count).max() ?? 10
        print("\("RULE".padding(toLength: width, withPad: " ", startingAt: 0))  SAFETY  DEFAULT  SUMMARY")
        for rule in RuleRegistry.all {
            print("\(rule.id.padding(toLength: width, withPad: " ", startingAt: 0))  \(rule.safety.rawValue.padding(toLength: 6, withPad: " ", startingAt: 0))  \((rule.enabledByDefault ? "on" : "off").padding(toLength: 7, withPad: " ", startingAt: 0))  \(rule.summary)")
        }
        return 0
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
        let links = rule.proposals.map { proposal -> String in
            let number = proposal.replacingOccurrences(of: "SE-", with: "")
            return "  \(proposal): https://github.com/swiftlang/swift-evolution/blob/main/proposals/\(number)-*.md"
        }
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
