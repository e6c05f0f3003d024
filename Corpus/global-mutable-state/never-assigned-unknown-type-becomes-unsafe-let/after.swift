import LegacyKit

enum Shared {
    // Never assigned, of a type whose Sendability actorfix cannot tell (another module's class):
    // still a constant, opted out of the check.
    nonisolated(unsafe) static let session = Session()
    // Assigned: stays a var.
    nonisolated(unsafe) static var current = Session()
    // Clients of the module may assign a public var: stays a var.
    public nonisolated(unsafe) static var configured = Session()

    static func reset() {
        current = Session()
    }
}

nonisolated(unsafe) let fallback = Session()

func token() -> String {
    Shared.session.token + Shared.current.token + Shared.configured.token + fallback.token
}
