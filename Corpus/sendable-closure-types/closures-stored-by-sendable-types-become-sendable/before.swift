// A struct that must be Sendable by what it declares (`: Sendable`, `Error`) stores closures: each
// closure type must say `@Sendable` ("stored property 'fetch' of 'Sendable'-conforming struct
// 'Client' has non-Sendable type '() async throws -> Int'"), and so must the initializer
// parameters assigned to them. Found by a helper on InAppPurchaseViewer, whose author made its
// swift-dependencies clients (structs of closures) Sendable with `@Sendable` members.
public struct Client: Sendable {
    public var fetch: () async throws -> Int
    public var cancel: (() -> Void)?
    // A C function pointer captures nothing: Sendable as it is.
    public var allocate: @convention(c) (Int) -> UnsafeMutableRawPointer?
}

struct Loader: Sendable {
    let load: (String) -> Int

    init(load: @escaping (String) -> Int) {
        self.load = load
    }
}

struct RetryError: Error {
    let retry: () -> Void
}

// A struct that is not required to be Sendable keeps its closures as they are.
struct Callbacks {
    var onChange: (Int) -> Void
}
