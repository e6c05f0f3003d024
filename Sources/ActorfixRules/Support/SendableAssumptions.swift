import Foundation

/// Types to treat as Sendable while deciding whether another type may conform: the conformances
/// `sendable-conformances` adds in the same round. It records which of them a verdict relied on,
/// so the dependent change can name them and take on their safety.
public final class SendableAssumptions: @unchecked Sendable {
    public let names: Set<String>
    private var relied: Set<String> = []
    private let lock = NSLock()

    public init(_ names: Set<String>) { self.names = names }

    /// Whether `name` is assumed Sendable (and, if so, that a verdict relied on it).
    func covers(_ name: String) -> Bool {
        guard names.contains(name) else { return false }
        lock.lock(); defer { lock.unlock() }
        relied.insert(name)
        return true
    }

    /// The assumed types consulted so far, sorted.
    public var reliedOn: [String] {
        lock.lock(); defer { lock.unlock() }
        return relied.sorted()
    }
}

extension FileContext {
    /// This context, treating `names` as Sendable (fresh records of what was relied on).
    public func assumingSendable(_ names: Set<String>) -> FileContext {
        var context = self
        context.sendableAssumptions = names.isEmpty ? nil : SendableAssumptions(names)
        return context
    }
}
