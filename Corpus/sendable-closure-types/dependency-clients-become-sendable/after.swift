import Dependencies

// A swift-dependencies client is a struct of closures that is its own key's `Value`, which must be
// Sendable (`associatedtype Value: Sendable = Self`): "type 'NumberFactClient' does not conform to
// the 'Sendable' protocol". Its closure types become `@Sendable` (an internal struct is then
// Sendable implicitly; a public one also conforms, in the next round). Found by a helper on
// InAppPurchaseViewer, whose author did this for its three clients.
struct NumberFactClient {
    var fetch: @Sendable (Int) async throws -> String
}

extension NumberFactClient: DependencyKey {
    static let liveValue = Self(fetch: { "\($0) is a good number." })
}

public struct CredentialClient: Sendable {
    public var get: @Sendable () async throws -> String?
    public var remove: @Sendable () async throws -> Void
}

extension CredentialClient: TestDependencyKey {
    public static let testValue = Self(get: { nil }, remove: {})
}

// A key whose Value is another type puts no requirement on itself.
enum LoggerKey: DependencyKey {
    static let liveValue = "logger"
}

struct Handlers {
    var onError: (Error) -> Void
}
