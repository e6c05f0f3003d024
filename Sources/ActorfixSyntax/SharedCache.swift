import Foundation

/// Values computed at most once per key by whichever thread asks first (another thread asking
/// meanwhile may compute it too: the values are pure, so either is kept). Inlinable: used from
/// the index and the rules, where an unspecialized dictionary of generic keys cost 1.6% of a check.
public final class SharedCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    @usableFromInline var values: [Key: Value] = [:]
    @usableFromInline let lock = NSLock()

    @inlinable public init() {}

    @inlinable public func value(_ key: Key, _ compute: () -> Value) -> Value {
        lock.lock()
        if let known = values[key] { lock.unlock(); return known }
        lock.unlock()
        let value = compute()
        lock.lock(); values[key] = value; lock.unlock()
        return value
    }
}
