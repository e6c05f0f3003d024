import ActorfixRules
import Foundation

/// What a run found, for the reporters.
public struct RunSummary: Sendable {
    public var filesScanned: Int
    public var filesChanged: Int
    public var skipped: [String]
    public var seconds: Double
    public var errors: [String]
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
    public let reason: String
    public let isAdvisory: Bool

    init(_ applied: AppliedChange, path: String) {
        self.path = path
        line = applied.line
        column = applied.column
        ruleID = applied.change.ruleID
        safety = applied.change.safety
        message = applied.change.message
        reason = applied.change.reason
        isAdvisory = applied.change.isAdvisory
    }

    public static func all(_ result: EngineResult, displayPath: (String) -> String) -> [Finding] {
        result.files.flatMap { file in
            let path = displayPath(file.path)
            return (file.changes + file.advisories).map { Finding($0, path: path) }
                .sorted { ($0.line, $0.column, $0.ruleID) < ($1.line, $1.column, $1.ruleID) }
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
        var out = ""
        var currentPath: String?
        for f in findings {
            if f.path != currentPath {
                if currentPath != nil { out += "\n" }
                out += paint(f.path, "1") + "\n"
                currentPath = f.path
            }
            let tag = f.isAdvisory ? paint("advisory", "36") : f.safety == .safe ? paint("safe", "32") : paint("review", "33")
            out += "  \(f.line):\(f.column)  [\(f.ruleID)] \(tag)  \(f.message)\n"
        }
        if !findings.isEmpty { out += "\n" }
        // Counted in one pass: a generated file can have tens of thousands of findings.
        var byRule: [String: Int] = [:]
        var safe = 0, review = 0
        for f in findings {
            byRule[f.ruleID, default: 0] += 1
            if !f.isAdvisory { if f.safety == .safe { safe += 1 } else { review += 1 } }
        }
        out += "\(summary.filesScanned) files scanned, \(safe + review) changes in \(summary.filesChanged) files "
        out += "(\(safe) safe, \(review) review)"
        let advisories = findings.count - safe - review
        if advisories > 0 { out += ", \(advisories) advisories" }
        out += String(format: " in %.2f s\n", summary.seconds)
        for (rule, count) in byRule.sorted(by: { $0.key < $1.key }) { out += "  \(rule): \(count)\n" }
        for s in summary.skipped { out += "skipped: \(s)\n" }
        for e in summary.errors { out += "error: \(e)\n" }
        return out
    }
}

/// A stable JSON document; the schema is documented in the README.
public struct JSONReporter: Reporter {
    public init() {}
    public func report(_ findings: [Finding], summary: RunSummary, rules: [any Rule]) -> String {
        let items: [[String: Any]] = findings.map { f in
            ["path": f.path, "line": f.line, "column": f.column, "rule": f.ruleID, "safety": f.safety.rawValue,
             "message": f.message, "reason": f.reason, "kind": f.isAdvisory ? "advisory" : "change"]
        }
        let document: [String: Any] = [
            "version": 1,
            "findings": items,
            "summary": ["filesScanned": summary.filesScanned, "filesChanged": summary.filesChanged,
                        "changes": findings.filter { !$0.isAdvisory }.count, "advisories": findings.filter(\.isAdvisory).count,
                        "skipped": summary.skipped, "errors": summary.errors, "seconds": (summary.seconds * 1000).rounded() / 1000],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
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
        let results: [[String: Any]] = findings.map { f in
            ["ruleId": f.ruleID, "level": f.isAdvisory ? "note" : "warning",
             "message": ["text": "\(f.message). \(f.reason)"],
             "locations": [["physicalLocation": ["artifactLocation": ["uri": f.path, "uriBaseId": "%SRCROOT%"],
                                                 "region": ["startLine": f.line, "startColumn": f.column]]]],
             "properties": ["safety": f.safety.rawValue]]
        }
        let document: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [["tool": ["driver": ["name": "actorfix", "informationUri": "https://github.com/actorfix/actorfix",
                                          "version": actorfixVersion, "rules": ruleEntries]],
                      "results": results]],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\\/", with: "/") + "\n"
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
        }.joined() + summary.errors.map { "::error::\(GitHubReporter.escapeData($0))\n" }.joined()
    }
}

/// `path:line:col: warning: [rule] message`, which Xcode and most editors link.
public struct XcodeReporter: Reporter {
    public init() {}
    public func report(_ findings: [Finding], summary: RunSummary, rules: [any Rule]) -> String {
        findings.map { f in
            "\(f.path):\(f.line):\(f.column): \(f.isAdvisory ? "note" : "warning"): [\(f.ruleID)] \(f.message) (\(f.safety.rawValue))\n"
        }.joined() + summary.errors.map { "error: \($0)\n" }.joined()
    }
}

public let actorfixVersion = "0.1.0"
