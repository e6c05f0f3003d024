import Foundation

// Reduced from PromiseKit 8.2.0 (Box.swift, Catchable.swift): `on` is an optional queue, so
// `on.async(flags:)` is the module's own method of Optional, whose closure is not @Sendable,
// not DispatchQueue.async.
extension Optional where Wrapped: DispatchQueue {
    func async(flags: DispatchWorkItemFlags?, _ body: @escaping () -> Void) {
        switch self {
        case .none: body()
        case .some: body()
        }
    }
}

public final class Promise {
    public func ensure(on: DispatchQueue? = nil, flags: DispatchWorkItemFlags? = nil, _ body: @escaping () -> Void) {
        on.async(flags: flags) {
            body()
        }
    }
}
