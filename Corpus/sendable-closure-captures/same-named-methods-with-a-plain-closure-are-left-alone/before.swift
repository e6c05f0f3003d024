import Foundation

// Must do nothing: `Queue.addOperation` takes a @Sendable block, but `Batch.addOperation`, a
// method of the same name, takes a plain closure. Without the receiver's type either may be the
// callee, so the closure is not taken for a @Sendable one (here it is Batch's, and it runs on
// the main actor with the method that made it).
protocol Queue: AnyObject {
    func addOperation(_ block: @escaping @Sendable () -> Void)
}
extension OperationQueue: Queue {}

final class QueueMock: Queue {
    func addOperation(_ block: @escaping @Sendable () -> Void) { block() }
}

final class Batch {
    private var operations: [() -> Void] = []
    func addOperation(_ block: @escaping () -> Void) { operations.append(block) }
}

@MainActor
final class Counter {
    var count = 0
    private let batch = Batch()

    func schedule() {
        batch.addOperation {
            self.count += 1
        }
    }
}
