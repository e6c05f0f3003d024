import Foundation

func runInBackground(_ work: @escaping @Sendable () -> Void) { work() }

@MainActor final class Counter {
    var hits = 0

    func record() {
        // Writing main-actor state from a @Sendable closure cannot be fixed by a copy: reported only.
        runInBackground {
            self.hits += 1
        }
    }
}
