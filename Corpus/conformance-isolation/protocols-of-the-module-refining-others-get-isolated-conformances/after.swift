// Under default main-actor isolation (SE-0466) swiftc 6.2 and 6.3.1 infer the isolated conformance
// of a main-actor type to a standard-library protocol, but not to a protocol of its module that
// refines one: "conformance of 'Song' to protocol 'Item' crosses into main actor-isolated code and
// can cause data races", with InferIsolatedConformances too (swiftlang/swift#88651). Written
// `@MainActor Item`, the conformance is the one the compiler would infer. `Tagged` refines only a
// protocol of the module: nothing to do there.
protocol Item: Identifiable, Hashable {
    var title: String { get }
}

protocol Playable: Item {
    func play()
}

protocol Named {
    var name: String { get }
}

protocol Tagged: Named {}

struct Song: @MainActor Playable {
    let id: Int
    var title: String
    func play() {}
}

struct Album {
    let id: Int
    var title: String
}

extension Album: @MainActor Item {}

final class Artist: Tagged {
    var name = ""
}
