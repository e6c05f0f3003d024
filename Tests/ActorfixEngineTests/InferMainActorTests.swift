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

    /// Under default main-actor isolation another module reads a struct's stored `var`s only on
    /// the main actor (SE-0434 is for the struct's own module): an actor of module B reading
    /// `item.size` and `item.kind` (an enum of A, Sendable by its default isolation) fails
    /// ("main actor-isolated property 'size' can not be referenced on a nonisolated actor
    /// instance"), and `nonisolated var` fixes it; B's main-actor `title(of:)` needs nothing.
    /// Checked with swiftc 6.3.1, two modules, at SIL: two errors before, none after.
    @Test func storedVarsOfStructsReadByAnotherModulesActorBecomeNonisolated() throws {
        let item = "public enum Kind {\n    case file, folder\n}\n\npublic struct Item {\n    public var kind: Kind\n    public var size: Int\n    public var name: String\n    public init(kind: Kind, size: Int, name: String) {\n        self.kind = kind\n        self.size = size\n        self.name = name\n    }\n}\n"
        let reader = "import A\n\nactor Reader {\n    func size(of item: Item) -> Int { item.size }\n    func isFolder(_ item: Item) -> Bool {\n        switch item.kind {\n        case .file: false\n        case .folder: true\n        }\n    }\n}\n\nfunc title(of item: Item) -> String { item.name }\n"
        let settings = SwiftSettings(languageMode: 6, defaultIsolation: .mainActor)
        // The bundled SDK knowledge: `Int` and `String` are Sendable.
        let engine = Engine(rules: [InferMainActor()], sdk: try SDKKnowledge.bundled(), jobs: 1)
        func run(_ files: [(String, String)], modules: [String]) -> EngineResult {
            engine.run(zip(files, modules).map { InputFile(path: $0.0, bytes: Array($0.1.utf8), settings: settings, module: $1) })
        }
        let result = run([("A/Item.swift", item), ("B/Reader.swift", reader)], modules: ["A", "B"])
        #expect(finalText(result) == item.replacingAll("public var kind", with: "public nonisolated var kind").replacingAll("public var size", with: "public nonisolated var size"))
        #expect(finalText(result, 1) == reader)
        #expect(result.advisories.isEmpty, "\(result.advisories.map(\.change.message))")
        #expect(result.changes.allSatisfy { $0.change.reason.contains("stored property of Sendable type of a struct") }, "\(result.changes.map(\.change.reason))")
        // In one module the reads are fine (SE-0434): nothing changes, nothing is reported.
        let oneModule = run([("A/Item.swift", item), ("A/Reader.swift", reader.replacingAll("import A\n\n", with: ""))], modules: ["A", "A"])
        #expect(oneModule.changes.isEmpty && oneModule.advisories.isEmpty, "\(oneModule.changes.map(\.change.message)) \(oneModule.advisories.map(\.change.message))")
    }
}
