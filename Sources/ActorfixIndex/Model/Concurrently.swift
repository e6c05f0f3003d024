import Dispatch

/// Independent pieces of work run at the same time, each on its own thread: for steps that are
/// each mostly serial (a dictionary merge, a sort), which one after the other leave cores idle.
enum Concurrently {
    static func run<A: Sendable, B: Sendable, C: Sendable>(_ a: @Sendable () -> A, _ b: @Sendable () -> B, _ c: @Sendable () -> C) -> (A, B, C) {
        let first = ParallelSlots<A>(count: 1), second = ParallelSlots<B>(count: 1), third = ParallelSlots<C>(count: 1)
        DispatchQueue.concurrentPerform(iterations: 3) { i in
            switch i {
            case 0: first.set(0, a())
            case 1: second.set(0, b())
            default: third.set(0, c())
            }
        }
        return (first.values[0], second.values[0], third.values[0])
    }

    static func run<A: Sendable, B: Sendable>(_ a: @Sendable () -> A, _ b: @Sendable () -> B) -> (A, B) {
        let first = ParallelSlots<A>(count: 1), second = ParallelSlots<B>(count: 1)
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            if i == 0 { first.set(0, a()) } else { second.set(0, b()) }
        }
        return (first.values[0], second.values[0])
    }
}
