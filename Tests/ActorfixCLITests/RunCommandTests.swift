import ActorfixTestSupport
import Foundation
import Testing

/// End-to-end tests of check, diff and fix on temporary folders.
@Suite("actorfix check/diff/fix")
struct RunCommandTests {
    static let globals = "import Foundation\n\nvar requestCount = 0\nvar baseURL = \"https://example.com\"\n\nenum Config {\n    static var retries = 3\n}\n\nfunc bump() { requestCount += 1 }\n"

    func git(_ args: [String], in dir: URL) throws {
        let result = try Subprocess.run("git", ["-c", "user.email=t@example.com", "-c", "user.name=t"] + args, in: dir)
        #expect(result.status == 0, "git \(args): \(result.stderr)")
    }

    func repo(_ files: [String: String]) throws -> URL {
        let dir = try CLI.folder(files.mapValues { Array($0.utf8) })
        try git(["init", "-q"], in: dir)
        try git(["add", "-A"], in: dir)
        try git(["commit", "-q", "-m", "init"], in: dir)
        return dir
    }

    @Test func checkExitCodesAndTextReport() throws {
        let dir = try CLI.folder(["Clean.swift": Array("let a = 1\n".utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let clean = try CLI.run(["check", "."], in: dir)
        #expect(clean.status == 0)
        #expect(clean.stdout.contains("1 file scanned, 0 changes in 0 files"))
        try Data(RunCommandTests.globals.utf8).write(to: dir.appendingPathComponent("Globals.swift"))
        let some = try CLI.run(["check", "."], in: dir)
        #expect(some.status == 1)
        #expect(some.stdout.contains("Globals.swift\n"))
        #expect(some.stdout.contains("3:1  [global-mutable-state] review"))
        #expect(some.stdout.contains("4:1  [global-mutable-state] safe  make 'baseURL' a let"))
        #expect(some.stdout.contains("(2 safe, 1 review)"))
        try Data([0xFF, 0xFE, 0x00]).write(to: dir.appendingPathComponent("Binary.swift"))
        let broken = try CLI.run(["check", "."], in: dir)
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("Binary.swift"))
    }

    @Test func machineReadableFormats() throws {
        let dir = try CLI.folder(["Globals.swift": Array(RunCommandTests.globals.utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = try CLI.run(["check", "--format", "json", "."], in: dir)
        #expect(json.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(document["version"] as? Int == 1)
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.count == 3)
        #expect(Set(findings[0].keys) == ["path", "line", "column", "rule", "safety", "message", "reason", "kind"])
        #expect(findings[0]["path"] as? String == "Globals.swift")

        let sarif = try CLI.run(["check", "--format", "sarif", "."], in: dir)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "actorfix")
        #expect((driver["rules"] as? [[String: Any]])?.contains { $0["id"] as? String == "global-mutable-state" } == true)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 3)
        for result in results {
            #expect(result["ruleId"] is String)
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Globals.swift")
            #expect(((location["region"] as? [String: Any])?["startLine"] as? Int ?? 0) >= 1)
        }

        let github = try CLI.run(["check", "--format", "github", "."], in: dir)
        #expect(github.stdout.contains("::warning file=Globals.swift,line=4,col=1,title=actorfix global-mutable-state::[global-mutable-state] make 'baseURL' a let"))
        let xcode = try CLI.run(["check", "--format", "xcode", "."], in: dir)
        #expect(xcode.stdout.contains("Globals.swift:4:1: warning: [global-mutable-state] make 'baseURL' a let"))
        let bad = try CLI.run(["check", "--format", "sarf", "."], in: dir)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("did you mean 'sarif'?"))
    }

    @Test func gitApplyOfDiffEqualsFix() throws {
        let crlfTabs = "enum Flags {\r\n\tstatic var verbose = false\r\n\tstatic var level = 1\r\n}\r\nfunc set() { Flags.level = 2 }"
        let dir = try repo(["Sources/Globals.swift": RunCommandTests.globals, "Sources/Flags.swift": crlfTabs])
        defer { try? FileManager.default.removeItem(at: dir) }
        let diff = try CLI.run(["diff", "Sources"], in: dir)
        #expect(diff.status == 1)
        #expect(diff.stdout.hasPrefix("diff --git a/Sources/Flags.swift b/Sources/Flags.swift\n--- a/Sources/Flags.swift\n+++ b/Sources/Flags.swift\n@@ "))
        #expect(diff.stdout.contains("\\ No newline at end of file"))
        try Data(diff.stdout.utf8).write(to: dir.appendingPathComponent("changes.patch"))
        try git(["apply", "changes.patch"], in: dir)
        let applied = try ["Sources/Globals.swift", "Sources/Flags.swift"].map { try Data(contentsOf: dir.appendingPathComponent($0)) }
        try git(["checkout", "--", "Sources"], in: dir)
        try FileManager.default.removeItem(at: dir.appendingPathComponent("changes.patch"))
        let fix = try CLI.run(["fix", "Sources"], in: dir)
        #expect(fix.status == 0, "\(fix.stderr)")
        let fixed = try ["Sources/Globals.swift", "Sources/Flags.swift"].map { try Data(contentsOf: dir.appendingPathComponent($0)) }
        #expect(applied == fixed)
        let flags = String(decoding: fixed[1], as: UTF8.self)
        #expect(flags == "enum Flags {\r\n\tstatic let verbose = false\r\n\tnonisolated(unsafe) static var level = 1\r\n}\r\nfunc set() { Flags.level = 2 }")
        // A second run finds nothing more.
        #expect(try CLI.run(["check", "Sources"], in: dir).status == 0)
    }

    @Test func fixRefusesDirtyFilesUnlessAllowed() throws {
        let dir = try repo(["Globals.swift": RunCommandTests.globals, "Clean.swift": "let a = 1\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        // A dirty file actorfix would not touch does not block it.
        try Data("let a = 2\n".utf8).write(to: dir.appendingPathComponent("Clean.swift"))
        let other = try CLI.run(["fix", "--rules", "state-main-actor-model", "."], in: dir)
        #expect(other.status == 0, "\(other.stderr)")
        try Data((RunCommandTests.globals + "// edited\n").utf8).write(to: dir.appendingPathComponent("Globals.swift"))
        let refused = try CLI.run(["fix", "."], in: dir)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("1 file has uncommitted changes"))
        #expect(refused.stderr.contains("Globals.swift"))
        #expect(refused.stderr.contains("--allow-dirty"))
        #expect(try String(contentsOf: dir.appendingPathComponent("Globals.swift"), encoding: .utf8).hasSuffix("// edited\n"))
        let allowed = try CLI.run(["fix", "--allow-dirty", "."], in: dir)
        #expect(allowed.status == 0)
        #expect(try String(contentsOf: dir.appendingPathComponent("Globals.swift"), encoding: .utf8).contains("let baseURL"))
    }

    @Test func suppressionCommentsAndConfig() throws {
        let source = "// actorfix:ignore\nvar a = 1\nvar b = 2 // actorfix:ignore global-mutable-state\nvar c = 3\n"
        let dir = try CLI.folder(["A.swift": Array(source.utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLI.run(["diff", "--format", "patch", "."], in: dir)
        #expect(result.stdout.contains("-var c = 3\n+let c = 3\n"))
        #expect(!result.stdout.contains("+let a") && !result.stdout.contains("+let b"))
        try Data("{ \"disable\": [\"global-mutable-state\"] }".utf8).write(to: dir.appendingPathComponent(".actorfix.json"))
        #expect(try CLI.run(["check", "."], in: dir).status == 0)
        try Data("{ \"disabel\": [] }".utf8).write(to: dir.appendingPathComponent(".actorfix.json"))
        let typo = try CLI.run(["check", "."], in: dir)
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("unknown key 'disabel'; did you mean 'disable'?"))
        let unknownRule = try CLI.run(["check", "--disable", "global-mutable", "."], in: dir.deletingLastPathComponent())
        #expect(unknownRule.status == 2)
        #expect(unknownRule.stderr.contains("unknown rule 'global-mutable'"))
    }

    @Test func stdinMode() throws {
        let fixed = try CLI.run(["fix", "-"], stdin: Data("var x = 1\n".utf8))
        #expect(fixed.status == 0)
        #expect(fixed.stdout == "let x = 1\n")
        let checked = try CLI.run(["check", "-"], stdin: Data("var x = 1\n".utf8))
        #expect(checked.status == 1)
        #expect(checked.stdout.contains("<stdin>"))
        let bad = try CLI.run(["fix", "-"], stdin: Data([0xC3, 0x28]))
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("<stdin>: not valid UTF-8"))
    }

    @Test func rulesAndExplain() throws {
        let rules = try CLI.run(["rules"])
        #expect(rules.status == 0)
        #expect(rules.stdout.contains("global-mutable-state"))
        #expect(rules.stdout.contains("safe"))
        let explain = try CLI.run(["explain", "global-mutable-state"])
        #expect(explain.status == 0)
        #expect(explain.stdout.contains("SE-0412"))
        #expect(explain.stdout.contains("Before:"))
        let wrong = try CLI.run(["explain", "global-mutable"])
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("did you mean 'global-mutable-state'?"))
        for command in ["check", "diff", "fix"] {
            let help = try CLI.run([command, "--help"])
            #expect(help.status == 0 && help.stdout.contains("USAGE: actorfix \(command)"))
        }
    }
}

@Suite("actorfix check --to swift6.2")
struct ApproachableConcurrencyPlanTests {
    @Test func showsRedundantAnnotationsAndNeededConcurrent() throws {
        let source = """
            @MainActor final class Model {
                var title = ""
            }

            struct Worker {
                nonisolated func crunch() async -> Int { 42 }
            }
            """
        let dir = try CLI.folder(["Sources/App/A.swift": Array(source.utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let plan = try CLI.run(["check", "--to", "swift6.2", "."], in: dir)
        #expect(plan.status == 1)
        #expect(plan.stdout.contains("[concurrent-for-nonsending] safe  keep 'crunch' on the global executor with @concurrent"))
        // Removing redundant annotations is a cleanup people do not make: only on request.
        #expect(!plan.stdout.contains("redundant-main-actor"), "\(plan.stdout)")
        let cleanup = try CLI.run(["check", "--to", "swift6.2", "--rules", "redundant-main-actor", "."], in: dir)
        #expect(cleanup.stdout.contains("[redundant-main-actor] safe  remove @MainActor from 'Model'"))
        // The plain Swift 6 migration proposes neither.
        let swift6 = try CLI.run(["check", "."], in: dir)
        #expect(swift6.status == 0, "\(swift6.stdout)")
        let bad = try CLI.run(["check", "--to", "swift7", "."], in: dir)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--to takes swift6 or swift6.2"))
    }
}
