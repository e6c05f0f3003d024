// Reduced from SwiftSoup 2.8.7 (Entities.swift): locks that are never reassigned.
import Foundation

final class MutexLock: NSLocking, Sendable {
    private let locker = NSLock()
    func lock() { locker.lock() }
    func unlock() { locker.unlock() }
}

enum Entities {
    private nonisolated(unsafe) static var cache: [String: String] = [:]
    private static let cacheLock = MutexLock()      // never reassigned
    private static let lock2 = NSLock()              // never reassigned
    private static let prefix: [UInt8] = Array("data-".utf8)   // never mutated

    static func lookup(_ k: String) -> String? {
        cacheLock.lock(); defer { cacheLock.unlock() }
        lock2.lock(); defer { lock2.unlock() }
        return cache[k] ?? String(decoding: prefix, as: UTF8.self)
    }
    static func store(_ k: String, _ v: String) {
        cacheLock.lock(); defer { cacheLock.unlock() }
        cache[k] = v
    }
}
