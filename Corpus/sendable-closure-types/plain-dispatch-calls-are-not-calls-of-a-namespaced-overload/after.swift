// Reduced from PromiseKit 8.2.0 (Promise.swift, AnyPromise.swift): `async(_: PMKNamespacer, …)`
// needs its unlabelled first argument, so neither the plain `q.async { }` nor the bare
// `async(group:) { }` in the extension is a call of it (both are Dispatch's). What their closures
// capture is no reason to leave `body` alone: the Dispatch closure calls it, so it becomes @Sendable.
import Dispatch

public enum PMKNamespacer { case promise }

extension DispatchQueue {
    public func async<T>(_: PMKNamespacer, group: DispatchGroup? = nil, execute body: @escaping @Sendable () -> T) {
        async(group: group) {
            _ = body()
        }
    }
}

public func printLater(_ values: [Int], on q: DispatchQueue) {
    values.forEach { value in
        q.async {
            print(value)
        }
    }
    q.async(.promise) { values.count }
}
