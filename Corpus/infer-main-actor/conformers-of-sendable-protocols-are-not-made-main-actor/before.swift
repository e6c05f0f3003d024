// Found on the real-code set with --to swift6.2 (Alamofire's tests, whose adapters conform to
// Alamofire's `RequestInterceptor`, refining `RequestAdapter: Sendable`): a stored property's
// default value needs the main actor in a nonisolated class. @MainActor on the class would not
// fix it: a conformance to a protocol refining Sendable cannot be isolated (SE-0470), so its
// witnesses would cross into main-actor code ("conformance of 'HTTPMethodAdapter' to protocol
// 'RequestAdapter' crosses into main actor-isolated code and can cause data races"). Nothing is
// written; the default value is left for a person to move.
@MainActor final class Counter {
    var value = 0
    init() {}
}

protocol RequestAdapter: Sendable {
    func adapt(_ request: String, completion: @escaping (String) -> Void)
}

protocol RequestInterceptor: RequestAdapter {}

final class HTTPMethodAdapter: RequestInterceptor, @unchecked Sendable {
    let counter = Counter()

    func adapt(_ request: String, completion: @escaping (String) -> Void) {
        completion(request)
    }
}
