import ActorfixRules
import Foundation

/// The engine's decider during a verified run: accepts every change except those backed out,
/// and records what it accepted, located in the files as read.
final class ChangeRecorder: ChangeDecider {
    private let rejected: Set<String>
    private let scopes: ScopeCache
    private let only: Set<String>?
    private(set) var accepted: [ChangeRecord] = []

    init(rejected: Set<String>, scopes: ScopeCache, only: Set<String>? = nil) {
        self.rejected = rejected
        self.scopes = scopes
        self.only = only
    }

    func decide(_ change: Change, in file: FileContext, line: Int, column: Int) -> Change? {
        if let only, !only.contains(file.path) { return nil }
        let record = scopes.record(change, path: file.path, line: line, column: column)
        if rejected.contains(record.key) { return nil }
        accepted.append(record)
        return change
    }
}

/// Builds change records, parsing each file as read once for the scopes of its changes.
final class ScopeCache {
    private let originals: [String: [UInt8]]
    private let displayPath: (String) -> String
    private var finders: [String: ScopeFinder] = [:]
    private var canonical: [String: String] = [:]
    let directory: String

    init(originals: [String: [UInt8]], directory: String, displayPath: @escaping (String) -> String) {
        self.originals = originals
        self.directory = directory
        self.displayPath = displayPath
    }

    func canonicalPath(_ path: String) -> String {
        if let known = canonical[path] { return known }
        let resolved = CompilerDiagnostic.canonicalPath(path, relativeTo: directory)
        canonical[path] = resolved
        return resolved
    }

    func record(_ change: Change, path: String, line: Int, column: Int) -> ChangeRecord {
        ChangeRecord(key: "\(path):\(line):\(column):\(change.ruleID):\(change.message)", path: canonicalPath(path), displayPath: displayPath(path),
                     line: line, column: column, ruleID: change.ruleID, message: change.message, safety: change.safety,
                     isAdvisory: change.isAdvisory, scope: scope(path, line: line, column: column))
    }

    private func scope(_ path: String, line: Int, column: Int) -> ClosedRange<Int> {
        if finders[path] == nil, let bytes = originals[path] { finders[path] = ScopeFinder(path: path, bytes: bytes) }
        return finders[path]?.scope(line: line, column: column) ?? line...line
    }
}
