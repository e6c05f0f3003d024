import Foundation
import Dispatch

// CircuitBreaker's `Bulkhead` (5786961): its state is two queues and a semaphore, all `let`s, and
// its closures capture `[weak self]`, so tasks queued for a bulkhead that is gone are dropped.
// Capturing the properties instead would run them anyway; making the class final and Sendable
// keeps `[weak self]`, and the nested closure takes a weak self of its own (the outer one's is a
// captured var).
class Bulkhead {
    private let serialQueue: DispatchQueue
    private let concurrentQueue: DispatchQueue
    private let semaphore: DispatchSemaphore

    init(limit: Int) {
        serialQueue = DispatchQueue(label: "bulkheadSerialQueue")
        concurrentQueue = DispatchQueue(label: "bulkheadConcurrentQueue", attributes: .concurrent)
        semaphore = DispatchSemaphore(value: limit)
    }

    func enqueue(task: @escaping @Sendable () -> Void) {
        serialQueue.async { [weak self] in
            self?.semaphore.wait()
            self?.concurrentQueue.async {
                task()
                self?.semaphore.signal()
            }
        }
    }
}

// Subclassed: it cannot become final, so its closure captures the property instead (review).
class Pulse {
    let queue = DispatchQueue(label: "pulse")
    let semaphore = DispatchSemaphore(value: 0)

    func beat() {
        queue.async { [weak self] in
            self?.semaphore.signal()
        }
    }
}

final class FastPulse: Pulse {}

// Sendable already, through a protocol (Vapor's `BodyStream: BodyStreamWriter`): left alone.
protocol Writer: Sendable {}

final class Stream: Writer {
    let queue = DispatchQueue(label: "stream")

    func flush() {
        queue.async { self.done() }
    }

    func done() {}
}

// `Void.self` names a metatype, not self (swift-nio's tests): nothing captures the object.
final class Probe {
    let queue = DispatchQueue(label: "probe")

    func run() {
        queue.async { _ = Void.self }
    }
}
