import ActorfixTestSupport
import Foundation
import Testing

@Suite("actorfix review")
struct ReviewCommandTests {
    static let a = "var alpha = 1\nvar beta = 2\nfunc f() { beta += 1 }\n"
    static let b = "enum Config {\n    static var retries = 3\n    static var names = [\"x\"]\n}\n"

    func folder() throws -> URL { try CLI.folder(["A.swift": Array(ReviewCommandTests.a.utf8), "B.swift": Array(ReviewCommandTests.b.utf8)]) }
    func read(_ dir: URL, _ name: String) throws -> String { try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8) }

    @Test func scriptedAnswersWriteExactlyTheAcceptedSubset() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A.swift: alpha (let) yes, beta (nonisolated(unsafe)) no; B.swift: retries no, names yes.
        let result = try CLI.run(["review", "--allow-no-vcs", "--color", "never", "."], in: dir, stdin: Data("y\nn\nn\ny\n".utf8))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try read(dir, "A.swift") == "let alpha = 1\nvar beta = 2\nfunc f() { beta += 1 }\n")
        #expect(try read(dir, "B.swift") == "enum Config {\n    static var retries = 3\n    static let names = [\"x\"]\n}\n")
        #expect(result.stderr.contains("change 1 of 4, file 1 of 2"))
        #expect(result.stderr.contains("change 3 of 4, file 2 of 2"))
        #expect(result.stderr.contains("[global-mutable-state] review"))
        #expect(result.stdout.contains("applied 2, skipped 2"))
    }

    @Test func undoRuleWideFileWideAndQuit() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // y, then undo it, then n; then `f` skips the rest of A.swift; `a` accepts the rule for the rest.
        let first = try CLI.run(["review", "--allow-no-vcs", "."], in: dir, stdin: Data("y\nu\nn\nf\na\n".utf8))
        #expect(first.status == 0)
        #expect(first.stderr.contains("undone; going back"))
        #expect(try read(dir, "A.swift") == ReviewCommandTests.a)
        #expect(try read(dir, "B.swift") == "enum Config {\n    static let retries = 3\n    static let names = [\"x\"]\n}\n")
        let other = try folder()
        defer { try? FileManager.default.removeItem(at: other) }
        // `d` skips the rule everywhere; `q` keeps what was accepted.
        let skipRule = try CLI.run(["review", "--allow-no-vcs", "."], in: other, stdin: Data("d\n".utf8))
        #expect(skipRule.stdout.contains("applied 0, skipped 4"))
        #expect(try read(other, "A.swift") == ReviewCommandTests.a)
        let quit = try CLI.run(["review", "--allow-no-vcs", "."], in: other, stdin: Data("y\nq\n".utf8))
        #expect(quit.stdout.contains("applied 1, skipped 0 (quit early)"))
        #expect(try read(other, "A.swift") == "let alpha = 1\nvar beta = 2\nfunc f() { beta += 1 }\n")
        #expect(try read(other, "B.swift") == ReviewCommandTests.b)
    }

    @Test func editTheHunkInTheEditor() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let editor = dir.appendingPathComponent("editor.sh")
        try Data("#!/bin/sh\nsed -i -e 's/let alpha = 1/let alpha = 100/' \"$1\"\n".utf8).write(to: editor)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor.path)
        var environment = ProcessInfo.processInfo.environment
        environment["EDITOR"] = editor.path
        environment.removeValue(forKey: "VISUAL")
        try Subprocess.run(CLI.binary.path, ["review", "--allow-no-vcs", "."], in: dir, environment: environment, stdin: Data("e\nq\n".utf8))
        #expect(try read(dir, "A.swift") == "let alpha = 100\nvar beta = 2\nfunc f() { beta += 1 }\n")
    }

    /// The real thing: a terminal under tmux, single key presses, raw mode restored on Ctrl-C.
    @Test func singleKeysInAPseudoTerminal() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux") else { return }
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let session = "actorfix-test-\(UInt32.random(in: 0...UInt32.max))"
        // A server of its own (-L): the test neither needs nor disturbs a tmux the developer runs.
        func tmux(_ args: [String]) throws -> String {
            try Subprocess.run("/usr/bin/tmux", ["-L", session] + args, captureOutput: args.first == "capture-pane").stdout
        }
        func screen() throws -> String { try tmux(["capture-pane", "-p", "-J", "-S", "-200", "-t", session]) }
        func waitFor(_ text: String, count: Int = 1) throws -> Bool {
            for _ in 0..<100 {
                if try screen().components(separatedBy: text).count - 1 >= count { return true }
                usleep(100_000)
            }
            return false
        }
        let command = "trap true INT; cd '\(dir.path)' && '\(CLI.binary.path)' review --allow-no-vcs --color never .; echo EXIT=$?; stty -a | grep -o -- '-\\{0,1\\}icanon'; sleep 30"
        _ = try tmux(["new-session", "-d", "-s", session, "-x", "160", "-y", "60", command])
        defer { _ = try? tmux(["kill-session", "-t", session]) }
        #expect(try waitFor("Apply this change"))
        // One key, no Enter: raw mode.
        _ = try tmux(["send-keys", "-t", session, "y"])
        #expect(try waitFor("change 2 of 4"))
        _ = try tmux(["send-keys", "-t", session, "n"])
        #expect(try waitFor("change 3 of 4"))
        // Ctrl-C: A.swift is complete (settled and written), B.swift untouched; the terminal is restored.
        _ = try tmux(["send-keys", "-t", session, "C-c"])
        #expect(try waitFor("EXIT=130"))
        _ = try waitFor("icanon") // the stty line comes right after
        let text = try screen()
        #expect(text.contains("interrupted"))
        #expect(text.contains("icanon") && !text.contains("-icanon"), "terminal left in raw mode")
        #expect(try read(dir, "A.swift") == "let alpha = 1\nvar beta = 2\nfunc f() { beta += 1 }\n")
        #expect(try read(dir, "B.swift") == ReviewCommandTests.b)
    }
}
