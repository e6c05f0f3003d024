import Foundation

// Default main-actor isolation (SE-0466, as amended for Swift 6.2) does not apply to a type that
// conforms on its declaration to a nonisolated protocol refining Sendable: a protocol that says
// `nonisolated`, or one of another module (freerooms-mobile's test double of
// `Networking.HTTPClient`). Its methods are nonisolated, and the module's extension members they
// use, main-actor by default, must not be.
nonisolated protocol HTTPClient: Sendable {
    func get(from url: URL) async -> Data?
}

final class MockHTTPClient: HTTPClient, @unchecked Sendable {
    var returnedData: Data?

    func setNextRequestToSucceed() {
        returnedData = "ok".data
    }

    func get(from url: URL) async -> Data? { returnedData }
}

// A protocol of the module without an isolation of its own is main-actor by default, and so are
// its conformers, even an error: it may use the extension as it is.
protocol AppError: Error {}

struct LoadError: AppError {
    func payload() -> Data { "load".data }
}

extension String {
    fileprivate var data: Data { Data(utf8) }
}
