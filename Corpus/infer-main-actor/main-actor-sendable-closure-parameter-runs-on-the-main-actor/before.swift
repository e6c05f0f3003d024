@MainActor final class Store {
    private var count = 0
    func send() { count += 1 }
}

struct Send: Sendable {
    let action: @MainActor @Sendable () -> Void
    init(_ action: @escaping @MainActor @Sendable () -> Void) { self.action = action }
}

func makeSend(_ store: Store) -> Send {
    // The closure is isolated to the main actor: calling main-actor code there needs nothing.
    Send { store.send() }
}

func later(_ work: @escaping @MainActor @Sendable () -> Void) {
    Task { @MainActor in work() }
}

func refresh(_ store: Store) {
    later { store.send() }
}
