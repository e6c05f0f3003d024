import Foundation

// Found building Factory's tests in the Swift 6 mode (its people wrote the same): Thread's
// `init(block:)` and `detachNewThread(_:)` take `@Sendable` blocks, which run on the new thread,
// so a closure parameter passed to them, or called from one, must be @Sendable.
func runOnThread(testcase: @escaping @Sendable () -> Void) {
    Thread(block: testcase).start()
}

func runOnThreadThenSignal(testcase: @escaping @Sendable () -> Void, done: DispatchSemaphore) {
    Thread {
        testcase()
        done.signal()
    }.start()
}

func runDetached(_ work: @escaping @Sendable () -> Void) {
    Thread.detachNewThread { work() }
}
