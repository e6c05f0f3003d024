// withTaskCancellationHandler { … } onCancel: { … }: the first trailing closure is the operation,
// which is not @Sendable; only onCancel is. A closure parameter called in the operation was
// made @Sendable (found on swift-composable-architecture's deprecated send(_:while:)).
final class Box { var n = 0 }
func run(_ predicate: @escaping (Int) -> Bool) async {
    let box = Box()
    await withTaskCancellationHandler {
        _ = predicate(box.n)
    } onCancel: {
        print("cancelled")
    }
}
func cancelled(_ onStop: @escaping @Sendable () -> Void) async {
    await withTaskCancellationHandler {
        print("op")
    } onCancel: {
        onStop()
    }
}
