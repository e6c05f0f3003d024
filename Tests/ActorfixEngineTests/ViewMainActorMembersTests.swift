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

    /// RedditOS has two files declaring `struct SidebarView` (a stale copy). The index merged by
    /// name, so what it knew described the other declaration: @MainActor was added again every
    /// round until the engine gave up. Now each declaration is a type of its own: both get their
    /// change, once, and the run settles.
    @Test func aDuplicateTypeDeclarationDoesNotLoop() throws {
        let view = "import SwiftUI\nstruct SidebarView: View {\n    @EnvironmentObject private var store: Store\n    func refresh() { store.reload() }\n    var body: some View { Text(\"\") }\n}\n"
        let store = "import Combine\nfinal class Store: ObservableObject { func reload() {} }\n"
        let engine = Engine(rules: RuleRegistry.all, sdk: try SDKKnowledge.bundled(), jobs: 1)
        let settings = SwiftSettings(languageMode: 5, sdk: .xcode15)
        let result = engine.run([InputFile(path: "Sidebar.swift", bytes: Array(view.utf8), settings: settings),
                                 InputFile(path: "SidebarView.swift", bytes: Array(view.utf8), settings: settings),
                                 InputFile(path: "Store.swift", bytes: Array(store.utf8), settings: settings)])
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(finalText(result, 0).components(separatedBy: "@MainActor").count - 1 == 1, "\(finalText(result, 0))")
        #expect(finalText(result, 1) == finalText(result, 0))
    }
}
