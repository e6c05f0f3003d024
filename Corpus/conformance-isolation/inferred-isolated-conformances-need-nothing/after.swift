import Foundation

// With InferIsolatedConformances (part of Swift 6.2's approachable concurrency), a main-actor
// type's conformance is inferred `@MainActor CustomStringConvertible`: nothing crosses into
// main-actor code, so there is nothing to fix.
@MainActor final class Counter: CustomStringConvertible, Hashable {
    let id = UUID()
    var value = 0

    var description: String { "Counter(\(value))" }

    static func == (a: Counter, b: Counter) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
