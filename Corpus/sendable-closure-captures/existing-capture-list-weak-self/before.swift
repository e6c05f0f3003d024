import Foundation

/// A project function that takes a @Sendable closure: the index finds it, no SDK fact needed.
func runInBackground(_ work: @escaping @Sendable () -> Void) { work() }

@MainActor final class Uploader {
    var retries = 3

    func start() {
        runInBackground { [weak self] in
            guard let self else { return }
            print(self.retries)
        }
    }
}
