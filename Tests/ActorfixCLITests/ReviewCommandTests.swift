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

    /// The summary counts what was written: accepted changes of a file that could not be written
    /// are "not written", never "applied".
    @Test func acceptedChangesOfAnUnwritableFileAreNotCountedAsApplied() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: dir.appendingPathComponent("B.swift").path)
        let result = try CLI.run(["review", "--allow-no-vcs", "--color", "never", "."], in: dir, stdin: Data("y\nn\ny\ny\n".utf8))
        #expect(result.status == 2)
        #expect(result.stderr.contains("B.swift: read-only; not written"), "\(result.stderr)")
        #expect(result.stdout.contains("applied 1, skipped 1; 2 accepted changes in 1 file not written"), "\(result.stdout)")
        #expect(try read(dir, "A.swift") == "let alpha = 1\nvar beta = 2\nfunc f() { beta += 1 }\n")
        #expect(try read(dir, "B.swift") == ReviewCommandTests.b)
    }

    /// One file at a time takes a round per file: more files than `fix`'s round limit still all finish.
    @Test func moreFilesThanTheRoundLimit() throws {
        var files: [String: [UInt8]] = [:]
        for i in 1...16 { files["F\(i).swift"] = Array("var v\(i) = 1\n".utf8) }
        let dir = try CLI.folder(files)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLI.run(["review", "--allow-no-vcs", "."], in: dir, stdin: Data("a\n".utf8))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("applied 16, skipped 0"))
        for i in 1...16 { #expect(try read(dir, "F\(i).swift") == "let v\(i) = 1\n") }
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

    /// A terminal under tmux, with its own server (-L): the test neither needs nor disturbs a tmux
    /// the developer runs.
    struct PseudoTerminal {
        let session = "actorfix-test-\(UInt32.random(in: 0...UInt32.max))"

        init?(command: String) throws {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux") else { return nil }
            _ = try tmux(["new-session", "-d", "-s", session, "-x", "160", "-y", "60", command])
        }

        @discardableResult
        func tmux(_ args: [String]) throws -> String {
            try Subprocess.run("/usr/bin/tmux", ["-L", session] + args, captureOutput: args.first == "capture-pane").stdout
        }
        func screen() throws -> String { try tmux(["capture-pane", "-p", "-J", "-S", "-200", "-t", session]) }
        func send(_ keys: String...) throws { try tmux(["send-keys", "-t", session] + keys) }
        func waitFor(_ text: String, count: Int = 1) throws -> Bool {
            for _ in 0..<100 {
                if try screen().components(separatedBy: text).count - 1 >= count { return true }
                usleep(100_000)
            }
            return false
        }
        func close() { _ = try? tmux(["kill-session", "-t", session]) }
    }

    /// The real thing: single key presses; Ctrl-C quits like `q`, keeping the accepted changes,
    /// restores the terminal and leaves no temporary file.
    @Test func singleKeysInAPseudoTerminal() throws {
        let dir = try folder()
        let temp = try CLI.folder([:])
        defer { try? FileManager.default.removeItem(at: dir); try? FileManager.default.removeItem(at: temp) }
        let command = "trap true INT; cd '\(dir.path)' && TMPDIR='\(temp.path)' '\(CLI.binary.path)' review --allow-no-vcs --color never .; echo EXIT=$?; stty -a | grep -o -- '-\\{0,1\\}icanon'; sleep 30"
        guard let terminal = try PseudoTerminal(command: command) else { return }
        defer { terminal.close() }
        #expect(try terminal.waitFor("Apply this change"))
        // One key, no Enter: raw mode.
        try terminal.send("n")
        #expect(try terminal.waitFor("change 2 of 4"))
        try terminal.send("y")
        #expect(try terminal.waitFor("change 3 of 4"))
        try terminal.send("y")
        #expect(try terminal.waitFor("change 4 of 4"))
        // Ctrl-C: A.swift settled, B.swift's accepted change written too; the terminal is restored.
        try terminal.send("C-c")
        #expect(try terminal.waitFor("EXIT=130"))
        _ = try terminal.waitFor("icanon") // the stty line comes right after
        let text = try terminal.screen()
        #expect(text.contains("interrupted"))
        #expect(text.contains("icanon") && !text.contains("-icanon"), "terminal left in raw mode")
        #expect(try read(dir, "A.swift") == "var alpha = 1\nnonisolated(unsafe) var beta = 2\nfunc f() { beta += 1 }\n")
        #expect(try read(dir, "B.swift") == "enum Config {\n    static let retries = 3\n    static var names = [\"x\"]\n}\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["A.swift", "B.swift"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: temp.path).isEmpty)
    }

    /// `e` with a real terminal editor: vi gets the terminal (it is not stopped in a background
    /// process group), and what is saved there is what is applied.
    @Test func editWithATerminalEditor() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/vi") else { return }
        let dir = try folder()
        let temp = try CLI.folder([:])
        defer { try? FileManager.default.removeItem(at: dir); try? FileManager.default.removeItem(at: temp) }
        let command = "cd '\(dir.path)' && TMPDIR='\(temp.path)' VISUAL= EDITOR='vi -u NONE -i NONE -n' '\(CLI.binary.path)' review --allow-no-vcs --color never .; echo EXIT=$?; sleep 30"
        guard let terminal = try PseudoTerminal(command: command) else { return }
        defer { terminal.close() }
        #expect(try terminal.waitFor("Apply this change"))
        try terminal.send("e")
        #expect(try terminal.waitFor("actorfix-hunk-"), "\((try? terminal.screen()) ?? "")")
        try terminal.send(":s/= 1/= 7/", "Enter")
        try terminal.send(":wq", "Enter")
        #expect(try terminal.waitFor("change 2 of 4"), "\((try? terminal.screen()) ?? "")")
        try terminal.send("q")
        #expect(try terminal.waitFor("EXIT=0"))
        #expect(try read(dir, "A.swift") == "let alpha = 7\nvar beta = 2\nfunc f() { beta += 1 }\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temp.path).isEmpty)
    }
}
