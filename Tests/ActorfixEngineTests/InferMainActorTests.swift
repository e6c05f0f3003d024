import ActorfixEngine
import ActorfixIndex
import ActorfixRules
import Testing

/// infer-main-actor's decisions that corpus cases do not pin (each checked against swiftc 6.3.1
/// with the UIKit stand-in while writing it).
@Suite("Rule: infer-main-actor")
struct InferMainActorTests {
    static let uikit = ("UIKit.swift", "@MainActor class UIView { init() {} }\n@MainActor class UICollectionView: UIView {}\n")

    /// A value type over the member threshold keeps its isolation: it is data (a diffable section)
    /// used anywhere, so its members are annotated one by one; a class over it is annotated.
    @Test func valueTypesAreAnnotatedMemberByMember() {
        let source = "enum Section: Hashable {\n    case main\n    static func makeView() -> UIView { UIView() }\n    static func makeGrid() -> UICollectionView { UICollectionView() }\n}\n"
        assertRule(InferMainActor(), source, source
            .replacingAll("    static func makeView", with: "    @MainActor static func makeView")
            .replacingAll("    static func makeGrid", with: "    @MainActor static func makeGrid"), others: [InferMainActorTests.uikit])
        let asClass = source.replacingAll("enum Section: Hashable {\n    case main\n", with: "final class Section {\n")
        assertRule(InferMainActor(), asClass, "@MainActor\n" + asClass, others: [InferMainActorTests.uikit])
    }

    /// The evidence is the use, with its file and line; the transitive step names the member it
    /// goes through.
    @Test func reasonsNameTheUse() {
        let source = "final class Router {\n    func open() { _ = UIView() }\n    func start() { open() }\n    func name() -> String { \"r\" }\n    func other() -> Int { 1 }\n}\n"
        let result = runEngine([InferMainActor()], [("Router.swift", source), InferMainActorTests.uikit])
        let reasons = result.changes.map(\.change.reason)
        #expect(reasons.contains { $0.contains("UIView") && $0.contains("Router.swift:2") }, "\(reasons)")
        #expect(reasons.contains { $0.contains("uses 'open', which needs the main actor") && $0.contains("Router.swift:3") }, "\(reasons)")
    }
}
