import ActorfixIndex
import ActorfixSyntax
import Foundation

/// The files of a run: found under the given paths (or read from stdin), read and validated,
/// each with the settings it is compiled with.
public struct Workspace: Sendable {
    public var files: [InputFile] = []
    /// One line per skipped file or path: "path: reason".
    public var problems: [String] = []

    public static let stdinPath = "<stdin>"

    /// `editable` tells whether a file may be edited (false: its changes are only reported).
    public static func load(paths: [String], excludes: [String], settings: @escaping @Sendable (String) -> SwiftSettings,
                            editable: @escaping @Sendable (String) -> Bool = { _ in true },
                            sizeLimit: Int = SourceFile.defaultSizeLimit, stdin: [UInt8]? = nil) -> Workspace {
        var workspace = Workspace()
        if let stdin {
            do {
                try SourceFile.validate(stdin, path: stdinPath)
                workspace.files.append(InputFile(path: stdinPath, bytes: stdin, settings: settings(stdinPath)))
            } catch {
                workspace.problems.append("\(error)")
            }
            return workspace
        }
        let found = SourceFinder.swiftFiles(in: paths, extraSkips: excludes)
        workspace.problems += found.problems.map(\.description)
        let slots = ParallelSlots<Result<[UInt8], Error>>(count: found.files.count)
        ParallelSlots<Result<[UInt8], Error>>.forEach(found.files.count) { i in
            slots.set(i, Result { try SourceFile.read(path: found.files[i], sizeLimit: sizeLimit) })
        }
        for (path, result) in zip(found.files, slots.values) {
            switch result {
            case .success(let bytes):
                if excludes.contains(where: { Workspace.matches(path, pattern: $0) }) { continue }
                workspace.files.append(InputFile(path: path, bytes: bytes, settings: settings(path), editable: editable(path)))
            case .failure(let error):
                workspace.problems.append("\(error)")
            }
        }
        return workspace
    }

    /// Exclude patterns: a path component or suffix (`Generated`, `Sources/Legacy`), or a glob
    /// with `*` matching within a path component (`*.generated.swift`).
    public static func matches(_ path: String, pattern: String) -> Bool {
        if pattern.contains("*") {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            return glob(name, pattern) || glob(path, pattern)
        }
        let components = path.split(separator: "/").map(String.init)
        return components.contains(pattern) || path.hasSuffix("/" + pattern) || path == pattern || path.contains("/" + pattern + "/")
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
