import Foundation

/// What a verified run found: the compiler's errors before and after actorfix's changes, the
/// changes backed out and why, and what actorfix knows about each error that remains.
public struct VerifyReport: Sendable {
    public enum Mode: String, Sendable {
        /// Built before and after (`--verify`).
        case build
        /// Read an existing log (`--diagnostics FILE`): nothing was built.
        case diagnostics
    }

    /// A change taken back because the build got worse with it.
    public struct BackedOut: Sendable {
        public let change: ChangeRecord
        /// The new error that made it go (nil when the build failed without one).
        public let error: CompilerDiagnostic?
    }

    /// An error and what actorfix knows about it.
    public struct Annotated: Sendable {
        public let error: CompilerDiagnostic
        /// The rules whose changes address it (`--diagnostics`), or that could.
        public let rules: [String]
        /// "no rule for this yet", "global-mutable-state reports it for review: …", …
        public let note: String
    }

    public var mode: Mode
    /// The build command, or the log file read.
    public var source: String
    public var errorsBefore: Int
    /// After the kept changes (nil with `--diagnostics`: nothing was built).
    public var errorsAfter: Int?
    public var builds: Int
    public var buildSeconds: Double
    public var kept: Int
    public var backedOut: [BackedOut]
    /// `--diagnostics`: the errors of the log that actorfix's changes address.
    public var addressed: [Annotated]
    public var remaining: [Annotated]
    /// Changed files whose worsening no back-out explained (the build may not be deterministic).
    public var unexplained: [String]
    /// Errors per file (absolute path; "" for errors without a file) before and after.
    public var files: [(path: String, before: Int, after: Int)] = []
    let displayPath: @Sendable (String) -> String

    public init(mode: Mode, source: String, errorsBefore: Int, errorsAfter: Int?, builds: Int, buildSeconds: Double, kept: Int,
                backedOut: [BackedOut], addressed: [Annotated], remaining: [Annotated], unexplained: [String] = [],
                displayPath: @escaping @Sendable (String) -> String) {
        self.mode = mode
        self.source = source
        self.errorsBefore = errorsBefore
        self.errorsAfter = errorsAfter
        self.builds = builds
        self.buildSeconds = buildSeconds
        self.kept = kept
        self.backedOut = backedOut
        self.addressed = addressed
        self.remaining = remaining
        self.unexplained = unexplained
        self.displayPath = displayPath
    }

    /// `path:line:col` of an error as the user should see it.
    public func place(_ error: CompilerDiagnostic) -> String {
        error.path.isEmpty ? "(no file)" : "\(displayPath(error.path)):\(error.line):\(error.column)"
    }

    func errorObject(_ error: CompilerDiagnostic) -> [String: Any] {
        var object: [String: Any] = ["path": error.path.isEmpty ? "" : displayPath(error.path), "line": error.line, "column": error.column,
                                     "message": error.message]
        if let group = error.group { object["group"] = group }
        return object
    }

    /// The `"verify"` object of the JSON report (also SARIF's run properties).
    public var jsonObject: [String: Any] {
        var object: [String: Any] = [
            "mode": mode.rawValue, "source": source, "errorsBefore": errorsBefore, "builds": builds,
            "buildSeconds": (buildSeconds * 10).rounded() / 10, "kept": kept,
            "backedOut": backedOut.map { item -> [String: Any] in
                var entry: [String: Any] = ["path": item.change.displayPath, "line": item.change.line, "column": item.change.column,
                                            "rule": item.change.ruleID, "message": item.change.message]
                if let error = item.error { entry["error"] = errorObject(error) }
                return entry
            },
            "remaining": remaining.map { item -> [String: Any] in
                var entry = errorObject(item.error)
                entry["actorfix"] = item.note
                entry["rules"] = item.rules
                return entry
            },
        ]
        if let errorsAfter { object["errorsAfter"] = errorsAfter }
        if mode == .diagnostics {
            object["addressed"] = addressed.map { item -> [String: Any] in
                var entry = errorObject(item.error)
                entry["rules"] = item.rules
                return entry
            }
        }
        if !unexplained.isEmpty { object["unexplained"] = unexplained.map(displayPath) }
        if mode == .build {
            object["files"] = files.map { ["path": $0.path.isEmpty ? "" : displayPath($0.path), "errorsBefore": $0.before, "errorsAfter": $0.after] }
        }
        return object
    }

    /// The lines the text report ends with (also printed by `fix` and `diff`).
    public var textLines: [String] {
        var lines: [String] = []
        switch mode {
        case .build:
            lines.append("verify: \(builds) build\(builds == 1 ? "" : "s") in \(String(format: "%.1f", buildSeconds)) s (\(source))")
            lines.append("  errors: \(errorsBefore) before, \(errorsAfter ?? errorsBefore) after; \(kept) change\(kept == 1 ? "" : "s") kept, \(backedOut.count) backed out")
        case .diagnostics:
            lines.append("verify: \(errorsBefore) error\(errorsBefore == 1 ? "" : "s") in \(source), \(addressed.count) addressed by actorfix's changes")
            for item in addressed { lines.append("  addressed  \(place(item.error)): \(item.error.message) [\(item.rules.joined(separator: ", "))]") }
        }
        for item in backedOut {
            let why = item.error.map { " — \(place($0)): error: \($0.message)" } ?? " — the build failed"
            lines.append("  backed out \(item.change.displayPath):\(item.change.line):\(item.change.column) [\(item.change.ruleID)] \(item.change.message)\(why)")
        }
        // A project that is far from building has hundreds; JSON and SARIF carry them all.
        for item in remaining.prefix(50) { lines.append("  remaining  \(place(item.error)): \(item.error.message) — \(item.note)") }
        if remaining.count > 50 { lines.append("  … and \(remaining.count - 50) more remaining errors (--format json lists them all)") }
        for path in unexplained { lines.append("  \(displayPath(path)) got worse, and backing out actorfix's changes did not explain it (is the build deterministic?)") }
        return lines
    }
}
