import Foundation

/// What analyses derive from one file's tree alone (a function's locals, say), kept for the
/// round and taken over by the next round's index while the file keeps its tree: a tree never
/// changes, so neither does what is derived from it. Values are keyed by their type and a node.
public final class TreeFacts: @unchecked Sendable {
    private struct Key: Hashable {
        let type: ObjectIdentifier
        let node: Int32
    }
    private let lock = NSLock()
    private var values: [Key: any Sendable] = [:]
    /// Extensions' conformances, asked for each member of an extension by the isolation rules: a
    /// table of their own, without the general table's existential boxes and casts.
    private var conformances: [Int32: [String]] = [:]

    init() {}

    /// The conformances `compute` reads from the extension declared at `node`, computed on first use.
    public func conformedTypeNames(ofExtension node: Int32, _ compute: () -> [String]) -> [String] {
        remembered(\.conformances, node, compute)
    }

    /// The value of type `T` derived for `node`, computed on first use (outside the lock: two
    /// threads asking at once may both compute it, and one value is kept).
    public func value<T: Sendable>(_ type: T.Type = T.self, node: Int32, _ compute: () -> T) -> T {
        // The key holds the type: what is kept under it is a `T`.
        remembered(\.values, Key(type: ObjectIdentifier(type), node: node)) { compute() } as? T ?? compute()
    }

    /// The value under `key` in one of the tables, computed outside the lock on first use.
    private func remembered<K: Hashable, V>(_ table: ReferenceWritableKeyPath<TreeFacts, [K: V]>, _ key: K, _ compute: () -> V) -> V {
        lock.lock()
        let known = self[keyPath: table][key]
        lock.unlock()
        if let known { return known }
        let value = compute()
        lock.lock(); defer { lock.unlock() }
        if let raced = self[keyPath: table][key] { return raced }
        self[keyPath: table][key] = value
        return value
    }
}

extension ProjectIndex {
    /// The tree-derived facts of a file of the run (see `TreeFacts`).
    public func treeFacts(ofFile file: Int) -> TreeFacts {
        carry.treeFacts(ofFile: file, previous: previousRound)
    }
}
