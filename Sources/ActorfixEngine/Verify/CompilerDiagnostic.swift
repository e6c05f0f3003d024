import Foundation

/// One `error:` (or warning, note) line of a build log: `path:line:col: error: message [#Group]`.
public struct CompilerDiagnostic: Sendable, Hashable {
    public enum Severity: String, Sendable { case error, warning, note }

    /// Absolute, with symbolic links resolved; "" for a diagnostic without a file (a linker or
    /// driver error).
    public let path: String
    public let line: Int
    public let column: Int
    public let severity: Severity
    public let message: String
    /// The diagnostic group the compiler names in brackets (`MutableGlobalVariable`), if any.
    public let group: String?

    public init(path: String, line: Int, column: Int, severity: Severity, message: String, group: String?) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.group = group
    }

    /// The errors of a build log, each once (SwiftPM prints a file's errors again when it both
    /// emits the module and compiles it). Relative paths are taken from `directory`.
    public static func errors(in log: String, relativeTo directory: String) -> [CompilerDiagnostic] {
        var seen = Set<CompilerDiagnostic>()
        var result: [CompilerDiagnostic] = []
        var canonical: [String: String] = [:]
        for line in log.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            guard var diagnostic = parse(String(line)), diagnostic.severity == .error else { continue }
            // SwiftPM's summary of a failed compiler run repeats what the compiler said.
            if diagnostic.path.isEmpty && diagnostic.message.contains("command failed") { continue }
            if !diagnostic.path.isEmpty {
                let path = diagnostic.path
                let resolved = canonical[path] ?? CompilerDiagnostic.canonicalPath(path, relativeTo: directory)
                canonical[path] = resolved
                diagnostic = CompilerDiagnostic(path: resolved, line: diagnostic.line, column: diagnostic.column,
                                                severity: diagnostic.severity, message: diagnostic.message, group: diagnostic.group)
            }
            if seen.insert(diagnostic).inserted { result.append(diagnostic) }
        }
        return result
    }

    /// One line, or nil when it is not a diagnostic. Color codes are ignored.
    public static func parse(_ raw: String) -> CompilerDiagnostic? {
        let text = stripColor(raw)
        for severity in [Severity.error, .warning, .note] {
            let marker = ": \(severity.rawValue): "
            if let range = text.range(of: marker) {
                // `macro expansion #expect:2:3: error:` points into a macro's expansion, not a file.
                let place = String(text[..<range.lowerBound])
                if place.hasPrefix("macro expansion ") { return make(("", 0, 0), severity, String(text[range.upperBound...])) }
                guard let location = location(place) else { continue }
                return make(location, severity, String(text[range.upperBound...]))
            }
            // `error: message` with no location (the driver, the linker, SwiftPM).
            if text.hasPrefix("\(severity.rawValue): ") {
                return make(("", 0, 0), severity, String(text.dropFirst(severity.rawValue.count + 2)))
            }
        }
        return nil
    }

    static func make(_ location: (String, Int, Int), _ severity: Severity, _ rest: String) -> CompilerDiagnostic {
        var message = rest.trimmingCharacters(in: .whitespaces)
        var group: String?
        // A trailing ` [#GroupName]` names the diagnostic group.
        if message.hasSuffix("]"), let open = message.range(of: " [#", options: .backwards) {
            group = String(message[open.upperBound..<message.index(before: message.endIndex)])
            message = String(message[..<open.lowerBound])
        }
        return CompilerDiagnostic(path: location.0, line: location.1, column: location.2, severity: severity, message: message, group: group)
    }

    /// `path:line:column` or `path:line`, where the path itself may hold colons.
    static func location(_ text: String) -> (String, Int, Int)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return nil }
        if parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) {
            let path = parts.dropLast(2).joined(separator: ":")
            return path.isEmpty || path.hasPrefix(" ") ? nil : (path, line, column)
        }
        guard let line = Int(parts[parts.count - 1]) else { return nil }
        let path = parts.dropLast().joined(separator: ":")
        return path.isEmpty || path.hasPrefix(" ") ? nil : (path, line, 0)
    }

    static func stripColor(_ text: String) -> String {
        guard text.contains("\u{1B}[") else { return text }
        var out = ""
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if (0x40...0x7E).contains(scalar.value) && scalar != "[" { inEscape = false }
                continue
            }
            if scalar == "\u{1B}" { inEscape = true; continue }
            out.unicodeScalars.append(scalar)
        }
        return out
    }

    /// The form files are compared in: absolute, standardized, symbolic links resolved.
    public static func canonicalPath(_ path: String, relativeTo directory: String) -> String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: directory).appendingPathComponent(path)
        return url.standardizedFileURL.resolvingSymlinksInPath().path
    }
}
