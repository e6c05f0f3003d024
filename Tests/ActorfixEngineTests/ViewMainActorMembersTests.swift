import ActorfixEngine
import ActorfixIndex
import ActorfixRules
import Testing

@Suite("Rule: view-main-actor-members")
struct ViewMainActorMembersTests {
    static let source = """
        struct Editor: View {
            var paste: some View { PasteButton(payloadType: String.self) { _ in } }
            var pasteAgain: some View { PasteButton(payloadType: String.self) { _ in } }
            func title() -> String { "Edit" }
            var body: some View { paste }
        }
        """

    func run(threshold: Double) throws -> String {
        var options = RuleOptions()
        options.memberThreshold = threshold
        let engine = Engine(rules: [ViewMainActorMembers()], options: options, sdk: try SDKKnowledge.bundled(), jobs: 1)
        let result = engine.run([InputFile(path: "Editor.swift", bytes: Array(ViewMainActorMembersTests.source.utf8),
                                           settings: SwiftSettings(languageMode: 5, sdk: .xcode15))])
        return finalText(result)
    }

    @Test func mostMembersNeedingItAnnotateTheView() throws {
        // 2 of 3 members need the main actor: above the default threshold 0.5.
        #expect(try run(threshold: 0.5) == "@MainActor\n" + ViewMainActorMembersTests.source)
    }

    @Test func belowTheThresholdEachMemberIsAnnotated() throws {
        #expect(try run(threshold: 0.9) == ViewMainActorMembersTests.source
            .replacingAll("    var paste: some View", with: "    @MainActor var paste: some View")
            .replacingAll("    var pasteAgain: some View", with: "    @MainActor var pasteAgain: some View"))
    }
}
