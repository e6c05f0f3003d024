@preconcurrency import LegacyKit

// A static constant whose type comes from a module that has not adopted Sendable (LegacyKit is
// built in the Swift 5 mode, as ichime's DITranquillity was): Swift 6 reports "static property
// 'container' is not concurrency-safe because non-'Sendable' type 'Session' may have shared
// mutable state" and suggests `@preconcurrency import LegacyKit`, which its person wrote. Only
// Sendable types' stored properties and values sent across counted. A main-actor constant needs
// nothing.
final class ApplicationDependency {
    static let container: Session = {
        let container = Session()
        return container
    }()
}

@MainActor
final class Screen {
    static let session: Session = Session()
}
