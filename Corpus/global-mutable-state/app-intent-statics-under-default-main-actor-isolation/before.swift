import AppIntents

// OneBusAway's widget intent under default main-actor isolation (SE-0466, Swift 6.2): AppIntent
// refines Sendable, so default isolation does not make the intent main-actor and its statics are
// "nonisolated global shared mutable state". None is assigned: lets, as OneBusAway's people
// wrote them (LocalizedStringResource and IntentDescription are Sendable in the Xcode 26 SDKs).
struct ConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Bookmarks"
    static var description = IntentDescription("Shows your bookmarked stops.")
}

struct RefreshIntent: AppIntent {
    static var title: LocalizedStringResource = "Refresh"
    static var openAppWhenRun = false

    func perform() async throws -> some IntentResult { .result() }
}

// An app entity (AppEntity refines AppValue, which refines Sendable) and its query.
struct StopEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Stop"
    static var defaultQuery = StopQuery()

    let id: String
    var displayRepresentation: DisplayRepresentation { "Stop" }
}

struct StopQuery: EntityQuery {}

// A type of the module without such a conformance is main-actor by default: its static is
// main-actor state already, left alone.
enum WidgetSettings {
    static var refreshInterval = 15
}
