import Foundation
import Dispatch

// PromiseKit's shape (`after(seconds:)`, `DispatchQueue.async(_:execute:)`): a tuple pattern binds
// the promise and its resolver from `Promise<Void>.pending()`, and the queue's closure captures
// the resolver, a class that is not Sendable. actorfix said nothing; it now reports it, with the
// element's type as the call specializes it, and leaves alone a tuple of Sendable values.
public final class Resolver<T> {
    var handlers: [(T) -> Void] = []
    public func fulfill(_ value: T) { for handler in handlers { handler(value) } }
}

public final class Promise<T> {
    public let resolver = Resolver<T>()
    public static func pending() -> (promise: Promise<T>, resolver: Resolver<T>) {
        let promise = Promise<T>()
        return (promise, promise.resolver)
    }
}

public func after(on queue: DispatchQueue) -> Promise<Void> {
    let (promise, seal) = Promise<Void>.pending()
    queue.async {
        seal.fulfill(())
    }
    return promise
}

public func log(on queue: DispatchQueue) {
    let (name, count): (String, Int) = ("jobs", 2)
    queue.async {
        print(name, count)
    }
}
