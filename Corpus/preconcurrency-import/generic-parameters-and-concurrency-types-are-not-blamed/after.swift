import LegacyKit

// swift-async-algorithms: a Sendable type stores its outer type's generic parameter and a
// standard continuation. Neither comes from the one module actorfix knows nothing about, so
// `@preconcurrency import LegacyKit` would be blamed on the wrong types.
public struct Merge<Base1: Sendable>: Sendable {
    final class Storage: Sendable {
        let base: Base1
        init(base: Base1) { self.base = base }
    }

    let storage: Storage
}

extension Merge {
    final class Iterator: Sendable {
        let storage: Base1
        init(storage: Base1) { self.storage = storage }
    }
}

struct Upstream: Sendable {
    var continuation: UnsafeContinuation<Void, Never>?
}

func makeSession() -> Session { Session() }
