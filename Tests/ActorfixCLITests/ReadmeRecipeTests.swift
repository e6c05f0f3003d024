import ActorfixTestSupport
import Foundation
import Testing

/// The README's install recipes, run as written with the built binary on PATH.
@Suite("README recipes")
struct ReadmeRecipeTests {
    /// The first fenced code block after the heading.
    static func block(after heading: String) throws -> String {
        let readme = try String(contentsOf: InstallTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: heading)).upperBound
        let open = try #require(readme.range(of: "```sh\n", range: section..<readme.endIndex)).upperBound
        let close = try #require(readme.range(of: "```", range: open..<readme.endIndex)).lowerBound
        return String(readme[open..<close])
    }

    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = CLI.binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["GIT_AUTHOR_NAME"] = "t"; environment["GIT_AUTHOR_EMAIL"] = "t@example.com"
        environment["GIT_COMMITTER_NAME"] = "t"; environment["GIT_COMMITTER_EMAIL"] = "t@example.com"
        return environment
    }

    @Test func preCommitHookGatesOnlyNewFindings() throws {
        let hook = try ReadmeRecipeTests.block(after: "### Before each commit: a git hook")
        #expect(hook.hasPrefix("#!/bin/sh\n"))
        let dir = try CLI.repo(["Sources/Old.swift": "var legacy = 1\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try Subprocess.run(CLI.binary.path, ["check", "--write-baseline", "actorfix-baseline.json", "."], in: dir, environment: environment).status == 1)
        let hookPath = dir.appendingPathComponent(".git/hooks/pre-commit")
        try Data(hook.utf8).write(to: hookPath)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hookPath.path)
        try Data("let clean = 1\n".utf8).write(to: dir.appendingPathComponent("Sources/Clean.swift"))
        try Data("var legacy = 1\n// touched\n".utf8).write(to: dir.appendingPathComponent("Sources/Old.swift"))
        let git = { (args: [String]) in try Subprocess.run("git", args, in: dir, environment: environment) }
        _ = try git(["add", "-A"])
        #expect(try git(["commit", "-q", "-m", "known findings only"]).status == 0)
        try Data("var fresh = 1\n".utf8).write(to: dir.appendingPathComponent("Sources/New.swift"))
        _ = try git(["add", "-A"])
        let refused = try git(["commit", "-q", "-m", "a new finding"])
        #expect(refused.status != 0)
        #expect((refused.stdout + refused.stderr).contains("make 'fresh' a let"), "\(refused.stdout)\(refused.stderr)")
    }

    @Test func xcodeBuildPhaseWarnsWithoutFailing() throws {
        let script = try ReadmeRecipeTests.block(after: "### In an Xcode project: a build phase")
        let dir = try CLI.folder(["App/Old.swift": Array("var legacy = 1\n".utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        var environment = environment
        environment["SRCROOT"] = dir.path
        let result = try Subprocess.run("/bin/sh", ["-c", script], environment: environment)
        #expect(result.status == 0)
        #expect(result.stdout.contains("App/Old.swift:1:1: warning: [global-mutable-state] make 'legacy' a let"), "\(result.stdout)")
    }
}
