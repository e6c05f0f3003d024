import ActorfixEngine
import ActorfixIndex
import ActorfixRules
import Testing

/// nonisolated-data-types on types already declared `nonisolated`, whose extensions default
/// main-actor isolation keeps on the main actor (the corpus has the compiler-checked cases).
@Suite("nonisolated-data-types: extensions of nonisolated types")
struct NonisolatedDataTypesTests {
    let settings = SwiftSettings(languageMode: 6, defaultIsolation: .mainActor)

    @Test func anExtensionHoldingAConformanceFollowsItsType() {
        assertRule(NonisolatedDataTypes(),
                   "nonisolated struct Filter {\n    var name: String\n}\n\nextension Filter: Hashable {}\n\nactor Store {\n    var filters: Set<Filter> = []\n}\n",
                   "nonisolated struct Filter {\n    var name: String\n}\n\nnonisolated extension Filter: Hashable {}\n\nactor Store {\n    var filters: Set<Filter> = []\n}\n",
                   settings: settings)
    }

    /// Without default isolation, or for an `Error` type, the extension is nonisolated already.
    @Test func extensionsThatAreNonisolatedAlreadyAreLeftAlone() {
        let source = "nonisolated struct Filter {\n    var name: String\n}\n\nextension Filter: Hashable {}\n\nactor Store {\n    var filters: Set<Filter> = []\n}\n"
        #expect(runEngine([NonisolatedDataTypes()], [("A.swift", source)], settings: SwiftSettings(languageMode: 6)).changes.isEmpty)
        let error = "nonisolated enum Failure: Error {\n    case a\n}\n\nextension Failure: Equatable {}\n\nactor Store {\n    func same(_ a: Failure) -> Bool { a == .a }\n}\n"
        let result = runEngine([NonisolatedDataTypes()], [("A.swift", error)], settings: settings)
        #expect(result.changes.isEmpty && result.advisories.isEmpty, "\((result.changes + result.advisories).map(\.change.message))")
    }

    /// A witness using a member of an extension that stays on the main actor (`key`), or main-actor
    /// code: the extension cannot follow its type, and the use is reported.
    @Test func aWitnessUsingMainActorCodeIsReported() {
        let source = """
            nonisolated struct Filter {
                var name: String
            }

            extension Filter: Hashable {
                func hash(into hasher: inout Hasher) { hasher.combine(key) }
                static func == (a: Filter, b: Filter) -> Bool { a.key == b.key }
            }

            extension Filter {
                var key: String { name.lowercased() }
            }

            actor Store {
                var filters: Set<Filter> = []
            }

            """
        let result = runEngine([NonisolatedDataTypes()], [("A.swift", source)], settings: settings)
        #expect(result.changes.isEmpty, "\(result.changes.map(\.change.message))")
        #expect(result.advisories.map(\.change.message) == ["'Filter' is used in actor code at A.swift:15, where the main-actor members of its extensions cannot be used; 'hash' uses key, which is main-actor code (review)"])
    }

    /// A class nested in the type would become nonisolated with it and is not Sendable: the type
    /// is reported, not changed. So is a public type nested in an extension in another file: the
    /// extension becomes nonisolated with the type, and the nested type with it (swiftc 6.3.1:
    /// "stored property 'method' of 'Sendable'-conforming struct 'Endpoint' has non-Sendable
    /// type 'Endpoint.Method'"), and its `Sendable` would be an edit of another file.
    @Test func nestedStorageThatCannotStaySendableIsReported() {
        let nestedClass = "struct Entry: Hashable {\n    final class Cache {}\n    let id: Int\n    let cache: Cache\n    static func == (a: Entry, b: Entry) -> Bool { a.id == b.id }\n    func hash(into hasher: inout Hasher) { hasher.combine(id) }\n}\n\nactor Store {\n    var entries: Set<Entry> = []\n}\n"
        let result = runEngine([NonisolatedDataTypes()], [("A.swift", nestedClass)], settings: settings)
        #expect(result.changes.isEmpty, "\(result.changes.map(\.change.message))")
        #expect(result.advisories.map(\.change.message).contains { $0.contains("its nested class 'Entry.Cache', stored in 'cache', would become nonisolated") },
                "\(result.advisories.map(\.change.message))")
        let elsewhere = runEngine([NonisolatedDataTypes()], [
            ("A.swift", "public struct Endpoint: Hashable {\n    public var method: Method\n}\n\nactor Client {\n    var sent: Set<Endpoint> = []\n}\n"),
            ("B.swift", "extension Endpoint {\n    public enum Method: String, Hashable { case get, post }\n}\n"),
        ], settings: settings)
        #expect(elsewhere.changes.isEmpty, "\(elsewhere.changes.map(\.change.message))")
        #expect(elsewhere.advisories.map(\.change.message).contains { $0.contains("'Endpoint.Method' would become nonisolated with it, and so not Sendable, and it is declared in another file") },
                "\(elsewhere.advisories.map(\.change.message))")
    }
}
