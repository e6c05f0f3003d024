// Found on Nimble (DSL+AsyncAwait.swift): a closure parameter whose own parameter is a @Sendable
// closure was taken for @Sendable itself (the text said "@Sendable"), so nothing was proposed
// and "capture of 'action' with non-Sendable type '(@escaping @Sendable () -> Void) -> Void' in a
// '@Sendable' closure" stayed.
public func waitUntil(action: @escaping (@escaping @Sendable () -> Void) -> Void) async {
    await throwableUntil { done in
        action(done)
    }
}

private func throwableUntil(action: @escaping @Sendable (@escaping @Sendable () -> Void) async throws -> Void) async {
    try? await action({})
}

// Must not change: Sendable already, behind parentheses and an optional.
public func poll(_ check: (@Sendable () -> Bool)?) async {
    await throwableUntil { done in
        if check?() == true { done() }
    }
}
