import ActorfixEngine
import ActorfixIndex
import ActorfixRules
import Testing

@Suite("Rule: state-main-actor-model strategies")
struct StateMainActorModelTests {
    static let source = "@MainActor final class M { init() {} }\nstruct V: View {\n    @State var m = M()\n    var body: some View { Text(\"\") }\n}\n"

    func run(_ configure: (inout RuleOptions) -> Void) throws -> EngineResult {
        var options = RuleOptions()
        configure(&options)
        let engine = Engine(rules: [StateMainActorModel()], options: options, sdk: try SDKKnowledge.bundled(), jobs: 1)
        return engine.run([InputFile(path: "V.swift", bytes: Array(StateMainActorModelTests.source.utf8),
                                     settings: SwiftSettings(languageMode: 5, sdk: .xcode15))])
    }

    @Test func stateObjectStrategyExplainsWhyItCannotApply() throws {
        // Checked with swiftc 6.3.1 against the pre-2024 stand-in: `@StateObject var m = M()` fails
        // with the same "main actor-isolated default value in a nonisolated context".
        let result = try run { $0.stateModelStrategy = "state-object" }
        #expect(result.changes.isEmpty)
        #expect(result.advisories.count == 1)
        #expect(result.advisories.first?.change.reason.contains("SE-0411") == true)
    }

    @Test func annotateViewIsTheDefault() throws {
        let result = try run { _ in }
        #expect(finalText(result) == StateMainActorModelTests.source.replacingAll("struct V: View", with: "@MainActor struct V: View"))
    }
}
