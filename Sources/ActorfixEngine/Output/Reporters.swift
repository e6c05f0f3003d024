import ActorfixRules
import Foundation

/// What a run found, for the reporters.
public struct RunSummary: Sendable {
    public var filesScanned: Int
    public var filesChanged: Int
    public var skipped: [String]
    public var seconds: Double
    public var errors: [String]
    /// `--verify` or `--diagnostics`: what the compiler said before and after.
    public var verify: VerifyReport?
    public init(filesScanned: Int, filesChanged: Int, skipped: [String], seconds: Double, errors: [String]) {
        self.filesScanned = filesScanned
        self.filesChanged = filesChanged
        self.skipped = skipped
        self.seconds = seconds
        self.errors = errors
    }
}

/// One reported item: a proposed change or an advisory, at a place in the file as read.
public struct Finding: Sendable {
    public let path: String
    public let line: Int
    public let column: Int
    public let ruleID: String
    public let safety: Safety
    public let message: String
    /// Composed when a report shows it (the text report does not).
    public var reason: String { reasonText.text }
    private let reasonText: DeferredText
    public let isAdvisory: Bool

    init(_ applied: AppliedChange, path: String) {
        self.path = path
        line = applied.line
        column = applied.column
        ruleID = applied.change.ruleID
        safety = applied.change.safety
        message = applied.change.message
        reasonText = applied.change.reasonText
        isAdvisory = applied.change.isAdvisory
    }

    public static func all(_ result: EngineResult, displayPath: (String) -> String) -> [Finding] {
        all(result.files, displayPath: displayPath)
    }

    /// The findings of some of a run's files (those it reports on).
    public static func all(_ files: [FileResult], displayPath: (String) -> String) -> [Finding] {
        files.flatMap { file -> [Finding] in
            // Most files have nothing to report: their display path is not worked out.
            guard !file.changes.isEmpty || !file.advisories.isEmpty else { return [] }
            let path = displayPath(file.path)
            let applied = file.changes + file.advisories
            // Positions are sorted, not the findings: moving a finding copies its five strings (a
            // generated file has tens of thousands). The same comparisons give the same order.
            let order = applied.indices.sorted {
                (applied[$0].line, applied[$0].column, applied[$0].change.ruleID) < (applied[$1].line, applied[$1].column, applied[$1].change.ruleID)
            }
            return order.map { Finding(applied[$0], path: path) }
        }
    }
}

/// The report formats of `actorfix check`, behind one protocol.
public protocol Reporter {
    func report(_ findings: [Finding], summary: RunSummary, rules: [any Rule]) -> String
}

public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, sarif, github, xcode

    public var reporter: any Reporter {
        switch self {
        case .text: TextReporter(color: false)
        case .json: JSONReporter()
        case .sarif: SARIFReporter()
        case .github: GitHubReporter()
        case .xcode: XcodeReporter()
        }
    }
}

/// Grouped by file, then a summary: files scanned, changes by rule, safe vs review, time.
public struct TextReporter: Reporter {
    public var color: Bool
    public init(color: Bool) { self.color = color }

    func paint(_ s: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }

    public func report(_ findings: [Finding], summary: RunSummary, rules: [any Rule]) -> String {
        // The findings' lines are gathered as bytes and made a string once: appending to a
        // string re-examines the text at each junction (a generated file has tens of thousands).
        var bytes: [UInt8] = []
        func append(_ s: String) { bytes.append(contentsOf: s.utf8) }
        var currentPath: String?
        let tags = (advisory: paint("advisory", "36"), safe: paint("safe", "32"), review: paint("review", "33"))
        for f in findings {
            if f.path != currentPath {
                if currentPath != nil { append("\n") }
                append(paint(f.path, "1")); append("\n")
                currentPath = f.path
            }
            append("  "); append(String(f.line)); append(":"); append(String(f.column)); append("  [")
            append(f.ruleID); append("] "); append(f.isAdvisory ? tags.advisory : f.safety == .safe ? tags.safe : tags.review)
            append("  "); append(f.message); append("\n")
        }
        if !findings.isEmpty { append("\n") }
        var out = String(decoding: bytes, as: UTF8.self)
        // Counted in one pass: a generated file can have tens of thousands of findings.
        var byRule: [String: Int] = [:]
        var safe = 0, review = 0
        for f in findings {
            byRule[f.ruleID, default: 0] += 1
            if !f.isAdvisory { if f.safety == .safe { safe += 1 } else { review += 1 } }
        }
        out += "\(counted(summary.filesScanned, "file")) scanned, \(counted(safe + review, "change")) in \(counted(summary.filesChanged, "file")) "
        out += "(\(safe) safe, \(review) review)"
        let advisories = findings.count - safe - review
        if advisories > 0 { out += ", \(advisories) \(advisories == 1 ? "advisory" : "advisories")" }
        out += String(format: " in %.2f s\n", summary.seconds)
        for (rule, count) in byRule.sorted(by: { $0.key < $1.key }) { out += "  \(rule): \(count)\n" }
        for s in summary.skipped { out += "skipped: \(s)\n" }
        for e in summary.errors { out += "error: \(e)\n" }
        for line in summary.verify?.textLines ?? [] { out += line + "\n" }
        return out
    }
}

/// A stable JSON document; the schema is documented in the README.
public struct JSONReporter: Reporter {
    public init() {}
    public func report(_ findings: [Finding], summary: RunSummary, rules: [any Rule]) -> String {
        let items: [PrettyJSON] = findings.map { f in
            .object([("path", .string(f.path)), ("line", .int(f.line)), ("column", .int(f.column)), ("rule", .string(f.ruleID)),
                     ("safety", .string(f.safety.rawValue)), ("message", .string(f.message)), ("reason", .string(f.reason)),
                     ("kind", .string(f.isAdvisory ? "advisory" : "change"))])
        }
        let marker = PrettyJSON.marker()
        var document: [String: Any] = [
            "version": 1,
            "findings": marker,
            "summary": ["filesScanned": summary.filesScanned, "filesChanged": summary.filesChanged,
                        "changes": findings.filter { !$0.isAdvisory }.count, "advisories": findings.filter(\.isAdvisory).count,
                        "skipped": summary.skipped, "errors": summary.errors, "seconds": (summary.seconds * 1000).rounded() / 1000],
        ]
        if let verify = summary.verify { document["verify"] = verify.jsonObject }
        return PrettyJSON.serialize(document, replacing: marker, with: .array(items), level: 1) + "\n"
    }
}

/// SARIF 2.1.0, as GitHub code scanning accepts it.
public struct SARIFReporter: Reporter {
    public init() {}
    public func report(_ findings: [Finding], summary: RunSummary, rules: [any Rule]) -> String {
        let ruleEntries: [[String: Any]] = rules.map { rule in
            ["id": rule.id, "name": rule.id, "shortDescription": ["text": rule.summary], "fullDescription": ["text": rule.rationale],
             "helpUri": "https://github.com/swiftlang/swift-evolution/blob/main/proposals/",
             "properties": ["safety": rule.safety.rawValue, "proposals": rule.proposals],
             "defaultConfiguration": ["level": "warning"]]
        }
        let results: [PrettyJSON] = findings.map { f in
            .object([("ruleId", .string(f.ruleID)), ("level", .string(f.isAdvisory ? "note" : "warning")),
                     ("message", .object([("text", .string("\(f.message). \(f.reason)"))])),
                     ("locations", .array([.object([("physicalLocation", .object([
                         ("artifactLocation", .object([("uri", .string(f.path)), ("uriBaseId", .string("%SRCROOT%"))])),
                         ("region", .object([("startLine", .int(f.line)), ("startColumn", .int(f.column))])),
                     ]))])])),
                     ("properties", .object([("safety", .string(f.safety.rawValue))]))])
        }
        let marker = PrettyJSON.marker()
        var run: [String: Any] = [
            "tool": ["driver": ["name": "actorfix", "informationUri": "https://github.com/actorfix/actorfix",
                                "version": actorfixVersion, "rules": ruleEntries]],
            "results": marker,
        ]
        if let verify = summary.verify { run["properties"] = ["verify": verify.jsonObject] }
        let document: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [run],
        ]
        // `runs[0].results` is three levels down.
        return PrettyJSON.serialize(document, replacing: marker, with: .array(results), level: 3, slashes: false) + "\n"
    }
}

/// GitHub Actions workflow commands: `::warning file=…,line=…,col=…::message`.
public struct GitHubReporter: Reporter {
    public init() {}
    static func escapeData(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }
    static func escapeProperty(_ s: String) -> String {
        escapeData(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
    public func report(_ findings: [Finding], summary: RunSummary, rules: [any Rule]) -> String {
        findings.map { f in
            let level = f.isAdvisory ? "notice" : "warning"
            return "::\(level) file=\(GitHubReporter.escapeProperty(f.path)),line=\(f.line),col=\(f.column),title=\(GitHubReporter.escapeProperty("actorfix " + f.ruleID))::\(GitHubReporter.escapeData("[\(f.ruleID)] \(f.message) (\(f.safety.rawValue))"))\n"
        }.joined() + summary.errors.map { "::error::\(GitHubReporter.escapeData($0))\n" }.joined() + verifyLines(summary.verify)
    }

    func verifyLines(_ verify: VerifyReport?) -> String {
        guard let verify else { return "" }
        var out = "::notice title=actorfix verify::\(GitHubReporter.escapeData(verify.textLines.prefix(2).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "; ")))\n"
        for item in verify.backedOut {
            let why = item.error.map { " — \(verify.place($0)): \($0.message)" } ?? ""
            out += "::warning file=\(GitHubReporter.escapeProperty(item.change.displayPath)),line=\(item.change.line),col=\(item.change.column),title=\(GitHubReporter.escapeProperty("actorfix backed out " + item.change.ruleID))::\(GitHubReporter.escapeData(item.change.message + why))\n"
        }
        for item in verify.remaining {
            let location = item.error.path.isEmpty ? "" : "file=\(GitHubReporter.escapeProperty(verify.displayPath(item.error.path))),line=\(item.error.line),col=\(item.error.column),"
            out += "::notice \(location)title=actorfix verify::\(GitHubReporter.escapeData("\(item.error.message) — \(item.note)"))\n"
        }
        return out
    }
}

/// `path:line:col: warning: [rule] message`, which Xcode and most editors link.
public struct XcodeReporter: Reporter {
    public init() {}
    public func report(_ findings: [Finding], summary: RunSummary, rules: [any Rule]) -> String {
        findings.map { f in
            "\(f.path):\(f.line):\(f.column): \(f.isAdvisory ? "note" : "warning"): [\(f.ruleID)] \(f.message) (\(f.safety.rawValue))\n"
        }.joined() + summary.errors.map { "error: \($0)\n" }.joined() + verifyLines(summary.verify)
    }

    func verifyLines(_ verify: VerifyReport?) -> String {
        guard let verify else { return "" }
        var out = verify.textLines.prefix(2).map { "note: actorfix \($0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "verify: ", with: "verify "))\n" }.joined()
        for item in verify.backedOut {
            let why = item.error.map { " — \(verify.place($0)): \($0.message)" } ?? ""
            out += "\(item.change.displayPath):\(item.change.line):\(item.change.column): warning: [\(item.change.ruleID)] backed out: \(item.change.message)\(why)\n"
        }
        for item in verify.remaining where !item.error.path.isEmpty {
            out += "\(verify.place(item.error)): note: remaining error: \(item.error.message) — \(item.note)\n"
        }
        return out
    }
}

public let actorfixVersion = "0.1.0"

/// "1 file", "2 files": a count with its noun.
public func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
