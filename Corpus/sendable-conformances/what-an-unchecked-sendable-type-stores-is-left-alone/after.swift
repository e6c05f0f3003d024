import Foundation

/// Alamofire's shape: a class that guards its own state and says so with `@unchecked Sendable`.
/// The compiler checks nothing it stores, so its public value types need no conformance.
public final class Session: @unchecked Sendable {
    public struct RequestSetup {
        public var retries: Int
        public var timeout: Double
    }

    public enum State {
        case idle, running, finished
    }

    private let lock = NSLock()
    private var setup: RequestSetup = RequestSetup(retries: 1, timeout: 30)
    private var state: State = .idle

    public init() {}

    public func start() {
        lock.lock()
        defer { lock.unlock() }
        state = .running
    }
}

/// It crosses into an actor, and still carries nothing along.
actor Pool {
    func add(_ session: Session) {}
}
