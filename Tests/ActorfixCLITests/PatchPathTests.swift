import ActorfixTestSupport
import Foundation
import Testing

/// `diff` names files as git does: from the top of the work tree, quoted the same way.
@Suite("actorfix diff: paths")
struct PatchPathTests {
    static let names = ["Sources/Sub/with space.swift", "Sources/Sub/naïve.swift", "Sources/Sub/tab\there.swift",
                        "Sources/Sub/q\"uote.swift", "Sources/Other/Plain.swift"]

    /// The `diff --git`, `---` and `+++` lines of a patch, in order.
    func headers(_ patch: String) -> [String] {
        patch.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { $0.hasPrefix("diff --git ") || $0.hasPrefix("--- ") || $0.hasPrefix("+++ ") }.map(String.init)
    }

    @Test func pathsFromTheWorkTreeTopQuotedAsGitDoes() throws {
        let dir = try CLI.repo(Dictionary(uniqueKeysWithValues: PatchPathTests.names.map { ($0, "var a = 1\n") }))
        defer { try? FileManager.default.removeItem(at: dir) }
        let sub = dir.appendingPathComponent("Sources/Sub")
        let patch = try CLI.run(["diff", "--format", "patch", ".", "../Other"], in: sub)
        #expect(patch.status == 1, "\(patch.stderr)")
        #expect(!patch.stdout.contains("a/../"))
        // git's own headers for the same changes.
        let fix = try CLI.run(["fix", ".", "../Other"], in: sub)
        #expect(fix.status == 0, "\(fix.stderr)")
        let git = try Subprocess.run("git", ["diff", "--", "."], in: dir)
        #expect(Set(headers(patch.stdout)) == Set(headers(git.stdout)))
        #expect(headers(patch.stdout).count == 15)
        // Applied from the subfolder, the patch changes its files as fix did (git leaves the
        // files outside the folder alone); applied from the top, all of them.
        let fixed = try PatchPathTests.names.map { try CLI.read(dir, $0) }
        try CLI.git(["checkout", "--", "."], in: dir)
        try Data(patch.stdout.utf8).write(to: dir.appendingPathComponent("changes.patch"))
        let apply = try Subprocess.run("git", ["apply", "../../changes.patch"], in: sub)
        #expect(apply.status == 0, "\(apply.stderr)")
        let inSub = PatchPathTests.names.filter { $0.hasPrefix("Sources/Sub/") }
        #expect(try inSub.map { try CLI.read(dir, $0) } == Array(fixed.prefix(inSub.count)))
        try CLI.git(["checkout", "--", "."], in: dir)
        try CLI.git(["apply", "changes.patch"], in: dir)
        #expect(try PatchPathTests.names.map { try CLI.read(dir, $0) } == fixed)
    }

    /// Outside git, paths are relative to the project root.
    @Test func outsideGitFromTheProjectRoot() throws {
        let dir = try CLI.folder(["Package.swift": Array("// swift-tools-version:5.9\n".utf8), "Sources/App/A.swift": Array("var a = 1\n".utf8),
                                  "Sources/Support/B.swift": Array("var b = 1\n".utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let patch = try CLI.run(["diff", "--format", "patch", ".", "../Support"], in: dir.appendingPathComponent("Sources/App"))
        #expect(headers(patch.stdout) == ["diff --git a/Sources/App/A.swift b/Sources/App/A.swift", "--- a/Sources/App/A.swift", "+++ b/Sources/App/A.swift",
                                          "diff --git a/Sources/Support/B.swift b/Sources/Support/B.swift", "--- a/Sources/Support/B.swift", "+++ b/Sources/Support/B.swift"])
    }

    /// With colour, each line of a CRLF file's hunk is shown (its "\r" after the colour): the
    /// lines were split as Characters, and "\r\n" is one, so hunks came out empty.
    @Test func colouredHunksOfCRLFFilesShowTheirLines() throws {
        let dir = try CLI.repo(["a.swift": "var g = 0\r\nprint(g)\r\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let coloured = try CLI.run(["diff", "--color", "always", "a.swift"], in: dir)
        #expect(coloured.status == 1, "\(coloured.stderr)")
        #expect(coloured.stdout.contains("\u{1B}[31m-var g = 0\u{1B}[0m\r\n"), "\(coloured.stdout.debugDescription)")
        #expect(coloured.stdout.contains("\u{1B}[32m+let g = 0\u{1B}[0m\r\n"), "\(coloured.stdout.debugDescription)")
        #expect(coloured.stdout.contains(" print(g)\u{1B}[0m\r\n"), "\(coloured.stdout.debugDescription)")
    }
}
