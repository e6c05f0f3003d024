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
        #expect(messages(worker("actor Worker")) == ["mark stored closure 'onEvent' @Sendable: it is called from the closure passed to Task.detached (A.swift:4) (and the initializer parameter 'onEvent' assigned to it)"])
    }

    @Test func closuresCalledInTheirOwnDomainOrNotLetsAreLeftAlone() {
        // `Task {}` inherits the actor; a `var` cannot be read off the actor anyway; a nonisolated
        // class's closure is not what keeps the capture of `self` from compiling.
        #expect(messages(worker("actor Worker", call: "Task { await self.onEvent(1) }")).isEmpty)
        #expect(messages(worker("actor Worker", property: "var onEvent: (Int) -> Void")).isEmpty)
        #expect(messages(worker("final class Worker")).isEmpty)
        #expect(messages(worker("actor Worker", property: "let onEvent: @Sendable (Int) -> Void")).isEmpty)
    }
}
