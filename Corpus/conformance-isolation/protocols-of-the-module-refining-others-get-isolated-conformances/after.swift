// Under default main-actor isolation (SE-0466) swiftc 6.2 and 6.3.1 infer the isolated conformance
// of a main-actor type to a standard-library protocol, but not to a protocol of its module that
// refines one: "conformance of 'Song' to protocol 'Item' crosses into main actor-isolated code and
// can cause data races", with InferIsolatedConformances too (swiftlang/swift#88651). Written
// `@MainActor Item`, the conformance is the one the compiler would infer. Here `Album` uses
// main-actor code (`artworkName`, main-actor by the module's default), so the protocols and their
// conformers cannot all become nonisolated instead (see data-types-and-their-protocols-become-
// nonisolated), nor can a class conformer (`Shelf`). `Tagged` refines only a protocol of the
// module: nothing to do there.
import Foundation

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

func artworkName(_ title: String) -> String { title + ".png" }

struct Album {
    let id: Int
    var title: String
    func artwork() -> String { artworkName(title) }
}

extension Album: @MainActor Item {}

protocol Described: CustomStringConvertible {}

// A class conformer: a nonisolated class would not be Sendable, so the isolated conformance it is.
final class Shelf: @MainActor Described {
    var description: String { "shelf" }
}

final class Artist: Tagged {
    var name = ""
}

// A subclass of NSObject inherits its conformances to NSObjectProtocol and Hashable from it,
// nonisolated: the conformances compile as written (freerooms-mobile's LocationManagerDelegate).
protocol LocationDelegate: NSObjectProtocol {
    func didUpdate(_ heading: Double)
}

protocol Keyed: Hashable {
    var key: String { get }
}

final class LocationService: NSObject, LocationDelegate, Keyed {
    var heading = 0.0
    var key: String { "location" }
    func didUpdate(_ heading: Double) { self.heading = heading }
}
