import ActorfixSyntax

/// What analyses derive from one file's tree alone (a function's locals, say), kept for the
/// round and taken over by the next round's index while the file keeps its tree: a tree never
/// changes, so neither does what is derived from it. Values are keyed by their type and a node.
public final class TreeFacts: Sendable {
    private struct Key: Hashable, Sendable {
        let type: ObjectIdentifier
        let node: Int32
    }
    private let values = SharedCache<Key, any Sendable>()
    /// Extensions' conformances, asked for each member of an extension by the isolation rules: a
    /// table of their own, without the general table's existential boxes and casts.
    private let conformances = SharedCache<Int32, [String]>()

    init() {}

    /// The conformances `compute` reads from the extension declared at `node`, computed on first use.
    public func conformedTypeNames(ofExtension node: Int32, _ compute: () -> [String]) -> [String] {
        conformances.value(node, compute)
    }

    /// The value of type `T` derived for `node`, computed on first use (outside the lock: two
    /// threads asking at once may both compute it, and either value is kept).
    public func value<T: Sendable>(_ type: T.Type = T.self, node: Int32, _ compute: () -> T) -> T {
        // The key holds the type: what is kept under it is a `T`.
        values.value(Key(type: ObjectIdentifier(type), node: node)) { compute() } as? T ?? compute()
    }
}

extension ProjectIndex {
    /// The tree-derived facts of a file of the run (see `TreeFacts`).
    public func treeFacts(ofFile file: Int) -> TreeFacts {
        carry.treeFacts(ofFile: file, previous: previousRound)
    }
}
