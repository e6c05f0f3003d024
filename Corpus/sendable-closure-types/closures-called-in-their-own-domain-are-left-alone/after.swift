import Foundation

// Must not: closure parameters called directly, or from a Task that inherits the caller's
// actor, or already @Sendable, never leave their isolation domain through these calls.
@MainActor
final class Presenter {
    func show(_ message: String, completion: @escaping () -> Void) {
        print(message)
        completion()
    }

    func refresh(then done: @escaping () -> Void) {
        Task {
            done()
        }
    }

    func save(completion: @escaping @Sendable () -> Void) {
        DispatchQueue.global().async {
            completion()
        }
    }
}
