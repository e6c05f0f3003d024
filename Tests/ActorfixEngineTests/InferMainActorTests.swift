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

    /// A type nested in a main-actor SDK class (`NSToolbarItem.Identifier`, `UIView.ContentMode`)
    /// is not isolated with it: constructing one asks for nothing (NetNewsWire's preferences
    /// `init` was made `@MainActor` for it once `NSToolbarItem` was known), while the class's own
    /// members still do (the SDK knowledge's `UIView`).
    @Test func typesNestedInMainActorSDKClassesAreNotMainActor() throws {
        let source = "struct Pane {\n    let id: UIView.ContentMode\n    init(raw: Int) { id = UIView.ContentMode(rawValue: raw) }\n    func make() -> UIView.ContentMode { UIView.ContentMode(rawValue: 1) }\n    func enabled() -> Bool { UIView.areAnimationsEnabled }\n}\n"
        let engine = Engine(rules: [InferMainActor()], sdk: try SDKKnowledge.bundled(), jobs: 1)
        let result = engine.run([InputFile(path: "Pane.swift", bytes: Array(source.utf8), settings: SwiftSettings(languageMode: 5))])
        #expect(result.changes.map(\.change.message) == ["mark 'enabled' @MainActor: it uses UIView.areAnimationsEnabled, which is main-actor isolated"])
    }

    /// SwiftUI's `@Entry` makes its initial value a nonisolated `EnvironmentKey.defaultValue`: a
    /// type constructed there keeps a nonisolated initializer, so it is annotated member by
    /// member, as anytype-swift's person did for `AppInterfaceStyle` and `KeyboardDismiss` (the
    /// macro cannot be expanded on Linux: the construction is the one a background closure
    /// makes, which `types-constructed-off-the-main-actor-keep-nonisolated-initializers` checks
    /// with swiftc). Without the `@Entry` use the class is annotated as a whole.
    @Test func environmentEntriesConstructOffTheMainActor() throws {
        let style = "final class Style {\n    private weak var window: UIWindow?\n    init(window: UIWindow?) { self.window = window }\n    func apply() { window?.isHidden = false }\n}\n"
        let entry = "extension EnvironmentValues {\n    @Entry var style = Style(window: nil)\n}\n"
        let engine = Engine(rules: [InferMainActor()], sdk: try SDKKnowledge.bundled(), jobs: 1)
        let settings = SwiftSettings(languageMode: 5)
        let withEntry = engine.run([InputFile(path: "Style.swift", bytes: Array((style + entry).utf8), settings: settings)])
        #expect(withEntry.changes.map(\.change.message) == ["mark 'apply' @MainActor: it uses window?.isHidden, which is main-actor isolated"])
        let alone = engine.run([InputFile(path: "Style.swift", bytes: Array(style.utf8), settings: settings)])
        #expect(alone.changes.map(\.change.message) == ["mark Style @MainActor: it owns main-actor objects and 1 of its members needs the main actor"])
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

    /// `#selector(signOut)` names a method for the Objective-C runtime: no call and no function
    /// value, so it neither needs the method off the main actor nor counts as a use (Firezone's
    /// menu items `lazy var signOutItem = makeItem(…, action: #selector(signOut))` made four
    /// actions of a main-actor class `nonisolated`, one of which then called main-actor code).
    /// Checked with swiftc 6.3.1 and an Objective-C stand-in: the class compiles as it is.
    @Test func selectorsOnlyNameMethods() {
        let source = "@MainActor final class MenuBar {\n    lazy var signOutItem = makeItem(\"Sign out\", action: #selector(signOut))\n    lazy var pathItem = makeItem(#keyPath(MenuBar.title), action: #selector(MenuBar.refresh))\n    var title = \"\"\n    @objc func signOut() { title = \"\" }\n    @objc func refresh() { title = \"r\" }\n}\n"
        let objc = ("ObjC.swift", "struct Selector {}\nfunc makeItem(_ title: String, action: Selector) -> Int { 0 }\n")
        let result = runEngine([InferMainActor()], [("MenuBar.swift", source), objc])
        #expect(result.changes.isEmpty, "\(result.changes.map(\.change.message))")
        #expect(result.advisories.isEmpty, "\(result.advisories.map(\.change.message))")
    }

    /// An override of a NetworkExtension provider's method runs where the system calls it, off the
    /// main actor: what it calls synchronously cannot become main-actor (Firezone's
    /// `PacketTunnelProvider.startTunnel` calls `Adapter.start()`, which reads `UIDevice`; while
    /// the superclass was unknown to actorfix, `start` and `DeviceMetadata` became `@MainActor` and
    /// the override then failed with "call to main actor-isolated instance method 'start()' in a
    /// synchronous nonisolated context", checked with swiftc 6.3.1 and a NetworkExtension
    /// stand-in). Reported instead, as for a superclass of the project.
    @Test func overridesOfNetworkExtensionProvidersStayOffTheMainActor() throws {
        let source = "import UIKit\nimport NetworkExtension\n\nfinal class DeviceMetadata {\n    static func deviceName() -> String { UIDevice.current.name }\n    static func osVersion() -> String { \"26\" }\n}\n\nfinal class Adapter {\n    func start() { print(DeviceMetadata.deviceName(), DeviceMetadata.osVersion()) }\n}\n\nfinal class PacketTunnelProvider: NEPacketTunnelProvider {\n    override func startTunnel(options: [String: NSObject]?, completionHandler: @escaping ((any Error)?) -> Void) {\n        Adapter().start()\n    }\n}\n"
        let engine = Engine(rules: [InferMainActor()], sdk: try SDKKnowledge.bundled(), jobs: 1)
        let result = engine.run([InputFile(path: "Tunnel.swift", bytes: Array(source.utf8), settings: SwiftSettings(languageMode: 5))])
        #expect(result.changes.isEmpty, "\(result.changes.map(\.change.message))")
        #expect(result.advisories.map(\.change.message) == ["'deviceName' needs the main actor but is called by 'start', which is used by 'startTunnel', which is not main-actor and cannot become it (review)"])
    }

    /// A member reached through a value made on the spot (`Adapter().start()`) or an enum's case
    /// (`WindowDefinition.settings.openWindow()`, Firezone) is a use of that member: both were
    /// unresolved, so callers of main-actor code stayed nonisolated ("call to main actor-isolated
    /// instance method 'openWindow()' in a synchronous nonisolated context", swiftc 6.3.1).
    @Test func valuesMadeOnTheSpotAndEnumCasesAreReceivers() {
        let source = "enum WindowDefinition {\n    case settings\n    @MainActor func openWindow() {}\n}\n\nfinal class Opener {\n    @MainActor func reveal() {}\n}\n\nfunc openSettings() { WindowDefinition.settings.openWindow() }\nfunc reveal() { Opener().reveal() }\n"
        assertRule(InferMainActor(), source, source
            .replacingAll("func openSettings()", with: "@MainActor func openSettings()")
            .replacingAll("func reveal() { Opener", with: "@MainActor func reveal() { Opener"))
    }

    /// A local forced to a type (`storyboard.instantiateInitialViewController() as! ListViewController`,
    /// essential-feed's composers) has that type: setting its main-actor property is main-actor
    /// code ("main actor-isolated property 'title' can not be mutated from a nonisolated context").
    /// `as?` gives an optional, and is left out.
    @Test func localsForcedToATypeHaveIt() {
        let source = "@MainActor final class Panel {\n    var title = \"\"\n}\n\nfunc make() -> AnyObject { fatalError() }\n\nfunc configure() {\n    let panel = make() as! Panel\n    panel.title = \"x\"\n}\n"
        assertRule(InferMainActor(), source, source.replacingAll("func configure()", with: "@MainActor func configure()"))
    }

    /// A main-actor method named in a default value and passed to a main-actor function's plain
    /// function-typed parameter (essential-feed's composer): the parameter takes `@MainActor`,
    /// found by label or by position. An override's parameter must match what it overrides and
    /// stays as it is (the use stays reported).
    @Test func parametersGivenMainActorMethodsInDefaultValuesTakeTheActor() {
        let source = "@MainActor class Composer {\n    func compose(_ loader: @escaping () -> Int, done: (() -> Void)? = nil) -> Int { loader() }\n}\n\n@MainActor final class Scene {\n    var text = \"\"\n    func load() -> Int { text = \"x\"; return 1 }\n    lazy var value = Composer().compose(load)\n}\n"
        assertRule(InferMainActor(), source, source.replacingAll("_ loader: @escaping () -> Int", with: "_ loader: @escaping @MainActor () -> Int"))
        let overriding = source.replacingAll("@MainActor class Composer {", with: "@MainActor class Base {\n    func compose(_ loader: @escaping () -> Int, done: (() -> Void)? = nil) -> Int { 0 }\n}\n\n@MainActor class Composer: Base {")
            .replacingAll("    func compose(_ loader: @escaping () -> Int, done: (() -> Void)? = nil) -> Int { loader() }", with: "    override func compose(_ loader: @escaping () -> Int, done: (() -> Void)? = nil) -> Int { loader() }")
        let result = runEngine([InferMainActor()], [("A.swift", overriding)])
        #expect(result.changes.isEmpty, "\(result.changes.map(\.change.message))")
        #expect(result.advisories.contains { $0.change.message.contains("'load' is main-actor code") }, "\(result.advisories.map(\.change.message))")
    }

    /// A main-actor method a deinit calls is reported as used off the main actor, unless
    /// `isolated-deinit` makes that deinit `isolated` in the same run (Xcode 26): one change,
    /// not a change and a report (freerooms-mobile's test `deinit { try? sut.deleteAll() }`).
    @Test func aDeinitBecomingIsolatedAsksNothingOfWhatItCalls() {
        let source = "@MainActor final class Store {\n    var items: [Int] = []\n    init() {}\n    func deleteAll() { items = [] }\n}\n\n@MainActor final class StoreTest {\n    let sut = Store()\n    deinit { sut.deleteAll() }\n}\n"
        let settings = SwiftSettings(languageMode: 6, sdk: .xcode26)
        let both = runEngine([InferMainActor(), IsolatedDeinit()], [("A.swift", source)], settings: settings)
        #expect(both.advisories.isEmpty, "\(both.advisories.map(\.change.message))")
        #expect(both.changes.map(\.change.ruleID) == ["isolated-deinit"], "\(both.changes.map(\.change.message))")
        let alone = runEngine([InferMainActor()], [("A.swift", source)], settings: settings)
        #expect(alone.advisories.contains { $0.change.message.contains("'deleteAll' is main-actor code but is called by 'deinit'") }, "\(alone.advisories.map(\.change.message))")
    }

    /// Found reading the change: an override takes the isolation of what it overrides, asked up
    /// the superclass chain; classes inheriting from each other (code that does not compile, as
    /// a file being written is) made that recurse until the stack overflowed.
    @Test func overridesInACycleOfClassesEnd() {
        let source = "class A: B {\n    override func f() {}\n}\nclass B: A {\n    override func f() {}\n}\nfunc g(_ a: A) { a.f() }\n"
        let result = runEngine([InferMainActor()], [("A.swift", source)])
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(result.changes.isEmpty, "\(result.changes.map(\.change.message))")
    }
}
