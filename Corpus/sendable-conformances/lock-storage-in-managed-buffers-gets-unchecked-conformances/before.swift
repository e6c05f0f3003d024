// Found on swift-prometheus (Sources/Prometheus/NIOLock.swift, NIOLockedValueBox.swift): a vendored
// copy of swift-nio's NIOLock. Since Swift 6.2 the standard library makes ManagedBuffer unavailable
// as Sendable, so the subclass's `@unchecked Sendable` is ignored ("already unavailable") and the
// wrappers' checked conformances fail. Its maintainers wrote `@unchecked Sendable`, as swift-nio has.
final class LockStorage<Value>: ManagedBuffer<Value, Int> {
    static func create(value: Value) -> Self {
        let buffer = Self.create(minimumCapacity: 1) { _ in value }
        return unsafeDowncast(buffer, to: Self.self)
    }
}

extension LockStorage: @unchecked Sendable {}

struct Lock {
    let _storage: LockStorage<Void>
    init() { self._storage = .create(value: ()) }
}

extension Lock: Sendable {}

struct LockedBox<Value> {
    let _storage: LockStorage<Value>
}

extension LockedBox: Sendable where Value: Sendable {}

// Must not change: a buffer that is not a ManagedBuffer, and a conformance already unchecked.
final class Counter: Sendable {
    let start: Int
    init(start: Int) { self.start = start }
}

struct Tally: Sendable {
    let counter: Counter
}

struct UncheckedLock: @unchecked Sendable {
    let _storage: LockStorage<Int>
}
