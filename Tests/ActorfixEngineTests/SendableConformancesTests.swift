import ActorfixEngine
import ActorfixIndex
import ActorfixRules
import Testing

/// When a value crosses an isolation boundary, so that its type needs `Sendable` (issue 13). The
/// rewrites are pinned, and compiled to SIL, in Corpus/sendable-conformances.
@Suite("Rule: sendable-conformances")
struct SendableConformancesTests {
    /// With the shipped SDK knowledge (`Task.init`, `Task.detached`, `DispatchQueue.async`).
    func run(_ source: String, features: Set<String> = []) -> EngineResult {
        let sdk = (try? SDKKnowledge.bundled()) ?? engineSDK
        let engine = Engine(rules: [SendableConformances()], sdk: sdk, jobs: 1)
        return engine.run([InputFile(path: "A.swift", bytes: Array(source.utf8), settings: SwiftSettings(languageMode: 5, features: features))])
    }

    func messages(_ source: String, features: Set<String> = []) -> [String] {
        let result = run(source, features: features)
        return (result.changes + result.advisories).map(\.change.message)
    }

    func reasons(_ source: String) -> [String] { run(source).changes.map(\.change.reason) }

    let page = "public struct Page { public let number: Int }\n"
    let service = "public final class Service: Sendable {\n    public func load(page: Page) async -> Int { page.number }\n}\n"

    @Test func aValuePassedBetweenMainActorAsyncFunctionsNeedsNothing() {
        let source = page + """
            @MainActor final class Model {
                var page = Page(number: 1)
                func refresh() async { await show(page) }
                func show(_ page: Page) async {}
            }
            """
        #expect(messages(source).isEmpty)
    }

    @Test func mainActorStatePassedToANonisolatedAsyncFunctionCrosses() {
        let source = page + service + """
            @MainActor final class Model {
                var page = Page(number: 1)
                let service = Service()
                func refresh() async { _ = await service.load(page: page) }
            }
            """
        #expect(messages(source) == ["conform 'Page' to Sendable: its values cross an isolation boundary and its stored properties are all Sendable"])
        #expect(reasons(source).first?.contains("main-actor code passes it to nonisolated async function Service.load, which runs on the global executor (A.swift:8)") == true)
        // Under NonisolatedNonsendingByDefault the function runs on its caller's actor.
        #expect(messages(source, features: ["NonisolatedNonsendingByDefault"]).isEmpty)
    }

    @Test func anArgumentConstructedAtTheCallIsDisconnected() {
        let fresh = page + service + "@MainActor func refresh(service: Service) async { _ = await service.load(page: Page(number: 2)) }\n"
        #expect(messages(fresh).isEmpty)
        let local = page + service + "@MainActor func refresh(service: Service) async {\n    let p = Page(number: 2)\n    _ = await service.load(page: p)\n}\n"
        #expect(messages(local).isEmpty)
        // Used after the call, the local is not disconnected any more.
        let usedAfter = page + service + "@MainActor func refresh(service: Service) async {\n    let p = Page(number: 2)\n    _ = await service.load(page: p)\n    print(p)\n}\n"
        #expect(messages(usedAfter).count == 1)
    }

    @Test func aCallWithOtherLabelsIsNotACallOfTheFunction() {
        let source = page + service + """
            @MainActor final class Model {
                var page = Page(number: 1)
                let other = Other()
                func refresh() async { _ = await other.load(from: page) }
            }
            final class Other: Sendable { func load(from page: Page) async -> Int { 0 } }
            """
        // `Other.load(from:)` is itself nonisolated async: the page crosses there, not into Service.
        #expect(reasons(source).first?.contains("Other.load") == true)
        #expect(reasons(source).first?.contains("Service.load") == false)
    }

    @Test func capturesCrossOnlyIntoClosuresThatRunElsewhere() {
        let inMainActorTask = page + "@MainActor func show(_ page: Page) { Task { print(page) } }\n"
        #expect(messages(inMainActorTask).isEmpty)
        let inNonisolatedTask = page + "func show(_ page: Page) { Task { print(page) } }\n"
        #expect(reasons(inNonisolatedTask).first?.contains("'page' is captured by a closure sent to another isolation domain (the one passed to Task.init, A.swift:2)") == true)
        let freshInDetached = page + "@MainActor func show() { let p = Page(number: 1); Task.detached { print(p) } }\n"
        #expect(messages(freshInDetached).isEmpty)
        // A @Sendable closure takes no non-Sendable value at all, fresh or not.
        let freshInSendable = "import Foundation\n" + page + "@MainActor func show() { let p = Page(number: 1); DispatchQueue.global().async { print(p) } }\n"
        #expect(reasons(freshInSendable).first?.contains("'p' is captured by a @Sendable closure") == true)
    }

    @Test func aProtocolRefinesSendableOnlyWhenEveryConformerIsSendable() {
        let holder = "public struct Theme: Sendable { public let colors: any ColorSet }\n"
        let proto = "public protocol ColorSet { var primary: String { get } }\n"
        let sendableConformers = proto + holder + "struct Dark: ColorSet { let primary = \"black\" }\nfinal class Custom: ColorSet { let primary = \"red\" }\n"
        #expect(messages(sendableConformers) == ["make protocol 'ColorSet' refine Sendable: its existentials cross an isolation boundary and every conforming type (Custom, Dark) is Sendable"])
        // A class with a var, a non-final class, no conformer at all, or another module's type
        // that the SDK knowledge does not call Sendable: the protocol stays as it is.
        #expect(messages(proto + holder + "struct Dark: ColorSet { let primary = \"black\" }\nfinal class Editable: ColorSet { var primary = \"red\" }\n").isEmpty)
        #expect(messages(proto + holder + "class Open: ColorSet { let primary = \"red\" }\n").isEmpty)
        #expect(messages(proto + holder).isEmpty)
        #expect(messages(proto + holder + "extension NSColorList: ColorSet { var primary: String { \"\" } }\n").isEmpty)
        // A protocol of classes, or of main-actor types: `@MainActor` fits it, not `Sendable`.
        #expect(messages("public protocol ColorSet: AnyObject { var primary: String { get } }\n" + holder + "final class Custom: ColorSet { let primary = \"red\" }\n").isEmpty)
        #expect(messages(proto + holder + "@MainActor final class Custom: ColorSet { nonisolated let primary = \"red\" }\n").isEmpty)
        // Not crossing anywhere: nothing to do.
        #expect(messages(proto + "struct Dark: ColorSet { let primary = \"black\" }\n").isEmpty)
    }

    /// Each level of nested types used to wait a round for the level it stores (mastodon-ios's
    /// `Mastodon.Entity.Attachment.Meta`): one round now conforms them all, and the next finds nothing.
    @Test func nestedTypesConformInOneRound() throws {
        let nested = try #require(CorpusCase.all.first { $0.rule == "sendable-conformances" && $0.name == "nested-types-conform-in-one-pass" })
        let result = try nested.run(nested.read("before.swift"))
        #expect(String(decoding: result.files[0].final, as: UTF8.self) == nested.read("after.swift"))
        #expect(result.rounds == 2)
        #expect(Set(result.changes.map(\.round)) == [0])
    }

    /// A change that counts on another of the same round says so, and is no safer than it: with
    /// `--only-safe` the class must not conform when the struct it stores does not.
    @Test func aConformanceRelyingOnAnotherIsAsSafeAsIt() {
        let source = """
            public struct Header { public let url: String }
            final class Token { let header: Header; init(header: Header) { self.header = header } }
            actor Client { func store(_ token: Token) {} }
            """
        let changes = run(source).changes.map(\.change)
        #expect(changes.count == 2)
        let token = changes.first { $0.message.contains("'Token'") }
        #expect(token?.safety == .review)
        #expect(token?.reason.contains("It relies on the Sendable conformance actorfix adds to 'Header' in the same pass, so it is to be reviewed with it.") == true)
        // On its own (nothing relied on), the same class stays a safe change.
        let alone = run("final class Token { let id: Int; init(id: Int) { self.id = id } }\nactor Client { func store(_ token: Token) {} }\n").changes
        #expect(alone.map(\.change.safety) == [.safe])
    }

    /// What will not be written cannot be relied on: a suppressed inner type keeps the outer one
    /// from conforming, and types that store each other do not conform on each other's strength.
    @Test func unmadeOrCircularConformancesAreNotReliedOn() {
        let suppressed = """
            // actorfix:ignore sendable-conformances
            public struct Header { public let url: String }
            public struct Account { public let header: Header }
            actor Client { func store(_ account: Account) {} }
            """
        #expect(messages(suppressed).isEmpty)
        let circular = """
            public struct Folder { public let children: [Item] }
            public struct Item { public let parent: [Folder] }
            actor Client { func store(_ folder: Folder) {} }
            """
        #expect(messages(circular).isEmpty)
    }

    /// A generated file is reported, not edited: a type of another file storing one of its types
    /// must wait for a person to conform it there.
    @Test func conformancesInAGeneratedFileAreNotReliedOn() {
        let sdk = (try? SDKKnowledge.bundled()) ?? engineSDK
        let settings = SwiftSettings(languageMode: 5)
        let generated = "// Generated using SwiftGen\npublic struct Header { public let url: String }\n"
        let own = "public struct Account { public let header: Header }\nactor Client { func store(_ account: Account) {} }\n"
        let result = Engine(rules: [SendableConformances()], sdk: sdk, jobs: 1).run([
            InputFile(path: "Generated.swift", bytes: Array(generated.utf8), settings: settings),
            InputFile(path: "A.swift", bytes: Array(own.utf8), settings: settings),
        ])
        #expect(result.changes.isEmpty)
        #expect(result.advisories.map(\.change.path) == ["Generated.swift"])
    }

    /// Two modules declaring a type of one name: each is decided on its own (the crossing types
    /// and the constants' holders are keyed by the index's type key, not by name).
    @Test func sameNamedTypesOfTwoModulesAreToldApart() {
        func run(_ rules: [any Rule], _ files: [(String, String, String)]) -> EngineResult {
            Engine(rules: rules, sdk: engineSDK, jobs: 2).run(files.map {
                InputFile(path: $0.0, bytes: Array($0.2.utf8), settings: SwiftSettings(languageMode: 5), module: $0.1)
            })
        }
        // swift-nio's internal `Base64: Sendable` made Vapor's public `Base64` "declared Sendable".
        let base64 = run([SendableConformances()], [
            ("NIO/Base64.swift", "NIOBase64", "enum Base64: Sendable { static let alphabet = \"AB\" }\n"),
            ("Vapor/Base64.swift", "Vapor", "public enum Base64 { public static let alphabet = \"AB\" }\n"),
        ])
        #expect(base64.changes.isEmpty, "\(base64.changes.map(\.change.message))")
        // NetNewsWire's Mac and iOS targets each hold their own `AppDefaults.shared`.
        let defaults = "final class AppDefaults {\n    static let shared = AppDefaults()\n    let name = \"x\"\n    private init() {}\n}\n"
        let both = run([GlobalMutableState()], [("Mac/AppDefaults.swift", "Mac", defaults), ("iOS/AppDefaults.swift", "iOS", defaults)])
        #expect(both.changes.map(\.change.path).sorted() == ["Mac/AppDefaults.swift", "iOS/AppDefaults.swift"].sorted(), "\(both.changes.map(\.change.message))")
    }

    /// A public type nested in an internal one is internal, so implicitly Sendable (swift-nio's
    /// test handler declares `public enum ChannelState` inside an internal class).
    @Test func aPublicTypeInsideAnInternalOneIsNotPublic() {
        let source = "final class Handler: Sendable {\n    public enum State { case open, closed }\n    let state: State\n    init(state: State) { self.state = state }\n}\n"
        let result = runEngine([SendableConformances()], [("A.swift", source)])
        #expect(result.changes.isEmpty, "\(result.changes.map(\.change.message))")
        // Inside a public type it is public, and conforms.
        let open = runEngine([SendableConformances()], [("A.swift", source.replacingOccurrences(of: "final class Handler", with: "public final class Handler"))])
        #expect(open.changes.map(\.change.message).contains { $0.contains("conform 'Handler.State' to Sendable") }, "\(open.changes.map(\.change.message))")
    }

    /// A stored `any P & Sendable` is Sendable as written: the protocol need not refine Sendable
    /// (swift-nio's `Resolver`).
    @Test func anExistentialComposedWithSendableNeedsNoRefinement() {
        let source = "public protocol Resolver { func resolve() }\nfinal class Dummy: Resolver { func resolve() {} }\nfinal class Connector: Sendable {\n    let resolver: any Resolver & Sendable\n    init(resolver: any Resolver & Sendable) { self.resolver = resolver }\n}\n"
        let result = runEngine([SendableConformances()], [("A.swift", source)])
        #expect(result.changes.isEmpty, "\(result.changes.map(\.change.message))")
    }
}
