#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// What one build command did: its exit status and its output (stdout and stderr together, as a
/// terminal shows them), and how long it took.
public struct BuildOutput: Sendable {
    public var status: Int32
    public var log: String
    public var seconds: Double
    public init(status: Int32, log: String, seconds: Double) {
        self.status = status
        self.log = log
        self.seconds = seconds
    }
}

/// Why a build gave no usable answer.
public enum BuildFailure: Error, CustomStringConvertible, Equatable {
    case cannotStart(String, String)
    case timedOut(String, Double)
    case interrupted
    case failed(String, Int32, String)

    public var description: String {
        switch self {
        case .cannotStart(let command, let reason): "cannot run the build command '\(command)': \(reason) (is its program on PATH?)"
        case .timedOut(let command, let seconds): "the build command '\(command)' did not finish within \(seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)) s and was stopped"
        case .interrupted: "interrupted"
        case .failed(let command, let status, let tail):
            "the build command '\(command)' failed (exit status \(status)) without reporting a compiler error in a source file; its output ends with:\n\(tail)"
        }
    }
}

/// Set from a SIGINT/SIGTERM/SIGHUP handler while a verified run has files changed on disk: the build is
/// stopped and the files are restored before actorfix exits.
public enum VerifyInterrupt {
    nonisolated(unsafe) static var requested: sig_atomic_t = 0
    public static var isRequested: Bool { requested != 0 }

    /// Catches Ctrl-C and termination instead of dying with files changed.
    public static func install() {
        requested = 0
        signal(SIGINT) { _ in VerifyInterrupt.requested = 1 }
        signal(SIGTERM) { _ in VerifyInterrupt.requested = 1 }
        signal(SIGHUP) { _ in VerifyInterrupt.requested = 1 }
    }

    public static func uninstall() {
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        signal(SIGHUP, SIG_DFL)
    }
}

/// Runs a build command with posix_spawn, not Foundation's `Process` (on Linux `Process` waits
/// for every copy of a pipe it gave the child, so a build that leaves a daemon behind hangs it).
/// The child gets /dev/null as input and one file for its output (no pipe can fill up), no other
/// descriptor, and a process group of its own, so that a timeout or Ctrl-C stops the compiler
/// processes it started as well.
enum BuildSpawn {
    static func run(_ argv: [String], in directory: String, timeout: Double) throws -> BuildOutput {
        let command = argv.joined(separator: " ")
        let outPath = FileManager.default.temporaryDirectory.appendingPathComponent("actorfix-build-\(getpid())-\(UUID().uuidString).log").path
        defer { unlink(outPath) }

        let start = Date()
        let pid: pid_t
        do {
            pid = try Subprocess.spawn(argv[0], Array(argv.dropFirst()), in: URL(fileURLWithPath: directory), environment: nil,
                                       streams: .combined(stdin: "/dev/null", output: outPath), ownProcessGroup: true)
        } catch let failure as Subprocess.Failure {
            if case .spawn(_, let code) = failure { throw BuildFailure.cannotStart(command, String(cString: strerror(code))) }
            throw BuildFailure.cannotStart(command, failure.description)
        }

        var status: Int32 = 0
        let deadline = start.addingTimeInterval(timeout)
        var pause: useconds_t = 1_000
        var stopped: BuildFailure?
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid || (reaped == -1 && errno != EINTR) { break }
            if stopped == nil && (VerifyInterrupt.isRequested || Date() > deadline) {
                stopped = VerifyInterrupt.isRequested ? .interrupted : .timedOut(command, timeout)
                kill(-pid, SIGKILL)
            }
            usleep(pause)
            pause = min(pause * 2, 50_000)
        }
        // Compiler processes the build started may outlive it; they must not touch the files
        // actorfix restores next.
        kill(-pid, SIGKILL)
        if let stopped { throw stopped }
        let log = (try? String(contentsOfFile: outPath, encoding: .utf8))
            ?? String(decoding: FileManager.default.contents(atPath: outPath) ?? Data(), as: UTF8.self)
        return BuildOutput(status: Subprocess.exitStatus(status), log: log, seconds: Date().timeIntervalSince(start))
    }
}
