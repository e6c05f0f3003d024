import Foundation

// `self?.semaphore` used as a value is optional, the captured `semaphore` would not be: the
// closure is left as it is and reported.
public class Waiter {
    private let queue = DispatchQueue(label: "Waiter")
    private let semaphore = DispatchSemaphore(value: 0)

    public func start() {
        queue.async { [weak self] in
            if let semaphore = self?.semaphore {
                semaphore.signal()
            }
        }
    }
}
