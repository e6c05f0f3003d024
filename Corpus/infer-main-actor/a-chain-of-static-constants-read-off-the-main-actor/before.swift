import Foundation

// Under default main-actor isolation every static constant here is main-actor. A nonisolated
// function reads `base`, whose initial value reads `URL.api` (declared in an extension of
// Foundation's URL), whose initial value reads `Config.host`: each link must be nonisolated, or
// the error moves down the chain ("main actor-isolated default value in a nonisolated context").
// The shape of pine's `static let logger = Logger.search` in an `extension Logger`.
enum Config {
    static let host = ProcessInfo.processInfo.environment["API_HOST"] ?? "https://example.com"
}

extension URL {
    static let api = URL(string: Config.host)!
}

final class Client {
    private static let base = URL.api

    nonisolated static func endpoint(_ path: String) -> URL {
        base.appendingPathComponent(path)
    }
}
