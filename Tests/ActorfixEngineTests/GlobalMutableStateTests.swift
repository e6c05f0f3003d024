import ActorfixEngine
import ActorfixIndex
import ActorfixRules
import Testing

@Suite("Rule: global-mutable-state")
struct GlobalMutableStateTests {
    let rule = GlobalMutableState()

    @Test func neverAssignedSendableBecomesLet() {
        assertRule(rule, "var baseURL = \"https://example.com\"\nfunc f() { print(baseURL) }\n",
                   "let baseURL = \"https://example.com\"\nfunc f() { print(baseURL) }\n")
        assertRule(rule, "enum Config {\n    static var retries = 3\n    static var names: [String] = [\"a\"]\n}\n",
                   "enum Config {\n    static let retries = 3\n    static let names: [String] = [\"a\"]\n}\n")
    }

    @Test func mainActorOnlyUseGetsMainActorBeforeModifiers() {
        let views = ("Views.swift", "struct Screen: View {\n    var body: some View { Text(\"\\(Counter.value)\") }\n    func tap() { Counter.value += 1 }\n}\n")
        assertRule(rule, "enum Counter {\n    static var value = 0\n}\n",
                   "enum Counter {\n    @MainActor static var value = 0\n}\n", others: [views])
    }

    @Test func otherUseIsOptedOutForReview() {
        let result = runEngine([rule], [("A.swift", "var hits = 0\nfunc record() { hits += 1 }\n")])
        #expect(finalText(result) == "nonisolated(unsafe) var hits = 0\nfunc record() { hits += 1 }\n")
        #expect(result.changes.first?.change.safety == .review)
        #expect(result.changes.first?.change.reason.contains("SE-0412") == true)
        // A non-Sendable constant used off the main actor.
        let constant = runEngine([rule], [("B.swift", "let formatter = DateFormatter()\nfunc f() { _ = formatter }\n")])
        #expect(finalText(constant) == "nonisolated(unsafe) let formatter = DateFormatter()\nfunc f() { _ = formatter }\n")
        let staticOne = runEngine([rule], [("C.swift", "final class Log {\n    private static var lines: [String] = []\n    func add() { Self.lines.append(\"x\") }\n}\n")])
        #expect(finalText(staticOne) == "final class Log {\n    nonisolated(unsafe) private static var lines: [String] = []\n    func add() { Self.lines.append(\"x\") }\n}\n")
    }

    @Test func leavesSafeDeclarationsAlone() {
        let untouched = [
            "@MainActor var a = 0\n",
            "nonisolated(unsafe) var b = 0\n",
            "var computed: Int { 1 }\n",
            "let constant = 1\n",
            "@MainActor final class M { static var shared = 0 }\n",
            "struct V: View { static var cache = 0\n var body: some View { Text(\"\") } }\n",
            "func f() { var local = 0; local += 1 }\n",
            "actor A { var state = 0 }\n",
            "enum E { static let x = \"s\" }\n",
        ]
        for source in untouched {
            let result = runEngine([rule], [("A.swift", source)], settings: SwiftSettings(languageMode: 5, sdk: .xcode26))
            #expect(finalText(result) == source, "\(source)")
        }
        // Under default main-actor isolation (SE-0466) globals are isolated already.
        let isolated = runEngine([rule], [("A.swift", "var hits = 0\nfunc record() { hits += 1 }\n")],
                                 settings: SwiftSettings(languageMode: 6, defaultIsolation: .mainActor))
        #expect(isolated.changes.isEmpty)
        // Top-level variables of main.swift are main-actor isolated.
        let main = runEngine([rule], [("main.swift", "var hits = 0\nhits += 1\n")])
        #expect(main.changes.isEmpty)
    }
}
