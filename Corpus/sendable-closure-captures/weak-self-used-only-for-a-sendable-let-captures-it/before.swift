import Foundation

// SwiftCLI 6.0.3's LineStream: the closure uses `self` only through `self?.semaphore`, a
// Sendable `let`, in a statement whose value is dropped. Capturing the semaphore replaces the
// weak self (review: the signal now also runs once the stream is gone).
public class LineStream {
    private let queue = DispatchQueue(label: "LineStream")
    private let semaphore = DispatchSemaphore(value: 0)

    public init(each: @escaping @Sendable (String) -> ()) {
        queue.async { [weak self] in
            for line in ["a", "b"] {
                each(line)
            }
            self?.semaphore.signal()
        }
    }

    public func waitToFinishProcessing() { semaphore.wait() }
}
