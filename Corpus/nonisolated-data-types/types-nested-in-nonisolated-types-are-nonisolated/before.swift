// Under default main-actor isolation (SE-0466) a type nested right in a `nonisolated` type is
// nonisolated too (swiftc 6.3.1), and so is one nested in an error type (which the default does
// not reach: `Error` refines SendableMetatype): `Outer.Inner` and `Failure.Detail` need nothing.
// One nested deeper takes the default again, and so do the extensions of such a type: the
// `CustomStringConvertible` conformance declared in `extension Outer.Inner` is main-actor, and the
// actor below cannot use it.
nonisolated struct Outer {
    struct Inner: Hashable {
        var name: String
        struct Deep: Hashable {
            var id: Int
        }
    }
    var inner: Inner
}

extension Outer.Inner: CustomStringConvertible {
    var description: String { name }
}

enum Failure: Error {
    case failed(Detail)
    struct Detail: Hashable {
        var code: Int
    }
}

actor Catalog {
    var seen: Set<Outer.Inner> = []
    var deep: Set<Outer.Inner.Deep> = []
    var details: Set<Failure.Detail> = []
    func add(_ inner: Outer.Inner) -> String {
        seen.insert(inner)
        return inner.description
    }
    func add(_ deep: Outer.Inner.Deep) { self.deep.insert(deep) }
    func add(_ detail: Failure.Detail) { details.insert(detail) }
}
