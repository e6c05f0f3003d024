// Stand-in for a third-party module that has not adopted Sendable (built in the Swift 5 mode, as
// a binary framework or an unmigrated package is): it says nothing about its types' Sendability.
public final class Session {
    public init() {}
    public var token = ""
}

/// A protocol of another module requiring a static (the shape of App Intents' `AppIntent.title`):
/// a witness keeps the requirement's nonisolated isolation.
public protocol TitledAction: Sendable {
    static var title: String { get }
}
