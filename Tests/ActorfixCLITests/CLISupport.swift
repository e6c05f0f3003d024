import ActorfixTestSupport
import Foundation
import Testing

/// Runs the built `actorfix` binary (found next to the test bundle) and captures its output.
typealias CLIResult = SubprocessResult

enum CLI {
    static let binary: URL = {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("actorfix")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        // `swift test` puts the test bundle beside the products; fall back to the package's .build.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/actorfix")
    }()

    @discardableResult
    static func run(_ arguments: [String], in directory: URL? = nil, stdin: Data? = nil) throws -> CLIResult {
        try Subprocess.run(binary.path, arguments, in: directory, stdin: stdin ?? Data())
    }

    /// A fresh temporary folder with the given files (path → contents).
    static func folder(_ files: [String: [UInt8]]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("actorfix-cli-\(UUID().uuidString)")
        for (path, bytes) in files {
            let url = dir.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Runs git in `dir` with a throwaway identity; the exit status must be 0.
    static func git(_ args: [String], in dir: URL) throws {
        let result = try Subprocess.run("git", ["-c", "user.email=t@example.com", "-c", "user.name=t"] + args, in: dir)
        #expect(result.status == 0, "git \(args): \(result.stderr)")
    }

    /// A fresh folder with the files committed to a new git repository.
    static func repo(_ files: [String: String]) throws -> URL {
        let dir = try folder(files.mapValues { Array($0.utf8) })
        try git(["init", "-q"], in: dir)
        try git(["add", "-A"], in: dir)
        try git(["commit", "-q", "-m", "init"], in: dir)
        return dir
    }

    static func read(_ dir: URL, _ path: String) throws -> String {
        try String(contentsOf: dir.appendingPathComponent(path), encoding: .utf8)
    }
}

