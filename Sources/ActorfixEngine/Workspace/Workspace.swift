import ActorfixIndex
import ActorfixSyntax
import Foundation

/// The files of a run: found under the given paths (or read from stdin), read and validated,
/// each with the settings it is compiled with. With a project root, the project's other files are
/// read too, for the index only: a view's isolation can depend on a model in another folder.
public struct Workspace: Sendable {
    public var files: [InputFile] = []
    /// The paths (as in `files`) the run reports on and may change.
    public var scope: Set<String> = []
    /// One line per skipped file or path: "path: reason". A run with any has failed.
    public var problems: [String] = []
    /// One line per path passed over on purpose: "path: reason".
    public var notes: [String] = []

    public static let stdinPath = "<stdin>"

    /// - Parameters:
    ///   - projectRoots: folders whose other Swift files are read for the index.
    ///   - editable: whether a file may be edited (false: its changes are only reported).
    ///   - stdinPath: where the stdin file lives (`--stdin-path`), for its settings and name.
    ///   - excludeBase: the folder `excludes` are written relative to (the config file's).
    public static func load(paths: [String], projectRoots: [String] = [], excludes: [String], excludeBase: String? = nil,
                            settings: @escaping @Sendable (String) -> SwiftSettings,
                            editable: @escaping @Sendable (String) -> Bool = { _ in true },
                            module: @escaping @Sendable (String) -> String? = { _ in nil },
                            sizeLimit: Int = SourceFile.defaultSizeLimit, stdin: [UInt8]? = nil,
                            stdinPath: String? = nil) -> Workspace {
        var workspace = Workspace()
        let isExcluded = Workspace.exclusion(excludes, base: excludeBase)
        var inScope = Set<String>() // real paths
        var toRead: [(path: String, isScope: Bool)] = []
        if let stdin {
            let path = stdinPath ?? Workspace.stdinPath
            do {
                try SourceFile.validate(stdin, path: path)
                workspace.files.append(InputFile(path: path, bytes: stdin, settings: settings(path), module: module(path)))
                workspace.scope.insert(path)
            } catch {
                workspace.problems.append("\(error)")
                return workspace
            }
            if let stdinPath { inScope.insert(SourceFinder.realPath(stdinPath) ?? stdinPath) }
        } else {
            let found = SourceFinder.swiftFiles(in: paths, isExcluded: isExcluded)
            workspace.problems += found.problems.map(\.description)
            workspace.notes += found.notes.map(\.description)
            for (path, real) in zip(found.files, found.realPaths) {
                inScope.insert(real)
                toRead.append((path, true))
            }
        }
        if !projectRoots.isEmpty {
            // The rest of the project: its problems are not this run's, so they are only noted.
            let found = SourceFinder.swiftFiles(in: projectRoots, isExcluded: isExcluded)
            for (path, real) in zip(found.files, found.realPaths) where !inScope.contains(real) {
                toRead.append((path, false))
            }
        }
        let readPaths = toRead.map(\.path)
        // Read, and the file's settings and target found (a path walk each), on all cores.
        let slots = ParallelSlots<Result<InputFile, Error>>(count: readPaths.count)
        ParallelSlots<Result<InputFile, Error>>.forEach(readPaths.count) { i in
            let path = readPaths[i]
            slots.set(i, Result {
                InputFile(path: path, bytes: try SourceFile.read(path: path, sizeLimit: sizeLimit), settings: settings(path),
                          editable: editable(path), module: module(path))
            })
        }
        for (file, result) in zip(toRead, slots.values) {
            switch result {
            case .success(let input):
                workspace.files.append(input)
                if file.isScope { workspace.scope.insert(file.path) }
            case .failure(let error):
                if file.isScope { workspace.problems.append("\(error)") } else { workspace.notes.append("\(error) (read for the project index only)") }
            }
        }
        return workspace
    }

    /// The files the run reports on and may change.
    public var scopeFiles: [InputFile] { files.filter { scope.contains($0.path) } }

    /// Whether a path is excluded by `patterns`. They are matched against the path relative to
    /// `base` (the config file's folder) when it lies inside it, so that `Sources/Legacy` excludes
    /// the same files whatever folder actorfix runs from, and folders above the project never
    /// match; else against the path as given.
    public static func exclusion(_ patterns: [String], base: String?) -> @Sendable (String) -> Bool {
        guard !patterns.isEmpty else { return { _ in false } }
        let cwd = FileManager.default.currentDirectoryPath
        return { path in
            var subject = path
            if let base {
                let absolute = URL(fileURLWithPath: path.hasPrefix("/") ? path : cwd + "/" + path).standardizedFileURL.path
                // The real path only when needed: a walk below a linked folder.
                let inside = SourceFinder.isInside(absolute, base) ? absolute
                    : SourceFinder.realPath(absolute).flatMap { SourceFinder.isInside($0, base) ? $0 : nil }
                if let inside { subject = String(String(inside.dropFirst(base.count)).drop { $0 == "/" }) }
            }
            return patterns.contains { Workspace.matches(subject, pattern: $0) }
        }
    }

    /// Exclude patterns: a path component or suffix (`Generated`, `Sources/Legacy`), or a glob
    /// with `*` matching within a path component (`*.generated.swift`).
    public static func matches(_ path: String, pattern: String) -> Bool {
        if pattern.contains("*") {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            return glob(name, pattern) || glob(path, pattern)
        }
        let components = path.split(separator: "/").map(String.init)
        // A relative path matches a pattern at its start too (`Sources/Legacy/A.swift`).
        let rooted = path.hasPrefix("/") ? path : "/" + path
        return components.contains(pattern) || rooted.hasSuffix("/" + pattern) || rooted.contains("/" + pattern + "/")
    }

    static func glob(_ text: String, _ pattern: String) -> Bool {
        let t = Array(text), p = Array(pattern)
        var memo = [[Bool?]](repeating: [Bool?](repeating: nil, count: p.count + 1), count: t.count + 1)
        func match(_ i: Int, _ j: Int) -> Bool {
            if let known = memo[i][j] { return known }
            let result: Bool
            if j == p.count { result = i == t.count }
            else if p[j] == "*" { result = match(i, j + 1) || (i < t.count && t[i] != "/" && match(i + 1, j)) }
            else { result = i < t.count && t[i] == p[j] && match(i + 1, j + 1) }
            memo[i][j] = result
            return result
        }
        return match(0, 0)
    }
}
