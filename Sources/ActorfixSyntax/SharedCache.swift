import Foundation

/// Values computed at most once per key by whichever thread asks first (another thread asking
/// meanwhile may compute it too: the values are pure, so either is kept).
public final class SharedCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private var values: [Key: Value] = [:]
    private let lock = NSLock()

    public init() {}

    public func value(_ key: Key, _ compute: () -> Value) -> Value {
        lock.lock()
        if let known = values[key] { lock.unlock(); return known }
        lock.unlock()
        let value = compute()
        lock.lock(); values[key] = value; lock.unlock()
        return value
    }
}
