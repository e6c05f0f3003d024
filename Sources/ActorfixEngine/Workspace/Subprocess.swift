#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Runs a program and returns its exit status and output: `git` for `fix`, `$EDITOR` for
/// `review`, and every program the tests run.
///
/// Not Foundation's `Process`: on Linux it learns that a child has exited when every copy of a
/// socket it hands to the child is closed, so a child that starts a daemon (`tmux new-session`
/// starts the tmux server, `git` may start fsmonitor) or a daemon that inherits the socket from a
/// concurrently spawned child makes `waitUntilExit` wait for the daemon — forever. Here the child
/// gets only descriptors 0–2 (files, never pipes, so no output size can block it), every other
/// descriptor is closed in the child, and the exit is awaited with `waitpid` on its pid.
public struct SubprocessResult: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
}

public enum Subprocess {
    public enum Failure: Error, CustomStringConvertible {
        case spawn(String, Int32)
        case missing(String)
        case timedOut([String], TimeInterval, String)
        public var description: String {
            switch self {
            case .spawn(let program, let code): "cannot start \(program): \(String(cString: strerror(code)))"
            case .missing(let function): "this C library has no \(function) (glibc 2.34 or later has it)"
            case .timedOut(let command, let seconds, let stderr):
                "\(command.joined(separator: " ")) did not finish within \(Int(seconds)) s and was killed\n\(stderr)"
            }
        }
    }

    /// Runs `program` (a path, or a name looked up on PATH) with `arguments`.
    /// - Parameters:
    ///   - directory: the working directory (default: the caller's).
    ///   - environment: replaces the caller's environment when given.
    ///   - stdin: bytes for standard input (default: empty).
    ///   - captureOutput: false sends stdout and stderr to /dev/null.
    ///   - timeout: seconds after which the child is killed and the call throws.
    @discardableResult
    public static func run(_ program: String, _ arguments: [String], in directory: URL? = nil,
                           environment: [String: String]? = nil, stdin: Data = Data(),
                           captureOutput: Bool = true, timeout: TimeInterval = 600) throws -> SubprocessResult {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("actorfix-subprocess-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inPath = scratch.appendingPathComponent("stdin").path
        let outPath = captureOutput ? scratch.appendingPathComponent("stdout").path : "/dev/null"
        let errPath = captureOutput ? scratch.appendingPathComponent("stderr").path : "/dev/null"
        try stdin.write(to: URL(fileURLWithPath: inPath))
        let pid = try spawn(program, arguments, in: directory, environment: environment,
                            streams: .files(stdin: inPath, stdout: outPath, stderr: errPath))

        // Poll rather than block, so that a child that hangs fails its caller instead of hanging it.
        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(timeout)
        var pause: useconds_t = 1_000
        var timedOut = false
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid || (reaped == -1 && errno != EINTR) { break }
            if !timedOut && Date() > deadline {
                timedOut = true
                kill(pid, SIGKILL)
            }
            usleep(pause)
            pause = min(pause * 2, 20_000)
        }
        let read = { (path: String) in captureOutput ? ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "") : "" }
        if timedOut { throw Failure.timedOut([program] + arguments, timeout, read(errPath)) }
        return SubprocessResult(status: exitStatus(status), stdout: read(outPath), stderr: read(errPath))
    }

    /// Runs an interactive program (an editor) on the caller's terminal and waits for it, as
    /// `system(3)` does: the child shares the caller's standard descriptors and process group (the
    /// terminal's foreground group, so a terminal editor may read and draw), and the caller
    /// ignores Ctrl-C and Ctrl-\ meanwhile, which the child handles itself.
    public static func runAttached(_ program: String, _ arguments: [String], environment: [String: String]? = nil) throws -> Int32 {
        var ignore = sigaction(), savedInt = sigaction(), savedQuit = sigaction()
        #if canImport(Darwin)
        ignore.__sigaction_u.__sa_handler = SIG_IGN
        #else
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        #endif
        sigaction(SIGINT, &ignore, &savedInt)
        sigaction(SIGQUIT, &ignore, &savedQuit)
        defer {
            sigaction(SIGINT, &savedInt, nil)
            sigaction(SIGQUIT, &savedQuit, nil)
        }
        let pid = try spawn(program, arguments, in: nil, environment: environment, streams: .inherited)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return exitStatus(status)
    }

    enum Streams {
        case files(stdin: String, stdout: String, stderr: String)
        /// Standard output and error into one file (a build log), in the order written.
        case combined(stdin: String, output: String)
        case inherited
    }

    /// Starts `program` with posix_spawn; the caller waits for it.
    /// - Parameter ownProcessGroup: the child leads a process group of its own, so that
    ///   `kill(-pid, …)` stops everything it started (a build's compiler processes).
    static func spawn(_ program: String, _ arguments: [String], in directory: URL?,
                      environment: [String: String]?, streams: Streams, ownProcessGroup: Bool = false) throws -> pid_t {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        switch streams {
        case .files(let inPath, let outPath, let errPath):
            posix_spawn_file_actions_addopen(&actions, 0, inPath, O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        case .combined(let inPath, let outPath):
            posix_spawn_file_actions_addopen(&actions, 0, inPath, O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        case .inherited:
            #if canImport(Darwin)
            for fd: Int32 in 0...2 { posix_spawn_file_actions_addinherit_np(&actions, fd) }
            #endif
            break
        }
        if let directory {
            #if canImport(Darwin)
            posix_spawn_file_actions_addchdir_np(&actions, directory.path)
            #else
            guard let addchdir = GlibcSpawnExtensions.addchdir else { throw Failure.missing("posix_spawn_file_actions_addchdir_np") }
            _ = addchdir(&actions, directory.path)
            #endif
        }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The spawning thread may be a dispatch worker with signals blocked: the child starts with
        // none blocked and every signal at its default action, as from a shell.
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        if ownProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
        }
        // Only the descriptors named by the file actions (and 0–2) survive into the child.
        #if canImport(Darwin)
        flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #else
        guard let closefrom = GlibcSpawnExtensions.addclosefrom else { throw Failure.missing("posix_spawn_file_actions_addclosefrom_np") }
        _ = closefrom(&actions, 3)
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let env = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        let argv = [program] + arguments
        var pid = pid_t()
        let code = withCStrings(argv) { argvPointers in
            withCStrings(env) { envPointers in
                posix_spawnp(&pid, program, &actions, &attributes, argvPointers, envPointers)
            }
        }
        guard code == 0 else { throw Failure.spawn(program, code) }
        return pid
    }

    /// The exit code, or 128 + the signal for a child killed by a signal (as shells report it).
    static func exitStatus(_ status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        let pointers = strings.map { strdup($0) }
        defer { pointers.forEach { free($0) } }
        return body(pointers + [nil])
    }
}

#if !canImport(Darwin)
/// glibc declares these only under _GNU_SOURCE, which Swift's Glibc module does not define; they
/// are looked up at run time instead (glibc 2.29 added addchdir_np, 2.34 addclosefrom_np).
enum GlibcSpawnExtensions {
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
