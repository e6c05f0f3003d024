import Foundation

/// Finds the Swift files under the paths a user gives, skipping build output, dependencies and
/// hidden folders. Symbolic links never lead out of the given paths, into a loop, or to a file
/// seen twice: a linked folder is not followed (its target is walked as itself when it lies
/// inside the paths), and a linked file counts as the file it names.
public enum SourceFinder {
    public static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", ".git", "node_modules"]

    public struct Result: Sendable {
        public var files: [String] = []
        /// Each file's real path (symbolic links resolved), in the order of `files`.
        public var realPaths: [String] = []
        /// Paths that cannot be used: a run with any of them has failed.
        public var problems: [SourceFileError] = []
        /// Paths passed over on purpose (not Swift, a link leading out of the paths): said, not failures.
        public var notes: [SourceFileError] = []
    }

    /// Files in a stable order: folders are walked sorted by name. `isExcluded` paths (files and
    /// folders) are never opened.
    public static func swiftFiles(in paths: [String], extensions: [String] = [".swift"],
                                  isExcluded: @escaping (String) -> Bool = { _ in false }) -> Result {
        var walk = Walk(extensions: extensions, isExcluded: isExcluded)
        walk.roots = paths.compactMap(realPath)
        for path in paths {
            guard let real = realPath(path) else {
                walk.result.problems.append(SourceFileError(path: path, reason: "no such file or folder"))
                continue
            }
            if isExcluded(path) { continue }
            if isDirectoryPath(real) {
                walk.folder(path, real: real)
            } else if !extensions.contains(where: { path.hasSuffix($0) }) {
                walk.result.notes.append(SourceFileError(path: path, reason: "not a Swift file"))
            } else {
                walk.add(path, real: real)
            }
        }
        return walk.result
    }

    /// The path with every symbolic link resolved, or nil when it does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path` is `root` or inside it.
    public static func isInside(_ path: String, _ root: String) -> Bool {
        path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    public static func isDirectoryPath(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    private struct Walk {
        let extensions: [String]
        let isExcluded: (String) -> Bool
        var roots: [String] = []
        var seen = Set<String>()
        var result = Result()

        mutating func add(_ path: String, real: String) {
            if seen.insert(real).inserted {
                result.files.append(path)
                result.realPaths.append(real)
            }
        }

        /// - Parameter real: the folder's real path: an entry that is not a link is at
        ///   `real/name` (no `realpath`, which reads every component of the path, per file).
        mutating func folder(_ folder: String, real: String) {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
                result.problems.append(SourceFileError(path: folder, reason: "cannot list folder; skipped"))
                return
            }
            let realFolder = real.hasSuffix("/") ? real : real + "/"
            for name in names.sorted() {
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0, !isExcluded(path) else { continue }
                let isLink = info.st_mode & S_IFMT == S_IFLNK
                if !isLink && info.st_mode & S_IFMT == S_IFDIR {
                    if name.hasPrefix(".") || skippedFolders.contains(name) { continue }
                    self.folder(path, real: realFolder + name)
                    continue
                }
                guard isLink else {
                    if extensions.contains(where: { name.hasSuffix($0) }) { add(path, real: realFolder + name) }
                    continue
                }
                guard let real = realPath(path) else { continue } // a dangling link
                let isFolder = isDirectoryPath(real)
                if !isFolder && !extensions.contains(where: { name.hasSuffix($0) }) { continue }
                guard roots.contains(where: { isInside(real, $0) }) else {
                    let what = isFolder ? "folder" : "file"
                    result.notes.append(SourceFileError(path: path, reason: "a symbolic link to a \(what) outside the paths given (\(real)); not followed"))
                    continue
                }
                // A link to a folder inside the paths: that folder is walked as itself (a link to an
                // enclosing folder would be a loop). A link to a file: the file it names, once.
                if !isFolder { add(real, real: real) }
            }
        }
    }
}
