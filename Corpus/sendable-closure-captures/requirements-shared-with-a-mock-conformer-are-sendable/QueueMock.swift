final class QueueMock: Queue {
    private(set) var addOperationCallCount = 0
    func addOperation(_ block: @escaping @Sendable () -> Void) {
        addOperationCallCount += 1
        block()
    }
}
