import Foundation

// A parameter captured by Task.detached leaves the main actor with it: it must be Sendable.
public struct Draft {
    public let text: String
}

// A Task created in nonisolated code runs concurrently with its creator: so does what it captures.
public enum Priority {
    case low, high
}

// Must not: constructed in place and not used after, a value no other code holds may be sent to
// another isolation domain (SE-0414).
public struct Receipt {
    public let id: Int
}

func save(_ draft: Draft) {}
func log(_ value: String) {}

@MainActor final class Composer {
    func send(_ draft: Draft) {
        Task.detached { save(draft) }
    }

    func confirm() {
        let receipt = Receipt(id: 1)
        Task.detached { log("\(receipt.id)") }
    }
}

func schedule(_ priority: Priority) {
    Task { log("\(priority)") }
}
