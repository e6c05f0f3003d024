import ActorfixEngine
import ActorfixIndex
import ActorfixRules
import Testing

/// nonisolated-sdk-extensions: which uses count as evidence (the corpus has the compiler-checked
/// cases).
@Suite("nonisolated-sdk-extensions")
struct NonisolatedSDKExtensionsTests {
    let settings = SwiftSettings(languageMode: 6, defaultIsolation: .mainActor)
    let helper = "extension String {\n    func slug() -> String { lowercased() }\n}\n"

    func changes(_ files: [(String, String)], modules: [String] = []) -> [String] {
        let result = runEngine([NonisolatedSDKExtensions()], files, settings: settings, modules: modules)
        return (result.changes + result.advisories).map { "\($0.change.path): \($0.change.message)" }
    }

    @Test func anExtensionUsedByAnActorBecomesNonisolated() {
        assertRule(NonisolatedSDKExtensions(),
                   helper + "\nactor Index {\n    func key(_ s: String) -> String { s.slug() }\n}\n",
                   "nonisolated " + helper + "\nactor Index {\n    func key(_ s: String) -> String { s.slug() }\n}\n",
                   settings: settings)
    }

    /// Main-actor code, an awaited use, the type's other extensions, a `Type.member` of another type:
    /// none of them says the extension must be nonisolated.
    @Test func usesThatNeedNothingAreNotEvidence() {
        #expect(changes([("A.swift", helper + "func title(_ s: String) -> String { s.slug() }\n")]).isEmpty)
        #expect(changes([("A.swift", helper + "actor Index {\n    func key(_ s: String) async -> String { await s.slug() }\n}\n")]).isEmpty)
        // Another extension of the type is main-actor too (not nonisolated, as before the default).
        #expect(changes([("A.swift", helper + "extension String {\n    func twice() -> String { self.slug() + slug() }\n}\n")]).isEmpty)
        #expect(changes([("A.swift", "extension URL {\n    static let api = 1\n}\n\nactor Index {\n    func key() -> Int { Endpoint.api }\n}\n")]).isEmpty)
        // Without default isolation the helper is nonisolated already.
        let plain = runEngine([NonisolatedSDKExtensions()], [("A.swift", helper + "actor Index {\n    func key(_ s: String) -> String { s.slug() }\n}\n")], settings: SwiftSettings(languageMode: 6))
        #expect(plain.changes.isEmpty && plain.advisories.isEmpty)
    }

    /// A name a type of the run or the standard library also declares may be theirs where used.
    @Test func namesOthersDeclareAreNotEvidence() {
        #expect(changes([("A.swift", "extension String {\n    var title: String { self }\n}\n\nstruct Post {\n    var title: String\n}\n\nactor Index {\n    func key(_ p: Post) -> String { p.title }\n}\n")]).isEmpty)
        #expect(changes([("A.swift", "extension Double {\n    func rounded(to places: Int) -> Double { self }\n}\n\nactor Index {\n    func key(_ d: Double) -> Double { d.rounded() }\n}\n")]).isEmpty)
    }

    /// Another module's use counts only for a public member.
    @Test func anotherModuleSeesOnlyPublicMembers() {
        let user = ("B.swift", "actor Index {\n    func key(_ s: String) -> String { s.slug() }\n}\n")
        #expect(changes([("A.swift", helper), user], modules: ["Core", "App"]).isEmpty)
        let found = changes([("A.swift", "public " + helper), user], modules: ["Core", "App"])
        #expect(found == ["A.swift: make this extension of 'String' nonisolated: 'slug' is used in actor code 'key' at B.swift:2"])
    }

    /// A nested type follows its extension: it may use its own members, not main-actor code.
    @Test func aNestedTypeUsingMainActorCodeBlocksItsExtension() {
        let nested = "extension Int {\n    struct Parts {\n        var n = 0\n        func text() -> String { LABEL }\n    }\n    var parts: Parts { Parts(n: self) }\n}\n\nfunc caption() -> String { \"\" }\n\nactor Index {\n    func key() -> String { 1.parts.text() }\n}\n"
        #expect(changes([("A.swift", nested.replacingOccurrences(of: "LABEL", with: "String(n)"))])
                    == ["A.swift: make this extension of 'Int' nonisolated: 'parts' is used in actor code 'key' at A.swift:12"])
        #expect(changes([("A.swift", nested.replacingOccurrences(of: "LABEL", with: "caption()"))])
                    == ["A.swift: 'parts' of this extension of 'Int' is used in actor code 'key' at A.swift:12, off the main actor; 'Int.Parts.text' uses caption, which is main-actor code (review)"])
    }

    /// freerooms-mobile: a conformer of another module's `HTTPClient: Sendable` is nonisolated
    /// under default main-actor isolation (swiftc 6.3.1), so its method's use of the extension
    /// counts; a conformer of its own module's protocol refining `Sendable` is main-actor, and its
    /// use does not.
    @Test func conformersOfAnotherModulesSendableProtocolAreOffTheMainActor() {
        let protocolFile = ("Net/HTTPClient.swift", "public protocol HTTPClient: Sendable {\n    func get() -> Int\n}\n")
        let mock = "import Net\n\nfinal class MockHTTPClient: HTTPClient, @unchecked Sendable {\n    var name = \"\"\n    func get() -> Int { 0 }\n    func reset() { name = \"x\".slug() }\n}\n"
        let found = changes([protocolFile, ("App/Mock.swift", helper + mock)], modules: ["Net", "App"])
        #expect(found.contains { $0.contains("make this extension of 'String' nonisolated: 'slug' is used in nonisolated function 'reset'") }, "\(found)")
        let local = "protocol LocalClient: Sendable {\n    func get() -> Int\n}\n\n" + mock.replacingAll("import Net\n\n", with: "").replacingAll(": HTTPClient,", with: ": LocalClient,")
        #expect(changes([("App/Mock.swift", helper + local)], modules: ["App"]).isEmpty)
    }
}
