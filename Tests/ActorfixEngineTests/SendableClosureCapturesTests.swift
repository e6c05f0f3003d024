import ActorfixEngine
import ActorfixIndex
import ActorfixRules
import Testing

/// When a closure passed to a `@Sendable` parameter needs a capture list, and how sure that is.
/// (The rewrites themselves are pinned, and compiled, in Corpus/sendable-closure-captures.)
@Suite("Rule: sendable-closure-captures")
struct SendableClosureCapturesTests {
    func run(_ source: String, settings: SwiftSettings = SwiftSettings(languageMode: 5)) throws -> EngineResult {
        let engine = Engine(rules: [SendableClosureCaptures()], sdk: try SDKKnowledge.bundled(), jobs: 1)
        return engine.run([InputFile(path: "A.swift", bytes: Array(source.utf8), settings: settings)])
    }

    /// The messages of every change and advisory the rule produces.
    func findings(_ source: String) throws -> [String] {
        let result = try run(source)
        return (result.changes + result.advisories).map(\.change.message)
    }

    func detached(in declaration: String, reading property: String = "self.name") -> String {
        "\(declaration) {\n    let name = \"uploads\"\n    var count = 0\n    func start() {\n        Task.detached { print(\(property)) }\n    }\n}\n"
    }

    @Test func aClassThatIsSendableThroughAProtocolIsLeftAlone() throws {
        let viaProtocol = "protocol Worker: Sendable {}\n" + detached(in: "final class Uploader: Worker")
        #expect(try run(viaProtocol).changes.isEmpty)
        let viaTwoProtocols = "protocol Base: Sendable {}\nprotocol Worker: Base {}\n" + detached(in: "final class Uploader: Worker")
        #expect(try run(viaTwoProtocols).changes.isEmpty)
        let viaTypealias = "typealias AnySendable = Sendable\n" + detached(in: "final class Uploader: AnySendable")
        #expect(try run(viaTypealias).changes.isEmpty)
        let unchecked = detached(in: "final class Uploader: @unchecked Sendable")
        #expect(try run(unchecked).changes.isEmpty)
    }

    /// swift-nio's channels conform to protocols of another module that refine Sendable: actorfix
    /// cannot see that, so it must not claim an error the compiler would not report.
    @Test func aClassConformingToAnUnknownProtocolIsLeftAlone() throws {
        #expect(try run(detached(in: "final class Uploader: ChannelHandlerFromElsewhere")).changes.isEmpty)
    }

    @Test func aPlainClassIsNotSendable() throws {
        let result = try run(detached(in: "final class Uploader: CustomStringConvertible"))
        #expect(result.changes.count == 1)
        #expect(result.changes.first?.change.message == "capture [name] in the closure passed to Task.detached")
        #expect(result.changes.first?.change.safety == .safe, "a let of a class keeps its value")
    }

    /// A class's closure reads a var when it runs; a captured copy is the value when it is made.
    @Test func capturingAVarOfAClassNeedsReview() throws {
        let result = try run(detached(in: "@MainActor final class Uploader", reading: "self.count"))
        let change = try #require(result.changes.first?.change)
        #expect(change.message == "capture [count] in the closure passed to Task.detached")
        #expect(change.safety == .review)
        #expect(change.reason.contains("'count' is a var of a class"))
    }

    @Test func aStructsVarIsSafe() throws {
        let source = "import SwiftUI\nstruct Ripple: View {\n    @State var radius: CGFloat = 4\n    var body: some View {\n        Circle().visualEffect { content, _ in content.blur(radius: radius) }\n    }\n}\n"
        let result = try run(source, settings: SwiftSettings(languageMode: 5, sdk: .xcode15))
        #expect(result.changes.first?.change.safety == .safe)
    }

    /// IceCubesApp: `group.addTask { await self.fetchLists() }` in a main-actor class hops to the
    /// main actor and compiles; only a synchronous read or call is an error.
    @Test func awaitedUseOfAnIsolatedSelfIsValid() throws {
        let awaited = "@MainActor final class Account {\n    var lists: [String] = []\n    func fetchLists() async {}\n    func load() async {\n        await withTaskGroup(of: Void.self) { group in\n            group.addTask { await self.fetchLists() }\n            group.addTask { print(await self.lists.count) }\n        }\n    }\n}\n"
        #expect(try findings(awaited).isEmpty)
        let synchronous = awaited.replacingOccurrences(of: "await self.fetchLists()", with: "self.fetchLists2()")
            .replacingOccurrences(of: "func fetchLists() async {}", with: "func fetchLists() async {}\n    func fetchLists2() {}")
        #expect(try run(synchronous).advisories.count == 1)
    }

    /// swift-composable-architecture: a reducer struct holding `@Dependency` values (Sendable in
    /// another module) is implicitly Sendable; actorfix cannot see that, so it says nothing.
    @Test func aStructWithMembersOfUnknownSendabilityIsLeftAlone() throws {
        let source = "struct Feature {\n    @Dependency(\\.continuousClock) var clock\n    func start() {\n        Task.detached { print(clock) }\n    }\n}\n"
        #expect(try findings(source).isEmpty)
    }

    /// One stored property known not to be Sendable decides, whatever else is unknown.
    @Test func oneNonSendableMemberDecides() throws {
        let source = "import SwiftUI\nstruct Feature {\n    let service: ServiceFromElsewhere\n    @State var count = 0\n    func start() {\n        Task.detached { print(count) }\n    }\n}\n"
        let result = try run(source)
        #expect(result.changes.map(\.change.message) == ["capture [count] in the closure passed to Task.detached"])
    }

    /// IceCubesApp: `group.addTask { let v = await load(); await MainActor.run { account = v } }`.
    @Test func workHandedBackToTheActorIsValid() throws {
        let source = "@MainActor final class About {\n    var account = \"\"\n    func load() async {\n        await withTaskGroup(of: Void.self) { group in\n            group.addTask {\n                await MainActor.run { self.account = \"a\" }\n                Task { @MainActor in self.account = \"b\" }\n            }\n        }\n    }\n}\n"
        #expect(try findings(source).isEmpty)
        let direct = source.replacingOccurrences(of: "await MainActor.run { self.account = \"a\" }", with: "self.account = \"a\"")
        #expect(try run(direct).advisories.count == 1)
    }

    /// A local of an earlier, closed block does not shadow the property the closure reads.
    @Test func aLocalOfAnotherBlockDoesNotShadow() throws {
        let source = "@MainActor struct Gauge {\n    var level = 1.0\n    func f() {\n        if level > 0 { let level = 2.0; print(level) }\n        Task.detached { print(level) }\n    }\n}\n"
        #expect(try run(source).changes.map(\.change.message) == ["capture [level] in the closure passed to Task.detached"])
    }

    /// NetNewsWire: `Task.detached { self.compress(records) }` where `compress` is nonisolated.
    @Test func callingANonisolatedMethodOfAnIsolatedSelfIsValid() throws {
        let source = "@MainActor final class Zone {\n    func save(_ records: [String]) async {\n        await Task.detached { self.compress(records) }.value\n    }\n    nonisolated func compress(_ records: [String]) {}\n}\n"
        #expect(try findings(source).isEmpty)
        let isolatedMethod = source.replacingOccurrences(of: "nonisolated func compress", with: "func compress")
        #expect(try run(isolatedMethod).advisories.count == 1)
    }

    /// swift-composable-architecture's `$0.destination?.modify(\.edit) { $0.syncUp = edited }`
    /// was taken for Alamofire's `static func modify(using:)` in a run holding both: a value
    /// cannot call a static method, and a call with an unlabelled argument cannot call a function
    /// with no unlabelled parameter. The same closure passed where it does bind still gets its list.
    @Test func aCallBindsOnlyToAFunctionThatCanTakeItsArguments() throws {
        let redirector = "enum Redirector {\n    static func modify(using closure: @escaping @Sendable () -> Void) {}\n}\n"
        let router = "final class Router {\n    func route(using closure: @escaping @Sendable () -> Void) {}\n}\n"
        func captures(_ call: String) throws -> [String] {
            let source = redirector + router + "struct Form { var title = \"\" }\nfunc edit(_ destination: inout Destination?, router: Router) {\n    var edited = Form()\n    edited.title = \"Evening\"\n    \(call)\n}\n"
            return try run(source).changes.map(\.change.message)
        }
        #expect(try captures("destination?.modify(1) { print(edited) }").isEmpty, "static method on a value, extra argument")
        #expect(try captures("destination?.modify { print(edited) }").isEmpty, "static method on a value")
        #expect(try captures("router.route(1) { print(edited) }").isEmpty, "an unlabelled argument route(using:) cannot take")
        #expect(try captures("Redirector.modify { print(edited) }") == ["capture [edited] for the closure passed to Redirector.modify"])
        #expect(try captures("router.route { print(edited) }") == ["capture [edited] for the closure passed to Router.route"])
    }

    /// NetNewsWire's `FeedlyAccountDelegate` has a `private func removeFolder(for:with:completion:)`
    /// with a `@Sendable` completion: only its own file can call it.
    @Test func aPrivateFunctionIsReachedOnlyFromItsFile() {
        let delegate = "final class Delegate {\n    private func store(completion: @escaping @Sendable () -> Void) {}\n}\n"
        let caller = "struct Form { var title = \"\" }\nfunc save(_ delegate: Delegate) {\n    var edited = Form()\n    edited.title = \"Evening\"\n    delegate.store { print(edited) }\n}\n"
        let apart = runEngine([SendableClosureCaptures()], [("Caller.swift", caller), ("Delegate.swift", delegate)])
        #expect(apart.changes.isEmpty)
        let together = runEngine([SendableClosureCaptures()], [("Caller.swift", delegate + caller)])
        #expect(together.changes.map(\.change.message) == ["capture [edited] for the closure passed to Delegate.store"])
    }

    /// Alamofire: `manager.startListening { status in … }` calls `NetworkReachabilityManager`'s
    /// method, whose closure is not `@Sendable`; `PathMonitor`'s method of the same name takes a
    /// `@Sendable` one. With two types declaring the name, the receiver's type cannot be guessed.
    @Test func aMethodThatTwoTypesDeclareIsNotGuessed() throws {
        let monitor = "final class PathMonitor {\n    func startListening(onResult: @escaping @Sendable (Int) -> Void) {}\n}\n"
        let manager = "final class Manager {\n    func startListening(onUpdate: @escaping (Int) -> Void) {}\n}\n"
        let caller = "func watch(_ manager: Manager) {\n    var last = 0\n    last = 1\n    manager.startListening { status in print(status, last) }\n}\n"
        #expect(try run(monitor + manager + caller).changes.isEmpty)
        #expect(try run(monitor + caller.replacingOccurrences(of: "Manager", with: "PathMonitor")).changes.map(\.change.message)
                == ["capture [last] for the closure passed to PathMonitor.startListening"])
    }

    /// Several SDK types declare `addTask`: the group a `withThrowingTaskGroup` closure receives
    /// names the one reported (it was always the last fact, `DiscardingTaskGroup`).
    @Test func theTaskGroupAClosureReceivesIsTheOneNamed() throws {
        let source = "func f() async throws {\n    var n = 0\n    n += 1\n    try await withThrowingTaskGroup(of: Void.self) { group in\n        group.addTask { print(n) }\n    }\n    await withTaskGroup(of: Void.self) { group in\n        group.addTask { print(n) }\n    }\n}\n"
        #expect(try run(source).changes.map(\.change.message) == ["capture [n] for the closure passed to ThrowingTaskGroup.addTask",
                                                                   "capture [n] for the closure passed to TaskGroup.addTask"])
    }
}
