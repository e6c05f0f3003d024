import Foundation

/// Which files have uncommitted changes, so `fix` and `review` do not mix their edits with a
/// developer's unsaved work (like `cargo fix`).
public enum GitStatus {
    /// Absolute paths with uncommitted changes (staged, unstaged or untracked) in the git work
    /// tree holding `folder`; nil when `folder` is not in a git work tree or git is missing.
    public static func dirtyFiles(in folder: String) -> Set<String>? {
        guard let top = run(["rev-parse", "--show-toplevel"], in: folder)?.trimmingCharacters(in: .whitespacesAndNewlines),
              !top.isEmpty else { return nil }
        guard let status = run(["status", "--porcelain", "-z", "--untracked-files=all"], in: top) else { return nil }
        var result = Set<String>()
        let entries = status.split(separator: "\0", omittingEmptySubsequences: true)
        var i = 0
        while i < entries.count {
            let entry = entries[i]
            guard entry.count > 3 else { i += 1; continue }
            let code = entry.prefix(2)
            let path = String(entry.dropFirst(3))
            result.insert(URL(fileURLWithPath: top).appendingPathComponent(path).standardizedFileURL.path)
            // Renames and copies carry the source path as the next entry.
            if code.contains("R") || code.contains("C") { i += 1 }
            i += 1
        }
        return result
    }

    static func run(_ arguments: [String], in folder: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }
}
