// Found by a helper building mqtt-nio (PR #195) in the Swift 6 mode: a public struct (not
// implicitly Sendable) whose `self` a `Task {}` captures in nonisolated code, its own method,
// crosses into the task: "passing closure as a 'sending' parameter risks causing data races"
// (seen only with -emit-sil). Its authors conformed it to Sendable. So are `self` named
// implicitly (a value type's member) and a parameter of such a type. An internal struct is
// Sendable already; a task that only uses a Sendable parameter needs nothing.
public actor Connection {
    func unsubscribe(id: UInt32) {}
}

extension Connection {
    public struct V5: Sendable {
        let connection: Connection

        public func unsubscribe(id: UInt32) {
            Task { await self.connection.unsubscribe(id: id) }
        }
    }
}

public struct Subscriber: Sendable {
    let connection: Connection

    public func cancel() async {
        Task { await connection.unsubscribe(id: 0) }
    }
}

struct InternalSubscriber {
    let connection: Connection

    func cancel() {
        Task { await self.connection.unsubscribe(id: 0) }
    }
}

public struct Untouched {
    let connection: Connection

    public func forward(to other: Connection) {
        Task { await other.unsubscribe(id: 0) }
    }
}
