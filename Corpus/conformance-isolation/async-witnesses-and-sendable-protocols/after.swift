import Foundation

protocol Refreshing {
    func refresh() async
}

protocol Describing: Sendable {
    func describe() -> String
}

/// refresh() is an isolated async witness of a nonisolated async requirement: valid as written.
/// Describing refines Sendable, so `@MainActor Describing` is not possible; describe() reads
/// mutable state, so it cannot be nonisolated either: reported.
@MainActor final class Feed: Refreshing, Describing {
    var items: [String] = []
    func refresh() async { items = [] }
    func describe() -> String { "\(items.count) items" }
}

/// A nonisolated conformer: Describing itself stays nonisolated.
struct Fixed: Describing {
    func describe() -> String { "fixed" }
}
