import LegacyKit

class Store {
    static var current = Session()

    @MainActor func reload() {
        Self.current = Session()
    }
}

final class CachedStore: Store {
    // `Self` in a subclass still reaches the superclass's static.
    @MainActor func refresh() -> String {
        Self.current.token
    }
}
