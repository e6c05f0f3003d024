import ActorfixTestSupport
import Foundation
import Testing

/// `fix` writes only what it was given, only under version control, and says what it did not write.
@Suite("actorfix fix: safety of writes")
struct WriteSafetyTests {
    let fm = FileManager.default

    @Test func symlinksNeverLeadOutsideOrCountTwice() throws {
        let outside = try CLI.folder(["Shared.swift": Array("var shared = 1\n".utf8)])
        let dir = try CLI.repo(["A.swift": "var a = 1\n", "Sources/B.swift": "var b = 1\n"])
        defer { try? fm.removeItem(at: dir); try? fm.removeItem(at: outside) }
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("Linked").path, withDestinationPath: outside.path)
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("Alias.swift").path, withDestinationPath: "A.swift")
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("Mirror").path, withDestinationPath: "Sources")
        try CLI.git(["add", "-A"], in: dir)
        try CLI.git(["commit", "-q", "-m", "links"], in: dir)

        let check = try CLI.run(["check", "."], in: dir)
        #expect(check.stdout.contains("2 files scanned, 2 changes in 2 files"), "\(check.stdout)")
        #expect(check.stderr.contains("Linked: a symbolic link to a folder outside the paths given"))
        let fix = try CLI.run(["fix", "."], in: dir)
        #expect(fix.status == 0, "\(fix.stderr)")
        #expect(try CLI.read(outside, "Shared.swift") == "var shared = 1\n")
        #expect(try CLI.read(dir, "A.swift") == "let a = 1\n")
        #expect(try CLI.read(dir, "Sources/B.swift") == "let b = 1\n")
        // The link is still a link, with the link's own mode untouched.
        let attributes = try fm.attributesOfItem(atPath: dir.appendingPathComponent("Alias.swift").path)
        #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
        #expect(try fm.destinationOfSymbolicLink(atPath: dir.appendingPathComponent("Alias.swift").path) == "A.swift")
        // Named explicitly, a link is written through to the file it names.
        try CLI.git(["commit", "-q", "-am", "fixed"], in: dir)
        try Data("var a = 2\n".utf8).write(to: dir.appendingPathComponent("A.swift"))
        try CLI.git(["commit", "-q", "-am", "again"], in: dir)
        #expect(try CLI.run(["fix", "Alias.swift"], in: dir).status == 0)
        #expect(try CLI.read(dir, "A.swift") == "let a = 2\n")
        #expect(try fm.destinationOfSymbolicLink(atPath: dir.appendingPathComponent("Alias.swift").path) == "A.swift")
        // Named explicitly, a link that leads out of version control is judged by where it leads.
        for path in ["Linked", "Linked/Shared.swift"] {
            let refused = try CLI.run(["fix", path], in: dir)
            #expect(refused.status == 2 && refused.stderr.contains("not under version control"), "\(path): \(refused.stderr)")
            #expect(try CLI.read(outside, "Shared.swift") == "var shared = 1\n")
        }
        #expect(try CLI.run(["fix", "--allow-no-vcs", "Linked"], in: dir).status == 0)
        #expect(try CLI.read(outside, "Shared.swift") == "let shared = 1\n")
    }

    @Test func symlinkLoopsAreNotWalked() throws {
        let dir = try CLI.folder(["A.swift": Array("var a = 1\n".utf8), "x/B.swift": Array("let b = 1\n".utf8),
                                  "x/y/C.swift": Array("let c = 1\n".utf8)])
        defer { try? fm.removeItem(at: dir) }
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("x/y/up").path, withDestinationPath: "../..")
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("x/loop").path, withDestinationPath: "loop")
        let check = try CLI.run(["check", "--format", "json", "."], in: dir)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
        #expect((document["summary"] as? [String: Any])?["filesScanned"] as? Int == 3, "\(check.stdout)")
        #expect(!check.stdout.contains("up/") && !check.stderr.contains("up/x"))
    }

    /// The walk for Package.swift files and Xcode projects does not follow links either.
    @Test func settingsDoesNotFollowLinkedFolders() throws {
        let outside = try CLI.folder(["Package.swift": Array("let broken = 1\n".utf8)])
        let dir = try CLI.folder(["App/A.swift": Array("let a = 1\n".utf8)])
        defer { try? fm.removeItem(at: dir); try? fm.removeItem(at: outside) }
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("App/Vendor").path, withDestinationPath: outside.path)
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("App/loop").path, withDestinationPath: "..")
        let settings = try CLI.run(["settings", "."], in: dir)
        #expect(settings.status == 0, "\(settings.stderr)")
        #expect(!settings.stderr.contains("swift-tools-version"))
    }

    @Test func onlySwiftFilesAreReadAsSwift() throws {
        let markdown = "# Notes\n\n    var indented = 1\n"
        let dir = try CLI.repo(["README.md": markdown, "A.swift": "var a = 1\n"])
        defer { try? fm.removeItem(at: dir) }
        let fix = try CLI.run(["fix", "README.md", "A.swift"], in: dir)
        #expect(fix.status == 0, "\(fix.stderr)")
        #expect(fix.stderr.contains("README.md: not a Swift file"))
        #expect(try CLI.read(dir, "README.md") == markdown)
        #expect(try CLI.read(dir, "A.swift") == "let a = 1\n")
    }

    @Test func fixNeedsVersionControlAndAllowsStagedChangesOnRequest() throws {
        let plain = try CLI.folder(["A.swift": Array("var a = 1\n".utf8)])
        defer { try? fm.removeItem(at: plain) }
        let refused = try CLI.run(["fix", "."], in: plain)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("not under version control") && refused.stderr.contains("--allow-no-vcs"))
        #expect(try CLI.read(plain, "A.swift") == "var a = 1\n")
        #expect(try CLI.run(["review", "."], in: plain, stdin: Data("y\n".utf8)).status == 2)
        // A path that does not exist is named as such.
        let missing = try CLI.run(["fix", "Missing"], in: plain)
        #expect(missing.status == 2 && missing.stderr.contains("Missing: no such file or folder") && !missing.stderr.contains("version control"))
        #expect(try CLI.run(["fix", "--allow-no-vcs", "."], in: plain).status == 0)
        #expect(try CLI.read(plain, "A.swift") == "let a = 1\n")

        let dir = try CLI.repo(["A.swift": "var a = 1\n"])
        defer { try? fm.removeItem(at: dir) }
        try Data("var a = 1\nvar b = 2\n".utf8).write(to: dir.appendingPathComponent("A.swift"))
        try CLI.git(["add", "A.swift"], in: dir)
        #expect(try CLI.run(["fix", "."], in: dir).status == 2)
        let staged = try CLI.run(["fix", "--allow-staged", "."], in: dir)
        #expect(staged.status == 0, "\(staged.stderr)")
        #expect(try CLI.read(dir, "A.swift") == "let a = 1\nlet b = 2\n")
        // Unstaged changes on top are still refused.
        try Data("var c = 3\n".utf8).write(to: dir.appendingPathComponent("A.swift"))
        #expect(try CLI.run(["fix", "--allow-staged", "."], in: dir).status == 2)
    }

    /// `fix` runs git through the spawn helper: a daemon git leaves behind holding its output (as
    /// fsmonitor may) does not hold the run, which Foundation's `Process` would wait on.
    @Test func aDaemonGitLeavesBehindDoesNotHoldFix() throws {
        let realGit = try Subprocess.run("/bin/sh", ["-c", "command -v git"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        try #require(!realGit.isEmpty)
        let dir = try CLI.repo(["A.swift": "var a = 1\n"])
        let tools = try CLI.folder(["git": Array("#!/bin/sh\nsleep 25 &\necho $! >> \"$DAEMON_PIDS\"\nexec '\(realGit)' \"$@\"\n".utf8)])
        let pids = tools.appendingPathComponent("pids").path
        defer {
            let started = ((try? String(contentsOfFile: pids, encoding: .utf8)) ?? "").split(separator: "\n").compactMap { Int32($0) }
            for pid in started { kill(pid, SIGKILL) }
            try? fm.removeItem(at: dir); try? fm.removeItem(at: tools)
        }
        try fm.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tools.appendingPathComponent("git").path)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = tools.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["DAEMON_PIDS"] = pids
        let start = Date()
        let fix = try Subprocess.run(CLI.binary.path, ["fix", "."], in: dir, environment: environment, timeout: 120)
        #expect(fix.status == 0, "\(fix.stderr)")
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(try CLI.read(dir, "A.swift") == "let a = 1\n")
        #expect(!((try? String(contentsOfFile: pids, encoding: .utf8)) ?? "").isEmpty, "the run went through the stand-in git")
    }

    @Test func readOnlyFilesAndFIFOsAreRefusedAndCounted() throws {
        let dir = try CLI.repo(["A.swift": "var a = 1\n", "B.swift": "var b = 1\nvar c = 2\n"])
        defer { try? fm.removeItem(at: dir) }
        try fm.setAttributes([.posixPermissions: 0o444], ofItemAtPath: dir.appendingPathComponent("B.swift").path)
        let fix = try CLI.run(["fix", "."], in: dir)
        #expect(fix.status == 2)
        #expect(fix.stderr.contains("applied 1 change to 1 file (0 to review); 1 file not written:"), "\(fix.stderr)")
        #expect(fix.stderr.contains("B.swift: read-only; not written"))
        #expect(try CLI.read(dir, "A.swift") == "let a = 1\n")
        #expect(try CLI.read(dir, "B.swift") == "var b = 1\nvar c = 2\n")

        let fifo = dir.appendingPathComponent("Pipe.swift").path
        #expect(mkfifo(fifo, 0o644) == 0)
        // Neither named nor found by the walk does a FIFO make the run wait for a writer.
        for paths in [["Pipe.swift"], ["."]] {
            let check = try Subprocess.run(CLI.binary.path, ["check"] + paths, in: dir, timeout: 60)
            #expect(check.status == 2)
            #expect(check.stderr.contains("Pipe.swift: not a regular file\n") && !check.stderr.contains("; skipped"), "\(check.stderr)")
        }
    }
}
