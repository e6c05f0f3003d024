import ActorfixEngine
import ActorfixIndex
import ActorfixRules
import ActorfixSyntax
import Foundation
import Testing

/// The README's first command runs actorfix on `Corpus/DemoApp`: the app must fail to compile in
/// Swift 6 as it is, and compile once every rule has run.
@Suite("Demo app", .serialized)
struct DemoAppTests {
    static let folder = CorpusCase.root.appendingPathComponent("Corpus/DemoApp")
    static let settings = CorpusCase.Settings(sdk: "pre2024", swiftVersion: 5, defaultIsolation: nil, features: nil, rules: nil,
                                              expectBefore: [], expectAfter: nil, note: nil)

    @Test func everyErrorIsFixedAndTheResultCompiles() throws {
        let files = SourceFinder.swiftFiles(in: [DemoAppTests.folder.path]).files
        #expect(files.count == 4)
        let swift5OldSDK = SwiftSettings(languageMode: 5, sdk: .xcode15)
        let inputs = try files.map { InputFile(path: $0, bytes: try SourceFile.read(path: $0), settings: swift5OldSDK) }
        var engine = Engine(rules: RuleRegistry.all, sdk: try SDKKnowledge.bundled(), jobs: 2)
        // Every round after the first also on a fresh index: what the rounds carry over holds.
        engine.verifiesCarryOver = true
        let result = engine.run(inputs)
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(result.rounds > 1)
        #expect(Set(result.changes.map(\.change.ruleID)) == ["state-main-actor-model", "sendable-closure-captures", "global-mutable-state"])

        let original = StandIns.errors(files.map { URL(fileURLWithPath: $0) }, shape: "pre2024", settings: DemoAppTests.settings)
        #expect(!original.isEmpty, "the demo should not compile in Swift 6 before the migration")

        let out = FileManager.default.temporaryDirectory.appendingPathComponent("actorfix-demo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: out) }
        var fixed: [URL] = []
        for (i, file) in result.files.enumerated() {
            let url = out.appendingPathComponent("\(i)-\(URL(fileURLWithPath: file.path).lastPathComponent)")
            try Data(file.final).write(to: url)
            fixed.append(url)
        }
        let remaining = StandIns.errors(fixed, shape: "pre2024", settings: DemoAppTests.settings)
        #expect(remaining.isEmpty, "\(remaining)")

        let again = engine.run(result.files.map { InputFile(path: $0.path, bytes: $0.final, settings: swift5OldSDK) })
        #expect(again.changes.isEmpty)
    }
}
