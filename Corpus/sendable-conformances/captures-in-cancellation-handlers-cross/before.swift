// Found on OpenCombine (GENERATED-Publisher+Concurrency.swift): withTaskCancellationHandler's
// onCancel is @Sendable, so the class its closure captures crosses into another domain. It was
// not known to be, so nothing was said; a lock guards the class's state: reported for review.
import Foundation

public struct Iterator {
    fileprivate let inner = Inner()

    public mutating func next() async -> Int? {
        return await withTaskCancellationHandler(
            operation: { [inner] in await inner.next() },
            onCancel: { [inner] in inner.cancel() }
        )
    }
}

fileprivate final class Inner {
    private let lock = NSLock()
    private var pending: [Int] = []
    private var cancelled = false

    func next() async -> Int? {
        take()
    }

    private func take() -> Int? {
        lock.lock(); defer { lock.unlock() }
        return pending.popLast()
    }

    func cancel() {
        lock.lock(); defer { lock.unlock() }
        cancelled = true
    }
}
