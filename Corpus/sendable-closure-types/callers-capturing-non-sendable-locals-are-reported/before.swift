// OpenCombine's tests race closures on purpose (`race` runs them on
// DispatchQueue.concurrentPerform); its one caller passes closures that capture a local of a
// non-Sendable class. Marking `bodies` (or `body`) @Sendable would move the error into that
// caller: reported instead, naming the captured local, for variadic closures too.
import Dispatch

final class Publisher {
    private var sent: [Int] = []
    func send(_ value: Int) { sent.append(value) }
}

func race(times: Int = 100, _ bodies: () -> Void...) {
    DispatchQueue.concurrentPerform(iterations: bodies.count) {
        for _ in 0..<times {
            bodies[$0]()
        }
    }
}

func later(_ body: @escaping () -> Void) {
    DispatchQueue.global().async { body() }
}

func testSynchronization() {
    let publisher = Publisher()
    race(
        { publisher.send(12) },
        { publisher.send(34) }
    )
    later({ publisher.send(56) })
}
