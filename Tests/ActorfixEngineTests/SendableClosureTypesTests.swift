import ActorfixEngine
import ActorfixIndex
import ActorfixRules
import Testing

/// Stored closures that code in another isolation domain calls (issue 13, item 4). The rewrites
/// are pinned, and compiled, in Corpus/sendable-closure-types.
@Suite("Rule: sendable-closure-types")
struct SendableClosureTypesTests {
    func messages(_ source: String) -> [String] {
        let sdk = (try? SDKKnowledge.bundled()) ?? engineSDK
        let result = Engine(rules: [SendableClosureTypes()], sdk: sdk, jobs: 1)
            .run([InputFile(path: "A.swift", bytes: Array(source.utf8), settings: SwiftSettings(languageMode: 5))])
        return result.changes.map(\.change.message)
    }

    func worker(_ declaration: String, property: String = "let onEvent: (Int) -> Void", call: String = "Task.detached { self.onEvent(1) }") -> String {
        "\(declaration) {\n    \(property)\n    init(onEvent: @escaping (Int) -> Void) { self.onEvent = onEvent }\n    nonisolated func run() { \(call) }\n}\n"
    }

    @Test func aStoredClosureOfAnActorCalledOffItGetsSendable() {
        #expect(messages(worker("actor Worker")) == ["mark stored closure 'onEvent' @Sendable: it is called in a closure passed to Task.detached (A.swift:4) (and the initializer parameter 'onEvent' assigned to it)"])
    }

    @Test func closuresCalledInTheirOwnDomainOrNotLetsAreLeftAlone() {
        // `Task {}` inherits the actor; a `var` cannot be read off the actor anyway; a nonisolated
        // class's closure is not what keeps the capture of `self` from compiling.
        #expect(messages(worker("actor Worker", call: "Task { await self.onEvent(1) }")).isEmpty)
        #expect(messages(worker("actor Worker", property: "var onEvent: (Int) -> Void")).isEmpty)
        #expect(messages(worker("final class Worker")).isEmpty)
        #expect(messages(worker("actor Worker", property: "let onEvent: @Sendable (Int) -> Void")).isEmpty)
    }

    /// A caller's closure using `self` of a type not known to be Sendable would fail once the
    /// parameter is @Sendable (swift-nio's tests pass such closures to `runSAL`): reported, not
    /// edited. A bare call in a type that declares its own method of that name is not a caller.
    @Test func aCallerCapturingSelfOfANonSendableTypeKeepsTheParameterAsItIs() {
        let helper = "import Foundation\nfunc runLater(_ body: @escaping () -> Void) {\n    DispatchQueue.global().async { body() }\n}\n"
        let caller = "class Tests {\n    var count = 0\n    func test() { runLater { self.count += 1 } }\n}\n"
        #expect(messages(helper + caller).isEmpty)
        let sendableCaller = "actor Tests {\n    var count = 0\n    nonisolated func test() { runLater { print(self) } }\n}\n"
        #expect(messages(helper + sendableCaller).count == 1)
        let otherMethod = "class Other {\n    func runLater(_ body: @escaping () -> Void) { body() }\n    func test() { runLater { print(self) } }\n}\n"
        #expect(messages(helper + otherMethod).count == 1, "\(messages(helper + otherMethod))")
    }

    /// A call without an argument for a parameter that has no default value is no call of that
    /// function (PromiseKit's `async(_: PMKNamespacer, …, execute:)` in `extension DispatchQueue`):
    /// a plain `q.async { }` capturing an untyped closure parameter held back `body`'s @Sendable;
    /// a real caller capturing one still does.
    @Test func aPlainCallIsNotACallerOfAnOverloadWithARequiredUnlabelledParameter() {
        let helper = """
        import Dispatch
        public enum PMKNamespacer { case promise }
        extension DispatchQueue {
            public func async<T>(_: PMKNamespacer, execute body: @escaping () -> T) {
                async { _ = body() }
            }
        }

        """
        let plain = "func show(_ names: [String], on q: DispatchQueue) {\n    names.forEach { name in q.async { print(name) } }\n}\n"
        #expect(messages(helper + plain) == ["mark closure parameter 'body' @Sendable: it is called from the closure passed to DispatchQueue.async (line 5)"])
        let real = "func show(_ names: [String], on q: DispatchQueue) {\n    names.forEach { name in q.async(.promise) { print(name) } }\n}\n"
        #expect(messages(helper + real).isEmpty)
    }
}
