import ActorfixTestSupport
import Foundation
import Testing

/// The helper every test uses to run programs: it must never hang a test run.
@Suite("Subprocess helper")
struct SubprocessTests {
    @Test func outputStatusStdinAndDirectory() throws {
        let dir = try CLI.folder(["marker.txt": Array("here\n".utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try Subprocess.run("/bin/sh", ["-c", "cat marker.txt; cat; echo oops >&2; exit 3"], in: dir, stdin: Data("input\n".utf8))
        #expect(result.status == 3)
        #expect(result.stdout == "here\ninput\n")
        #expect(result.stderr == "oops\n")
    }

    /// A child that leaves a daemon behind (as `tmux new-session` does) is done when it exits.
    @Test func aDaemonLeftBehindDoesNotHoldTheCaller() throws {
        let start = Date()
        let result = try Subprocess.run("/bin/sh", ["-c", "sleep 20 & echo started"])
        #expect(result.stdout == "started\n")
        #expect(Date().timeIntervalSince(start) < 10)
    }

    @Test func aHangingChildIsKilledAtTheTimeout() throws {
        let start = Date()
        #expect(throws: Subprocess.Failure.self) { try Subprocess.run("/bin/sh", ["-c", "sleep 20"], timeout: 0.5) }
        #expect(Date().timeIntervalSince(start) < 10)
    }

    @Test func aSignalIsReportedAsShellsDo() throws {
        #expect(try Subprocess.run("/bin/sh", ["-c", "kill -TERM $$"]).status == 128 + SIGTERM)
    }
}
