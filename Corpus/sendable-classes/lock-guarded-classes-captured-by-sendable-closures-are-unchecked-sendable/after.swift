import Foundation

// LRUCache's shape (542f044, the parent of its maintainer's Sendable commit): the cache hands self
// to NotificationCenter's @Sendable observer block, and every use of its mutable state takes its
// lock (`trim()`, a private helper, is only called with it held). The compiler cannot see the
// lock; `@unchecked Sendable` says what it guarantees, as its maintainer wrote it (review).
// `Counter` reads `count` without its lock, so it is left alone (reported by
// sendable-closure-captures). LRUCache itself reads `values.count` without its lock: left alone.
public final class LRUCache<Key: Hashable, Value>: @unchecked Sendable {
    private var values: [Key: Value] = [:]
    private let lock = NSLock()
    private var token: NSObjectProtocol?

    public init(notificationCenter: NotificationCenter = .default) {
        token = notificationCenter.addObserver(forName: NSNotification.Name("memoryWarning"), object: nil, queue: nil) { [weak self] _ in
            self?.removeAllValues()
        }
    }

    public func setValue(_ value: Value, forKey key: Key) {
        lock.lock()
        values[key] = value
        trim()
        lock.unlock()
    }

    // Must be called inside the lock (every call is).
    private func trim() {
        if values.count > 100 { values.removeAll() }
    }

    public func value(forKey key: Key) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        return values[key]
    }

    public func removeAllValues() {
        lock.withLock { values.removeAll() }
    }
}

public final class Counter {
    private var count = 0
    private let lock = NSLock()

    public init(notificationCenter: NotificationCenter = .default) {
        _ = notificationCenter.addObserver(forName: NSNotification.Name("tick"), object: nil, queue: nil) { [weak self] _ in
            self?.increment()
        }
    }

    public func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    public var current: Int { count }
}

// `total` is read from outside the class, where its lock is not held: left alone too.
public final class Tally {
    public private(set) var total = 0
    private let lock = NSLock()

    public init(center: NotificationCenter = .default) {
        _ = center.addObserver(forName: NSNotification.Name("tick"), object: nil, queue: nil) { [weak self] _ in
            self?.add()
        }
    }

    func add() {
        lock.lock()
        total += 1
        lock.unlock()
    }
}

func report(_ tally: Tally) -> Int { tally.total }

// `reset()` is fileprivate: another type of this file calls it without the lock, so the helper's
// uses of `entries` are not all guarded: left alone.
public final class Ledger {
    private var entries: [Int] = []
    private let lock = NSLock()

    public init(center: NotificationCenter = .default) {
        _ = center.addObserver(forName: NSNotification.Name("tick"), object: nil, queue: nil) { [weak self] _ in
            self?.record()
        }
    }

    func record() {
        lock.lock()
        entries.append(1)
        reset()
        lock.unlock()
    }

    fileprivate func reset() {
        if entries.count > 10 { entries.removeAll() }
    }
}

struct LedgerJanitor {
    func sweep(_ ledger: Ledger) { ledger.reset() }
}
