import Foundation

// Sendable through a protocol that refines Sendable: the closure may capture `self`, and the
// compiler accepts it as it is. Nothing to change.
protocol UploadWorker: Sendable {}

final class Uploader: UploadWorker {
    let folder = "uploads"

    func start() {
        Task.detached {
            print("uploading", self.folder)
        }
    }
}

// `@unchecked Sendable`: the author vouches for it.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func bump() {
        DispatchQueue.global().async {
            self.lock.lock()
            self.value += 1
            self.lock.unlock()
        }
    }
}
