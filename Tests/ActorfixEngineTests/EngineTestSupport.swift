import ActorfixEngine
import ActorfixIndex
import ActorfixRules
import ActorfixSyntax
import Testing

let engineSDK = SDKKnowledge(files: [
    SDKKnowledgeFile(module: "SwiftUI", types: [
        TypeFact(name: "View", kind: "protocol", memberIsolation: ["body": "MainActor"], until: .xcode15),
        TypeFact(name: "View", kind: "protocol", isolation: "MainActor", preconcurrency: true, since: .xcode16),
        TypeFact(name: "DateFormatter", kind: "class"),
    ], sendableClosureParameters: [
        ClosureParameterFact(function: "detached", labels: ["priority", "operation"], parameter: "operation", receiver: "Task", isStatic: true),
        ClosureParameterFact(function: "async", labels: ["group", "qos", "flags", "execute"], parameter: "execute", receiver: "DispatchQueue", condition: "nonMainReceiver"),
    ]),
])

/// Runs rules over in-memory files to the fixed point; returns the final sources.
/// - Parameter modules: the module of each file (none when empty).
func runEngine(_ rules: [any Rule], _ files: [(String, String)], settings: SwiftSettings = SwiftSettings(languageMode: 5), modules: [String] = []) -> EngineResult {
    let engine = Engine(rules: rules, sdk: engineSDK, jobs: 2)
    return engine.run(files.enumerated().map { i, file in
        InputFile(path: file.0, bytes: Array(file.1.utf8), settings: settings, module: i < modules.count ? modules[i] : nil)
    })
}

func finalText(_ result: EngineResult, _ i: Int = 0) -> String { String(decoding: result.files[i].final, as: UTF8.self) }

/// The SwiftFormat-style helper: the rule turns `before` into `after`, a second run changes
/// nothing, and `// actorfix:ignore-file` prevents every change.
func assertRule(_ rule: any Rule, _ before: String, _ after: String, others: [(String, String)] = [],
                settings: SwiftSettings = SwiftSettings(languageMode: 5), sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let result = runEngine([rule], [("Input.swift", before)] + others, settings: settings)
    #expect(finalText(result) == after, sourceLocation: sourceLocation)
    #expect(result.errors.isEmpty, "\(result.errors)", sourceLocation: sourceLocation)
    let again = runEngine([rule], [("Input.swift", after)] + others, settings: settings)
    #expect(again.changes.isEmpty, "second run proposes: \(again.changes.map(\.change.message))", sourceLocation: sourceLocation)
    let ignored = runEngine([rule], [("Input.swift", "// actorfix:ignore-file\n" + before)] + others, settings: settings)
    #expect(finalText(ignored) == "// actorfix:ignore-file\n" + before, sourceLocation: sourceLocation)
}

/// Each source, alone in a file, is left exactly as it is (no change, no error).
func assertLeavesAlone(_ rule: any Rule, _ sources: [String], settings: SwiftSettings = SwiftSettings(languageMode: 5),
                       sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    for source in sources {
        let result = runEngine([rule], [("A.swift", source)], settings: settings)
        #expect(result.changes.isEmpty && finalText(result) == source, "\(source): \(result.changes.map(\.change.message))", sourceLocation: sourceLocation)
    }
}

/// A rule built from a closure, for engine tests.
struct ClosureRule: Rule {
    let id: String
    let body: @Sendable (FileContext) -> [Change]
    init(_ id: String, _ body: @escaping @Sendable (FileContext) -> [Change]) {
        self.id = id
        self.body = body
    }
    var summary: String { "test rule \(id)" }
    var rationale: String { "test" }
    var proposals: [String] { [] }
    var safety: Safety { .safe }
    var example: RuleExample { RuleExample(before: "", after: "") }
    func check(_ file: FileContext) -> [Change] { body(file) }
}

/// Replaces every identifier token `from` with `to`.
func renameRule(_ id: String, _ from: String, _ to: String) -> ClosureRule {
    ClosureRule(id) { file in
        file.tree.tokens.indices.compactMap { i -> Change? in
            let t = Int32(i)
            guard file.tree.tokens[i].kind == .identifier, file.tree.text(t) == from else { return nil }
            return Change(ruleID: id, path: file.path, edits: [EditBuilders.replaceToken(t, in: file.tree, with: to)],
                          message: "rename \(from) to \(to)", reason: "test", safety: .safe, offset: Int(file.tree.tokens[i].start))
        }
    }
}
