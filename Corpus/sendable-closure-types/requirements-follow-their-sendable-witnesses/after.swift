import Dispatch

public protocol HTTPClient {
    /// The completion handler can be invoked in any thread.
    func get(from url: String, completion: @escaping @Sendable (Result<[UInt8], Error>) -> Void)
}

public final class QueueHTTPClient: HTTPClient {
    public init() {}

    public func get(from url: String, completion: @escaping @Sendable (Result<[UInt8], Error>) -> Void) {
        DispatchQueue.global().async {
            completion(.success(Array(url.utf8)))
        }
    }
}

// A conformer that keeps a plain closure still satisfies the requirement once it is @Sendable.
final class HTTPClientStub: HTTPClient {
    func get(from url: String, completion: @escaping (Result<[UInt8], Error>) -> Void) {
        completion(.success([]))
    }
}

func load(_ client: HTTPClient) {
    client.get(from: "https://example.com") { result in
        print(result)
    }
}
