// Default main-actor isolation (SE-0466). The types are `nonisolated` already, but their
// extensions take the default: a conformance declared in one (`Filter`'s Hashable) or a witness
// written in one (`Tag`'s ==) stays main-actor, and so does a method (`Parser.words()`), which the
// actor cannot use. The extensions holding conformances become nonisolated; the method becomes
// nonisolated itself; an extension nothing off the main actor needs (`Filter.label`) and the
// extension of an `Error` type (nonisolated already: Error refines SendableMetatype) stay as
// they are.
nonisolated struct Filter {
    var name: String
}

extension Filter: Hashable {}

extension Filter {
    var label: String { name.uppercased() }
}

nonisolated struct Tag: Equatable {
    var name: String
}

extension Tag {
    static func == (lhs: Tag, rhs: Tag) -> Bool { lhs.name.lowercased() == rhs.name.lowercased() }
}

nonisolated struct Parser {
    var text: String
}

extension Parser {
    func words() -> Int { text.split(separator: " ").count }
}

nonisolated enum StoreError: Error {
    case empty
}

extension StoreError {
    var message: String { "empty" }
}

actor Store {
    func count(_ filters: [Filter]) throws -> Int {
        guard !filters.isEmpty else { throw StoreError.empty }
        return Set(filters).count
    }
    func same(_ a: Tag, _ b: Tag) -> Bool { a == b }
    func words(_ p: Parser) -> Int { p.words() }
    func describe(_ e: StoreError) -> String { e.message }
}

@MainActor func title(_ f: Filter) -> String { f.label }
