import Foundation

// A closure parameter typed through a typealias (PromiseKit 8.2.0, SwiftyBeaver 2.1.1): @Sendable
// belongs on the typealias, which types other closures too, so it is reported, not written.
public typealias Completion = (Result<Int, Error>) -> Void

public final class Client {
    let queue = DispatchQueue(label: "client")

    public func fetch(_ completion: @escaping Completion) {
        queue.async { completion(.success(1)) }
    }
    public func fetchInline(_ completion: @escaping @Sendable (Result<Int, Error>) -> Void) {
        queue.async { completion(.success(1)) }
    }
}
