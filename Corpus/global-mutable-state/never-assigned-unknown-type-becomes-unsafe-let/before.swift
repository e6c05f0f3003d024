import LegacyKit

enum Shared {
    // Never assigned, of a type whose Sendability actorfix cannot tell (another module's class):
    // still a constant, opted out of the check.
    static var session = Session()
    // Assigned: stays a var.
    static var current = Session()
    // Clients of the module may assign a public var: stays a var.
    public static var configured = Session()

    static func reset() {
        current = Session()
    }
}

var fallback = Session()

func token() -> String {
    Shared.session.token + Shared.current.token + Shared.configured.token + fallback.token
}
