// BrightFutures (a4b4cb2) and PromiseKit (8.2.0): inside `extension DispatchQueue` a bare
// `async { … }` is `self.async { … }`, whose closure is @Sendable; the closure parameters it calls
// become @Sendable as for the explicit form (review: their callers must pass Sendable closures).
import Dispatch

public extension DispatchQueue {
    func asyncValue<T>(_ execute: @escaping @Sendable () -> T, completion: @escaping @Sendable (T) -> Void) {
        async {
            completion(execute())
        }
    }

    func asyncValueAfter<T>(_ deadline: DispatchTime, execute: @escaping @Sendable () -> T, completion: @escaping @Sendable (T) -> Void) {
        asyncAfter(deadline: deadline) {
            completion(execute())
        }
    }

    func asyncGroup<T>(group: DispatchGroup? = nil, execute body: @escaping @Sendable () -> T, completion: @escaping @Sendable (T) -> Void) {
        async(group: group, qos: .default, flags: []) {
            completion(body())
        }
    }

    // The explicit form.
    func asyncValueExplicit<T>(_ execute: @escaping @Sendable () -> T, completion: @escaping @Sendable (T) -> Void) {
        self.async {
            completion(execute())
        }
    }
}
