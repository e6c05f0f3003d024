import ActorfixIndex
import ActorfixRules
import ActorfixSyntax
import Foundation

/// `--diagnostics FILE`: the errors of a build log made elsewhere (Xcode, CI), and which of them
/// actorfix's changes address; nothing is built.
public struct BuildLogReader {
    public let engine: Engine
    public let inputs: [InputFile]
    public let displayPath: @Sendable (String) -> String

    public init(engine: Engine, inputs: [InputFile], displayPath: @escaping @Sendable (String) -> String) {
        self.engine = engine
        self.inputs = inputs
        self.displayPath = displayPath
    }

    public func report(logPath: String) throws -> Verifier.Outcome {
        guard let data = FileManager.default.contents(atPath: logPath) else {
            throw WriteError(path: logPath, reason: "cannot read the build log")
        }
        let directory = FileManager.default.currentDirectoryPath
        let originals = Dictionary(inputs.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        let scopes = ScopeCache(originals: originals, directory: directory, displayPath: displayPath)
        let recorder = ChangeRecorder(rejected: [], scopes: scopes)
        let local = inputs.map { scopes.canonicalPath($0.path) }
        let errors = CompilerDiagnostic.errors(in: String(decoding: data, as: UTF8.self), relativeTo: directory).map { localized($0, among: local) }
        // The log's own answers about SDK types come first: the rules run knowing them.
        var engine = self.engine
        if let learned = BuildLogReader.learnedKnowledge(from: errors, known: engine.sdk) { engine.sdk.add(learned) }
        let result = engine.run(inputs, decider: recorder)
        let advisories = result.files.flatMap { file in
            file.advisories.map { scopes.record($0.change, path: file.path, line: $0.line, column: $0.column) }
        }
        var addressed: [VerifyReport.Annotated] = []
        var remaining: [VerifyReport.Annotated] = []
        for error in errors {
            let rules = recorder.accepted.filter { $0.addresses(error) }.map(\.ruleID)
            if rules.isEmpty {
                remaining.append(Knowledge.annotate(error, kept: [], advisories: advisories, backedOut: [], given: Set(local)))
            } else {
                var unique: [String] = []
                for rule in rules where !unique.contains(rule) { unique.append(rule) }
                addressed.append(.init(error: error, rules: unique, note: "addressed by \(unique.joined(separator: ", "))"))
            }
        }
        let report = VerifyReport(mode: .diagnostics, source: logPath, errorsBefore: errors.count, errorsAfter: nil, builds: 0, buildSeconds: 0,
                                  kept: recorder.accepted.count, backedOut: [], addressed: addressed, remaining: remaining,
                                  displayPath: displayPath)
        return Verifier.Outcome(result: result, report: report)
    }

    /// SDK types a log's errors call non-Sendable ("non-'Sendable' type 'ByteCountFormatter'",
    /// "type 'NSFont' does not conform to the 'Sendable' protocol"): the compiler's answer for the
    /// SDK and platform the log was made with, where actorfix's knowledge has none or says it
    /// varies (swift-custom-dump's `static let formatter: ByteCountFormatter`, Sendable on no
    /// platform it builds on). Only types the knowledge describes or that carry Apple's prefixes:
    /// another module's type is `preconcurrency-import`'s question.
    static func learnedKnowledge(from errors: [CompilerDiagnostic], known: SDKKnowledge) -> SDKKnowledgeFile? {
        var names: [String] = []
        for error in errors {
            for (prefix, suffix) in [("non-'Sendable' type '", "'"), ("type '", "' does not conform to the 'Sendable' protocol")] {
                guard let start = error.message.range(of: prefix), let end = error.message.range(of: suffix, range: start.upperBound..<error.message.endIndex) else { continue }
                var name = String(error.message[start.upperBound..<end.lowerBound])
                while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
                guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { continue }
                let simple = name.lastDottedComponent
                guard known.type(simple, in: .xcode26) != nil || PreconcurrencyImport.looksLikeAppleSDK(simple), !names.contains(simple) else { continue }
                names.append(simple)
            }
        }
        guard !names.isEmpty else { return nil }
        return SDKKnowledgeFile(module: "build log", description: "types the build log's errors call non-Sendable",
                                types: names.map { name in
                                    TypeFact(name: name, kind: known.type(name, in: .xcode26)?.kind ?? "class", sendable: false,
                                             note: "the build log says it is not Sendable")
                                })
    }

    /// A log from another machine names files by its paths (`/Users/runner/work/App/…`): such a
    /// file is this run's file with the longest common tail of path components.
    func localized(_ error: CompilerDiagnostic, among local: [String]) -> CompilerDiagnostic {
        guard !error.path.isEmpty, !local.contains(error.path) else { return error }
        let theirs = Array(error.path.split(separator: "/").reversed())
        var best: (path: String, shared: Int)?
        var tie = false
        for path in local {
            let ours = Array(path.split(separator: "/").reversed())
            var shared = 0
            while shared < min(ours.count, theirs.count) && ours[shared] == theirs[shared] { shared += 1 }
            guard shared > 0 else { continue }
            if shared > (best?.shared ?? 0) { best = (path, shared); tie = false } else if shared == best?.shared { tie = true }
        }
        guard let best, !tie else { return error }
        return CompilerDiagnostic(path: best.path, line: error.line, column: error.column, severity: error.severity, message: error.message, group: error.group)
    }
}
