// Default main-actor isolation (SE-0466). A `nonisolated` type's extensions do not follow it:
// they take the default, so a conformance declared in one (`Filter`'s Hashable) or a witness
// written in one (`Tag`'s ==) stays main-actor. The extensions become nonisolated with the type.
struct Filter {
    var name: String
}

extension Filter: Hashable {}

struct Tag: Equatable {
    var name: String
}

extension Tag {
    static func == (lhs: Tag, rhs: Tag) -> Bool { lhs.name.lowercased() == rhs.name.lowercased() }
}

actor Store {
    func count(_ filters: [Filter]) -> Int { Set(filters).count }
    func same(_ a: Tag, _ b: Tag) -> Bool { a == b }
}
