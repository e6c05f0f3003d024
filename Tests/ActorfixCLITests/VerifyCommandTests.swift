import ActorfixTestSupport
import Foundation
import Testing

/// `--verify`, `--build-command` and `--diagnostics` through the built binary.
@Suite("actorfix --verify")
struct VerifyCommandTests {
    static let globals = "var counter = 0\nvar name = \"x\"\nfunc bump() { counter += 1 }\n"

    /// A stand-in compiler: an error for each global `var`, and one for `let name`, which the
    /// project (say) cannot have: actorfix's `let` for it must be backed out.
    static let fakeBuild = """
        awk '/^var / { printf "%s:%d:5: error: var %s is not concurrency-safe because it is nonisolated global shared mutable state\\n", FILENAME, NR, $2 }
             /^let name/ { printf "%s:%d:5: error: name must stay a var\\n", FILENAME, NR }' Sources/Globals.swift

        """

    func json(_ output: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    }

    func text(_ dir: URL, _ path: String) throws -> String {
        try String(contentsOf: dir.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func swiftPMPackageInSwift6ModeGetsFewerErrors() throws {
        let dir = try CLI.folder([
            "Package.swift": Array("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Lib\", targets: [.target(name: \"Lib\")])\n".utf8),
            "Sources/Lib/Globals.swift": Array(VerifyCommandTests.globals.utf8),
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let check = try CLI.run(["check", "--verify", "--format", "json", "."], in: dir)
        #expect(check.status == 1, "\(check.stderr)")
        let verify = try #require(try json(check.stdout)["verify"] as? [String: Any])
        #expect((verify["errorsBefore"] as? Int ?? 0) >= 2, "\(verify)")
        #expect(verify["errorsAfter"] as? Int == 0)
        #expect(verify["builds"] as? Int == 2)
        #expect((verify["backedOut"] as? [Any])?.isEmpty == true)
        #expect((verify["source"] as? String)?.contains("-swift-version -Xswiftc 6") == true)
        #expect(try text(dir, "Sources/Lib/Globals.swift") == VerifyCommandTests.globals, "check --verify changes no file")

        let fix = try CLI.run(["fix", "--allow-no-vcs", "--verify", "."], in: dir)
        #expect(fix.status == 0, "\(fix.stderr)")
        #expect(fix.stderr.contains("before, 0 after"))
        #expect(try text(dir, "Sources/Lib/Globals.swift").contains("let name = \"x\""))
    }

    /// The README's verified run: a folder the config excludes assigns a global, so actorfix's
    /// `let` for it breaks the build and is backed out. Run twice in the same scratch folder: after
    /// a failed build, the Swift 6.3 driver recompiled the changed file but not the excluded one
    /// that assigns the global, so the second run's build said the `let` compiled and fix wrote it.
    @Test func aChangeThatBreaksAnExcludedFileIsBackedOutOnEveryRun() throws {
        let settings = "var apiBase = \"https://api.example.com\"\nvar requestCount = 0\n\npublic func request(_ path: String) -> String {\n    requestCount += 1\n    return apiBase + path\n}\n"
        let dir = try CLI.folder([
            "Package.swift": Array("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Demo\", targets: [.target(name: \"Lib\")])\n".utf8),
            ".actorfix.json": Array("{ \"exclude\": [\"Sources/Lib/Legacy\"] }\n".utf8),
            "Sources/Lib/Settings.swift": Array(settings.utf8),
            "Sources/Lib/Legacy/Staging.swift": Array("func useStaging() {\n    apiBase = \"https://staging.example.com\"\n}\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let check = try CLI.run(["check", "--verify", "--format", "json", "."], in: dir)
        let verify = try #require(try json(check.stdout)["verify"] as? [String: Any], "\(check.stderr)")
        #expect(verify["errorsBefore"] as? Int == 2 && verify["errorsAfter"] as? Int == 1 && verify["builds"] as? Int == 4, "\(verify)")
        let backedOut = try #require(verify["backedOut"] as? [[String: Any]])
        #expect(backedOut.map { $0["message"] as? String ?? "" } == ["make 'apiBase' a let: it is never assigned after initialization"])
        #expect((backedOut.first?["error"] as? [String: Any])?["path"] as? String == "Sources/Lib/Legacy/Staging.swift")

        let fix = try CLI.run(["fix", "--allow-no-vcs", "--verify", "."], in: dir)
        #expect(fix.status == 0, "\(fix.stderr)")
        #expect(fix.stderr.contains("errors: 2 before, 1 after; 1 change kept, 1 backed out"), "\(fix.stderr)")
        #expect(try text(dir, "Sources/Lib/Settings.swift") == settings.replacingOccurrences(of: "var requestCount", with: "nonisolated(unsafe) var requestCount"))
    }

    /// Lib fails in the first build, so App, which depends on it, is not compiled; once the
    /// change fixes Lib, App's own Swift 6 error shows. That is not the change's doing.
    @Test func errorsOfAModuleTheFirstBuildNeverCompiledAreNotBlamedOnTheChanges() throws {
        let manifest = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Demo\", targets: [.target(name: \"Lib\"), .target(name: \"App\", dependencies: [\"Lib\"])])\n"
        let dir = try CLI.folder([
            "Package.swift": Array(manifest.utf8),
            "Sources/Lib/Counter.swift": Array("public var requestCount = 0\npublic func request() -> Int { requestCount += 1; return requestCount }\n".utf8),
            "Sources/App/Launch.swift": Array("import Lib\nvar launches = 0\nfunc launch() -> Int { launches += 1; return request() }\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let check = try CLI.run(["check", "--verify", "--format", "json", "Sources/Lib"], in: dir)
        #expect(check.status == 1, "\(check.stderr)")
        let verify = try #require(try json(check.stdout)["verify"] as? [String: Any])
        #expect((verify["backedOut"] as? [Any])?.isEmpty == true, "\(verify)")
        #expect(verify["builds"] as? Int == 2)
        let remaining = try #require(verify["remaining"] as? [[String: Any]])
        #expect(remaining.map { $0["path"] as? String } == ["Sources/App/Launch.swift"])
        #expect((remaining.first?["actorfix"] as? String)?.hasPrefix("not in the files actorfix was given") == true)
    }

    /// One target declares default main-actor isolation, the other does not: the build applies
    /// each target's own settings, so only what the migration adds is passed as flags. The union
    /// (`-default-isolation MainActor` for every target) hid the other target's Swift 6 error.
    @Test func eachTargetIsBuiltWithItsOwnSettings() throws {
        let manifest = "// swift-tools-version:6.2\nimport PackageDescription\nlet package = Package(name: \"Two\", targets: [\n    .target(name: \"Screens\", swiftSettings: [.defaultIsolation(MainActor.self)]),\n    .target(name: \"Store\"),\n])\n"
        let counter = "var hits = 0\nfunc hit() -> Int {\n    hits += 1\n    return hits\n}\n"
        let dir = try CLI.folder([
            "Package.swift": Array(manifest.utf8),
            "Sources/Screens/Counter.swift": Array(counter.utf8),
            "Sources/Store/Counter.swift": Array(counter.utf8),
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let check = try CLI.run(["check", "--verify", "--format", "json", "."], in: dir)
        let verify = try #require(try json(check.stdout)["verify"] as? [String: Any], "\(check.stdout)\(check.stderr)")
        #expect(!((verify["source"] as? String) ?? "").contains("-default-isolation"), "\(verify)")
        // Per file: the total also counts errors the build names no file for (once, on a loaded
        // machine, a transient one of SwiftPM's), which say nothing about the targets' settings.
        let files = try #require(verify["files"] as? [[String: Any]], "\(verify)")
        let before = Dictionary(files.compactMap { entry in (entry["path"] as? String).map { ($0, entry["errorsBefore"] as? Int ?? -1) } }, uniquingKeysWith: { a, _ in a })
        #expect(before["Sources/Store/Counter.swift"] == 1, "only Store's global is nonisolated shared mutable state: \(verify)")
        #expect(before["Sources/Screens/Counter.swift"] == nil, "Screens is built with main-actor default isolation: \(verify)")
    }

    @Test func buildCommandBacksOutTheChangeThatMakesAFileWorse() throws {
        let dir = try CLI.folder(["Sources/Globals.swift": Array(VerifyCommandTests.globals.utf8), "build.sh": Array(VerifyCommandTests.fakeBuild.utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let check = try CLI.run(["check", "--build-command", "sh build.sh", "--format", "json", "."], in: dir)
        #expect(check.status == 1, "\(check.stderr)")
        let document = try json(check.stdout)
        let verify = try #require(document["verify"] as? [String: Any])
        #expect(verify["errorsBefore"] as? Int == 2)
        #expect(verify["errorsAfter"] as? Int == 1)
        let backedOut = try #require(verify["backedOut"] as? [[String: Any]])
        #expect(backedOut.count == 1)
        #expect(backedOut.first?["rule"] as? String == "global-mutable-state")
        #expect((backedOut.first?["message"] as? String)?.contains("'name'") == true)
        #expect(((backedOut.first?["error"] as? [String: Any])?["message"] as? String) == "name must stay a var")
        let remaining = try #require(verify["remaining"] as? [[String: Any]])
        #expect(remaining.count == 1)
        #expect((remaining.first?["actorfix"] as? String)?.contains("backed out") == true)
        #expect(verify["builds"] as? Int == 5, "before, after, without both changes, then one per half")
        let files = try #require(verify["files"] as? [[String: Any]])
        #expect(files.count == 1 && files.first?["path"] as? String == "Sources/Globals.swift")
        #expect(files.first?["errorsBefore"] as? Int == 2 && files.first?["errorsAfter"] as? Int == 1)
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.map { $0["message"] as? String ?? "" }.allSatisfy { !$0.contains("'name'") }, "the backed-out change is not proposed")
        #expect(try text(dir, "Sources/Globals.swift") == VerifyCommandTests.globals)

        for (format, expected) in [("text", "backed out Sources/Globals.swift:2:1 [global-mutable-state]"),
                                   ("xcode", "Sources/Globals.swift:2:1: warning: [global-mutable-state] backed out:"),
                                   ("github", "title=actorfix backed out global-mutable-state::"),
                                   ("sarif", "\"errorsBefore\" : 2")] {
            let report = try CLI.run(["check", "--build-command", "sh build.sh", "--format", format, "."], in: dir)
            #expect(report.stdout.contains(expected), "\(format): \(report.stdout)")
        }

        let fix = try CLI.run(["fix", "--allow-no-vcs", "--build-command", "sh build.sh", "."], in: dir)
        #expect(fix.status == 0, "\(fix.stderr)")
        #expect(fix.stderr.contains("backed out Sources/Globals.swift:2:1"))
        #expect(try text(dir, "Sources/Globals.swift") == "nonisolated(unsafe) var counter = 0\nvar name = \"x\"\nfunc bump() { counter += 1 }\n")
    }

    @Test func aBuildThatFailsTimesOutOrIsInterruptedChangesNothing() throws {
        let dir = try CLI.folder(["Sources/Globals.swift": Array(VerifyCommandTests.globals.utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let failing = try CLI.run(["fix", "--allow-no-vcs", "--build-command", "echo compiler exploded >&2; exit 3", "."], in: dir)
        #expect(failing.status == 2)
        #expect(failing.stderr.contains("failed (exit status 3) without reporting a compiler error"))
        #expect(failing.stderr.contains("compiler exploded"))
        #expect(failing.stderr.contains("nothing was changed"))

        let missing = try CLI.run(["check", "--build-command", "no-such-swift-compiler", "."], in: dir)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("exit status 127"))

        let slow = try CLI.run(["check", "--build-command", "sleep 30", "--build-timeout", "1", "."], in: dir)
        #expect(slow.status == 2)
        #expect(slow.stderr.contains("did not finish within 1 s"))

        // The second build (with the changes on disk) interrupts actorfix, as Ctrl-C would.
        let interrupting = "if grep -q nonisolated Sources/Globals.swift; then kill -INT $PPID; sleep 20; fi; echo 'Sources/Globals.swift:1:5: error: var counter is not concurrency-safe'"
        let interrupted = try CLI.run(["fix", "--allow-no-vcs", "--build-command", interrupting, "."], in: dir)
        #expect(interrupted.status == 2)
        #expect(interrupted.stderr.contains("interrupted; every file is as it was"))

        // Killed (kill -9) during a build with the changes on disk: the next verified run puts
        // the files back before anything else.
        let killing = "if grep -q nonisolated Sources/Globals.swift; then kill -9 $PPID; fi; echo 'Sources/Globals.swift:1:5: error: var counter is not concurrency-safe'"
        let killed = try CLI.run(["fix", "--allow-no-vcs", "--build-command", killing, "."], in: dir)
        #expect(killed.status == 137)
        #expect(try text(dir, "Sources/Globals.swift") != VerifyCommandTests.globals, "the killed run left its build's changes")
        let recovering = try CLI.run(["check", "--build-command", "true", "."], in: dir)
        #expect(recovering.status == 2)
        #expect(recovering.stderr.contains("restored 1 file(s) that a killed verified run had left changed"))
        #expect(try text(dir, "Sources/Globals.swift") == VerifyCommandTests.globals)

        let noBuild = try CLI.run(["check", "--verify", "."], in: dir)
        #expect(noBuild.status == 2)
        #expect(noBuild.stderr.contains("--build-command"))
        #expect(try text(dir, "Sources/Globals.swift") == VerifyCommandTests.globals)
    }

    /// A manifest that does not parse fails the build before anything is compiled: its errors
    /// are no measure of the changes, so the run stops and changes nothing.
    @Test func aPackageWhoseManifestDoesNotBuildStopsTheRun() throws {
        let manifest = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Lib\", targets: [.target(name: \"Lib\")]\n"
        let dir = try CLI.folder(["Package.swift": Array(manifest.utf8), "Sources/Lib/Globals.swift": Array(VerifyCommandTests.globals.utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let fix = try CLI.run(["fix", "--allow-no-vcs", "--verify", "."], in: dir)
        #expect(fix.status == 2, "\(fix.stderr)")
        #expect(fix.stderr.contains("without reporting a compiler error in a source file"))
        #expect(fix.stderr.contains("nothing was changed"))
        #expect(try text(dir, "Sources/Lib/Globals.swift") == VerifyCommandTests.globals)
    }

    @Test func aMissingToolchainIsNamed() throws {
        let dir = try CLI.folder(["Package.swift": Array("// swift-tools-version:5.9\n".utf8), "Sources/Lib/Globals.swift": Array(VerifyCommandTests.globals.utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try Subprocess.run(CLI.binary.path, ["fix", "--allow-no-vcs", "--verify", "."], in: dir, environment: ["PATH": "/nonexistent"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot run the build command 'swift build"))
        #expect(result.stderr.contains("(is its program on PATH?)"))
        #expect(try text(dir, "Sources/Lib/Globals.swift") == VerifyCommandTests.globals)
    }

    @Test func diagnosticsFromAnotherMachinesLog() throws {
        let log = """
            /Users/runner/work/App/App/Sources/Globals.swift:1:5: error: var 'counter' is not concurrency-safe because it is nonisolated global shared mutable state [#MutableGlobalVariable]
            /Users/runner/work/App/App/Sources/Globals.swift:3:15: error: reference to var 'counter' is not concurrency-safe because it involves shared mutable state [#MutableGlobalVariable]
            /Users/runner/work/App/App/Sources/Globals.swift:3:1: error: cannot find 'Missing' in scope

            """
        let dir = try CLI.folder(["Sources/Globals.swift": Array(VerifyCommandTests.globals.utf8), "build.log": Array(log.utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let check = try CLI.run(["check", "--diagnostics", "build.log", "--format", "json", "."], in: dir)
        #expect(check.status == 1, "\(check.stderr)")
        let verify = try #require(try json(check.stdout)["verify"] as? [String: Any])
        #expect(verify["mode"] as? String == "diagnostics")
        #expect(verify["errorsBefore"] as? Int == 3)
        #expect(verify["builds"] as? Int == 0)
        let addressed = try #require(verify["addressed"] as? [[String: Any]])
        #expect(addressed.map { $0["line"] as? Int ?? 0 } == [1, 3])
        #expect(addressed.allSatisfy { $0["path"] as? String == "Sources/Globals.swift" && $0["rules"] as? [String] == ["global-mutable-state"] })
        let remaining = try #require(verify["remaining"] as? [[String: Any]])
        #expect(remaining.first?["actorfix"] as? String == "no rule for this yet")

        // Errors that the other rules' changes address (Swift 6.3.1's wording).
        let source = """
            import Dispatch

            @MainActor final class Screen {
                static let shared = Screen()
                var title = ""
                func show() { title = currentTitle() }
            }

            func currentTitle() -> String { Screen.shared.title }

            @MainActor final class Player {
                deinit { stop() }
                func stop() {}
            }

            func load(completion: @escaping () -> Void) {
                DispatchQueue.global().async { completion() }
            }

            """
        let otherLog = """
            /ci/App/Sources/Other.swift:9:47: error: main actor-isolated property 'title' can not be referenced from a nonisolated context
            /ci/App/Sources/Other.swift:9:40: error: main actor-isolated static property 'shared' can not be referenced from a nonisolated context
            /ci/App/Sources/Other.swift:12:14: error: call to main actor-isolated instance method 'stop()' in a synchronous nonisolated context [#ActorIsolatedCall]
            /ci/App/Sources/Other.swift:17:36: error: capture of 'completion' with non-Sendable type '() -> Void' in a '@Sendable' closure [#SendableClosureCaptures]

            """
        try Data(source.utf8).write(to: dir.appendingPathComponent("Sources/Other.swift"))
        try Data(otherLog.utf8).write(to: dir.appendingPathComponent("other.log"))
        let other = try CLI.run(["check", "--diagnostics", "other.log", "--format", "json", "Sources/Other.swift"], in: dir)
        let otherVerify = try #require(try json(other.stdout)["verify"] as? [String: Any])
        let otherAddressed = try #require(otherVerify["addressed"] as? [[String: Any]])
        #expect(otherAddressed.map { $0["line"] as? Int ?? 0 } == [9, 9, 12, 17], "\(otherVerify)")
        #expect(otherAddressed.first?["rules"] as? [String] == ["infer-main-actor"])
        #expect((otherAddressed.last?["rules"] as? [String])?.contains("sendable-closure-types") == true)

        let both = try CLI.run(["check", "--diagnostics", "build.log", "--verify", "."], in: dir)
        #expect(both.status == 2)
        #expect(both.stderr.contains("cannot be combined"))
    }
}
