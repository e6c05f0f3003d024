import Foundation

/// Already Sendable (SE-0302: a final class whose only superclass is `NSObject`): its shared
/// instance compiles in Swift 6 as written.
public final class ThemeColors: NSObject, Sendable {
    public let brand: String
    public static let shared = ThemeColors()

    public override init() {
        brand = "green"
        super.init()
    }
}

/// Main-actor: Sendable by its isolation.
@MainActor
final class Coordinator: NSObject {
    var route = "home"
    static let shared = Coordinator()
}

/// A constant of a Sendable type on an NSObject subclass needs nothing.
class Metrics: NSObject {
    static let padding = 8.0
    var scale = 1.0
}
