import Foundation

@MainActor final class Loader {
    var count = 0

    nonisolated func start() {
        // Task {} inherits the nonisolated context; a capture list would read `count` here too.
        Task { @MainActor in
            print(self.count)
        }
    }

    func refresh() {
        // On the main actor already: nothing to change.
        Task {
            print(self.count)
        }
    }
}
