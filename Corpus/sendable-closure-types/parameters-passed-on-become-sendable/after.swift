import Foundation

// Reduced from SwiftyBeaver 2.1.1 (BaseDestination.execute(synchronously:block:)) and PromiseKit 8.2.0 (Box.swift).

public final class Runner {
    let queue = DispatchQueue(label: "q")

    public func execute(synchronously: Bool, block: @escaping @Sendable () -> Void) {
        if synchronously {
            queue.sync(execute: block)
        } else {
            queue.async(execute: block)
        }
    }

    public func execute2(block: @escaping @Sendable () -> Void) {
        queue.async { block() }
    }

    // PromiseKit's spelling, the attribute against the type: `@escaping` takes no arguments.
    func later(_ body: @escaping @Sendable () -> Void) {
        queue.async(execute: body)
    }
}
