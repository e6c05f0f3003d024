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
}
