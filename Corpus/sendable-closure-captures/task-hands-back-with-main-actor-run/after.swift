import Foundation

/// The task's only use of main-actor state is inside MainActor.run: valid as written, and a
/// `@MainActor in` on the Task would be redundant.
@MainActor final class Downloads {
    var finished = 0

    nonisolated func complete() {
        Task {
            await MainActor.run {
                self.finished += 1
            }
        }
    }
}
