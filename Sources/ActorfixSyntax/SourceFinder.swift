import Foundation

/// Finds the Swift files under the paths a user gives, skipping build output, dependencies and
/// hidden folders, and never following a symbolic link into a loop.
public enum SourceFinder {
    public static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", ".git", "node_modules"]

    public struct Result: Sendable {
        public var files: [String] = []
        public var problems: [SourceFileError] = []
    }

    /// Files in a stable order: folders are walked sorted by name.
    public static func swiftFiles(in paths: [String], extraSkips: [String] = [], extensions: [String] = [".swift"]) -> Result {
        var result = Result()
        var visited = Set<String>()
        let fm = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                result.problems.append(SourceFileError(path: path, reason: "no such file or folder"))
                continue
            }
            if !isDirectory.boolValue {
                result.files.append(path)
                continue
            }
            walk(path, fm: fm, visited: &visited, extraSkips: extraSkips, extensions: extensions, into: &result)
        }
        return result
    }

    private static func walk(_ folder: String, fm: FileManager, visited: inout Set<String>, extraSkips: [String], extensions: [String], into result: inout Result) {
        let real = (folder as NSString).resolvingSymlinksInPath
        guard visited.insert(real).inserted else {
            result.problems.append(SourceFileError(path: folder, reason: "symbolic link loop; skipped"))
            return
        }
        let entries: [String]
        do {
            entries = try fm.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            result.problems.append(SourceFileError(path: folder, reason: "cannot list folder; skipped"))
            return
        }
        for name in entries {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                if name.hasPrefix(".") || skippedFolders.contains(name) || extraSkips.contains(where: { path.hasSuffix($0) || name == $0 }) { continue }
                walk(path, fm: fm, visited: &visited, extraSkips: extraSkips, extensions: extensions, into: &result)
            } else if extensions.contains(where: { name.hasSuffix($0) }) {
                result.files.append(path)
            }
        }
    }
}
