import Foundation

// Found measuring ruddarr's Swift 6 migration: `recoverySuggestion` witnesses a requirement of
// Foundation's nonisolated `LocalizedError` (as `failureReason` and `helpAnchor` do, not only
// `errorDescription`). It reads main-actor state, so @MainActor on it would only move the error
// ("conformance of 'APIError' to protocol 'LocalizedError' crosses into main actor-isolated
// code"): reported, not annotated. (Its people made the constants `nonisolated static let`.)
@MainActor enum NoInternet {
    static var title = "No Internet Connection"
    static var description = "Please check your connection."
}

enum APIError: Error {
    case notConnected
    case other
}

extension APIError: LocalizedError {
    var recoverySuggestion: String? {
        switch self {
        case .notConnected: NoInternet.description
        case .other: nil
        }
    }
}
