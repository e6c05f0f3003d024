import AppIntents

// Must do nothing: intents whose statics are already constants or computed, as OneBusAway's
// people wrote them in their migration.
struct ConfigurationAppIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Bookmarks"
    static let description = IntentDescription("Shows your bookmarked stops.")
}

struct RefreshIntent: AppIntent {
    static var title: LocalizedStringResource { "Refresh" }
    static let openAppWhenRun = false

    func perform() async throws -> some IntentResult { .result() }
}

// IceCubesApp's entities (Swift 6, default main-actor isolation, Xcode 26): an EntityQuery is
// Sendable, so its initializer is not main-actor and the constants need nothing.
public struct ListEntity: AppEntity {
    public static let defaultQuery = DefaultListEntityQuery()
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "List"

    public let id: String
    public var displayRepresentation: DisplayRepresentation { "List" }
}

public struct DefaultListEntityQuery: EntityQuery {
    public init() {}
}
