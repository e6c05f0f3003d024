import ActorfixTestSupport
import Foundation
import Testing

/// Suppression comments: SwiftLint's `disable:next`, and warnings for ones that do nothing.
@Suite("suppression comments and rules --format json")
struct SuppressionTests {
    @Test func disableNextAndWarningsForMisspellings() throws {
        let source = """
            // actorfix:disable:next global-mutable-state
            var a = 1
            var b = 2
            // actorfix:ingore
            var c = 3
            var d = 4 // actorfix:ignore global-mutable
            // actorfix:disable:next all
            var e = 5

            """
        let dir = try CLI.folder(["Sources/A.swift": Array(source.utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let check = try CLI.run(["check", "Sources"], in: dir)
        #expect(check.status == 1)
        #expect(!check.stdout.contains("'a'") && !check.stdout.contains("'e'"))
        #expect(check.stdout.contains("'b'") && check.stdout.contains("'c'") && check.stdout.contains("'d'"))
        #expect(check.stderr.contains("actorfix: warning: Sources/A.swift:4: unknown suppression directive 'actorfix:ingore'; did you mean 'ignore'?"), "\(check.stderr)")
        #expect(check.stderr.contains("actorfix: warning: Sources/A.swift:6: unknown rule 'global-mutable' in a suppression comment; did you mean 'global-mutable-state'?"))
        #expect(check.stderr.components(separatedBy: "warning:").count == 3)
    }

    /// A directive starts its comment's text: a sentence mentioning actorfix is prose (no warning),
    /// while `// actorfix: ignore` (a space, then a known verb) still suppresses.
    @Test func proseMentioningActorfixIsNotADirective() throws {
        let source = """
            // Note for reviewers, written after running actorfix: Model became Sendable.
            var a = 1
            /* see actorfix:ignore-file in the docs */
            var b = 2
            // actorfix: ignore
            var c = 3

            """
        let dir = try CLI.folder(["Sources/A.swift": Array(source.utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let check = try CLI.run(["check", "Sources"], in: dir)
        #expect(check.stderr.isEmpty, "\(check.stderr)")
        #expect(check.stdout.contains("'a'") && check.stdout.contains("'b'"), "\(check.stdout)")
        #expect(!check.stdout.contains("'c'"), "\(check.stdout)")
    }

    /// `ignore-file RULE` silences that rule in the whole file and leaves the others on.
    @Test func ignoreFileWithARuleSilencesOnlyThatRule() throws {
        let source = "import Foundation\n\nvar counter = 0\n\nfinal class Uploader {\n    let name = \"uploads\"\n    func start() {\n        Task.detached { print(self.name, counter) }\n    }\n}\n\n// actorfix:ignore-file global-mutable-state\n"
        let dir = try CLI.folder(["Sources/A.swift": Array(source.utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let check = try CLI.run(["check", "Sources"], in: dir)
        #expect(!check.stdout.contains("[global-mutable-state]"), "\(check.stdout)")
        let all = try CLI.run(["check", "Sources"], in: try CLI.folder(["Sources/A.swift": Array(source.replacingOccurrences(of: "// actorfix:ignore-file global-mutable-state", with: "").utf8)]))
        #expect(all.stdout.contains("[global-mutable-state]"), "\(all.stdout)")
        func ruleIDs(_ text: String) -> Set<String> {
            Set(text.split(separator: "\n").compactMap { line -> String? in
                guard let open = line.firstIndex(of: "["), let close = line[open...].firstIndex(of: "]") else { return nil }
                return String(line[line.index(after: open)..<close])
            })
        }
        let others = ruleIDs(all.stdout)
        #expect(others.count > 1, "another rule must report here too: \(all.stdout)")
        for rule in others where rule != "global-mutable-state" { #expect(check.stdout.contains("[\(rule)]"), "\(rule) silenced too: \(check.stdout)") }
        #expect(check.stderr.isEmpty, "\(check.stderr)")
    }

    @Test func rulesAsJSON() throws {
        let result = try CLI.run(["rules", "--format", "json"])
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["version"] as? Int == 1)
        let rules = try #require(document["rules"] as? [[String: Any]])
        let text = try CLI.run(["rules"]).stdout
        #expect(rules.count == text.split(separator: "\n").count - 1)
        let global = try #require(rules.first { $0["id"] as? String == "global-mutable-state" })
        #expect(global["safety"] as? String == "safe")
        #expect(global["enabledByDefault"] as? Bool == true)
        #expect((global["proposals"] as? [String])?.contains("SE-0412") == true)
        #expect(((global["example"] as? [String: Any])?["before"] as? String)?.isEmpty == false)
        #expect(try CLI.run(["rules", "--format", "yaml"]).status == 2)
    }

    /// Every proposal `explain` cites links to its real page.
    @Test func explainLinksToRealProposalPages() throws {
        let ids = try CLI.run(["rules"]).stdout.split(separator: "\n").dropFirst().compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(ids.count >= 10)
        for id in ids {
            let explain = try CLI.run(["explain", id])
            let links = explain.stdout.split(separator: "\n").filter { $0.contains("swift-evolution/blob/main/proposals/") }
            for link in links {
                #expect(!link.contains("*") && link.hasSuffix(".md"), "\(id): \(link)")
                let number = link.split(separator: ":").first.map { $0.trimmingCharacters(in: .whitespaces).dropFirst(3) } ?? ""
                #expect(link.contains("/proposals/\(number)-"), "\(id): \(link)")
            }
        }
    }
}
