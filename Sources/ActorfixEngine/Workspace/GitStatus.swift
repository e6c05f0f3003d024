import Foundation

/// Which files have uncommitted changes, so `fix` and `review` do not mix their edits with a
/// developer's unsaved work (like `cargo fix`).
public enum GitStatus {
    /// Absolute paths with uncommitted changes in the git work tree holding `folder`; nil when
    /// `folder` is not in a git work tree or git is missing. With `allowStaged`, a file whose
    /// changes are all staged (the work tree matches the index) does not count.
    public static func dirtyFiles(in folder: String, allowStaged: Bool = false) -> Set<String>? {
        guard let top = root(of: folder) else { return nil }
        guard let status = run(["status", "--porcelain", "-z", "--untracked-files=all"], in: top) else { return nil }
        var result = Set<String>()
        let entries = status.split(separator: "\0", omittingEmptySubsequences: true)
        var i = 0
        while i < entries.count {
            let entry = entries[i]
            guard entry.count > 3 else { i += 1; continue }
            let code = Array(entry.prefix(2))
            let path = String(entry.dropFirst(3))
            // XY: X is the index, Y the work tree; `??` is untracked.
            let stagedOnly = code[1] == " " && code[0] != "?"
            if !(allowStaged && stagedOnly) {
                result.insert(URL(fileURLWithPath: top).appendingPathComponent(path).standardizedFileURL.path)
            }
            // Renames and copies carry the source path as the next entry.
            if code.contains("R") || code.contains("C") { i += 1 }
            i += 1
        }
        return result
    }

    /// The top folder of the git work tree holding `folder`, or nil.
    public static func root(of folder: String) -> String? {
        guard let top = run(["rev-parse", "--show-toplevel"], in: folder)?.trimmingCharacters(in: .newlines), !top.isEmpty else {
            return nil
        }
        return top
    }

    /// Whether `folder` is under version control: a git work tree, or a folder of another
    /// system (Mercurial, Subversion, Jujutsu, Pijul, Fossil) at or above it.
    public static func isVersionControlled(_ folder: String) -> Bool {
        if root(of: folder) != nil { return true }
        let markers = [".git", ".hg", ".svn", ".jj", ".pijul", ".fslckout", "_FOSSIL_"]
        var url = URL(fileURLWithPath: folder).standardizedFileURL
        while true {
            if markers.contains(where: { FileManager.default.fileExists(atPath: url.appendingPathComponent($0).path) }) { return true }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return false }
            url = parent
        }
    }

    static func run(_ arguments: [String], in folder: String) -> String? {
        guard let result = try? Subprocess.run("git", ["-C", folder] + arguments, timeout: 120), result.status == 0 else { return nil }
        return result.stdout
    }
}
