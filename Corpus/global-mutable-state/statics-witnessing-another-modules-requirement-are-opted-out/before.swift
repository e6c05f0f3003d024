import LegacyKit

// Reduced from Maccy's App Intents: `title` witnesses a requirement of another module's protocol
// that refines Sendable, so `@MainActor` on it would break the conformance even though every use
// is on the main actor; it is opted out for review instead. A static of a type conforming to no
// such protocol still follows its main-actor uses.
struct ClearAction: TitledAction {
    static var title: String = "Clear"
}

enum Counters {
    static var renames = 0
}

@MainActor final class Menu {
    func rename() {
        ClearAction.title = "Clear all"
        Counters.renames += 1
    }
}
