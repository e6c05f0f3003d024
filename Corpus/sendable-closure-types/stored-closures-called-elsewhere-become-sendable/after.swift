import Foundation

// An actor's stored closure called from Task.detached, and a main-actor model's called from a
// background queue: only an immutable Sendable `let` can be read there, so their types (and the
// initializer parameters assigned to them) get @Sendable.
actor Downloader {
    let onProgress: @Sendable (Double) -> Void

    init(onProgress: @escaping @Sendable (Double) -> Void) {
        self.onProgress = onProgress
    }

    nonisolated func start() {
        Task.detached { self.onProgress(1) }
    }
}

@MainActor final class Uploader {
    let onFinish: @Sendable () -> Void
    // Must not: only called on the main actor.
    let onCancel: () -> Void

    init(onFinish: @escaping @Sendable () -> Void, onCancel: @escaping () -> Void) {
        self.onFinish = onFinish
        self.onCancel = onCancel
    }

    func upload() {
        DispatchQueue.global().async { self.onFinish() }
    }

    func cancel() { onCancel() }
}
