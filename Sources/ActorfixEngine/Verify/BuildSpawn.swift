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
        case .timedOut(let command, let seconds): "the build command '\(command)' did not finish within \(Int(seconds)) s and was stopped"
        case .interrupted: "interrupted"
        case .failed(let command, let status, let tail):
            "the build command '\(command)' failed (exit status \(status)) without reporting a compiler error; its output ends with:\n\(tail)"
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

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        #if canImport(Darwin)
        posix_spawn_file_actions_addchdir_np(&actions, directory)
        #else
        guard let addchdir = SpawnExtensions.addchdir else { throw BuildFailure.cannotStart(command, "this C library has no posix_spawn_file_actions_addchdir_np") }
        _ = addchdir(&actions, directory)
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A dispatch worker may have signals blocked: the child starts as from a shell.
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setpgroup(&attributes, 0)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP)
        #if canImport(Darwin)
        flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #else
        guard let closefrom = SpawnExtensions.addclosefrom else { throw BuildFailure.cannotStart(command, "this C library has no posix_spawn_file_actions_addclosefrom_np") }
        _ = closefrom(&actions, 3)
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let env = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        let start = Date()
        var pid = pid_t()
        let code = withCStrings(argv) { argvPointers in
            withCStrings(env) { envPointers in posix_spawnp(&pid, argv[0], &actions, &attributes, argvPointers, envPointers) }
        }
        guard code == 0 else { throw BuildFailure.cannotStart(command, String(cString: strerror(code))) }

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
        let signal = status & 0x7f
        return BuildOutput(status: signal == 0 ? (status >> 8) & 0xff : 128 + signal, log: log, seconds: Date().timeIntervalSince(start))
    }

    static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        let pointers = strings.map { strdup($0) }
        defer { pointers.forEach { free($0) } }
        return body(pointers + [nil])
    }
}

#if !canImport(Darwin)
/// glibc declares these only under _GNU_SOURCE, which Swift's Glibc module does not define; they
/// are looked up at run time (glibc 2.29 added addchdir_np, 2.34 addclosefrom_np).
enum SpawnExtensions {
    typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
    typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    static let addchdir: AddChdir? = symbol("posix_spawn_file_actions_addchdir_np")
    static let addclosefrom: AddCloseFrom? = symbol("posix_spawn_file_actions_addclosefrom_np")

    private static func symbol<F>(_ name: String) -> F? {
        guard let handle = dlopen(nil, RTLD_NOW), let pointer = dlsym(handle, name) else { return nil }
        return unsafeBitCast(pointer, to: F.self)
    }
}
#endif
