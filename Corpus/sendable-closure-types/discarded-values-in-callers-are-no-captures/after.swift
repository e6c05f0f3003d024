import Dispatch

// A caller's closure that discards a value (`_ = …`) inside a function with an unnamed parameter
// (`_: Ledger`): actorfix took the `_` for that parameter, of a type that is not Sendable, and
// reported "a caller's closure captures '_'" instead of making `work` @Sendable.
final class Ledger {
    var entries: [Int] = []
}

final class Worker: Sendable {
    func perform(_ work: @escaping @Sendable () -> Void) {
        DispatchQueue.global().async { work() }
    }
}

func record(_: Ledger, on worker: Worker) {
    worker.perform {
        _ = 1 + 1
    }
}
