import Foundation

/// Reduced from OneBusAway's `ThemeColors` (OBAKitCore): an `NSObject` subclass of `let`s that
/// nothing subclasses. SE-0302 lets a final class conform to Sendable when its only superclass is
/// `NSObject`, so one checked conformance makes its shared instance safe (its people wrote
/// `final class ThemeColors: NSObject, @unchecked Sendable`).
public class ThemeColors: NSObject {
    public let brand: String
    public let gray: String

    public static let shared = ThemeColors()

    public override convenience init() {
        self.init(brand: "green")
    }

    public init(brand: String) {
        self.brand = brand
        gray = "gray"
        super.init()
    }
}

/// Subclassed: it cannot become final, so its shared instance is opted out for review.
public class Fonts: NSObject {
    public let body = "SF"
    public static let shared = Fonts()
}

final class LargeFonts: Fonts {}

/// A final class whose superclass is not `NSObject` may not conform to Sendable.
public class Base: NSObject {}

public final class Metrics: Base {
    public let padding = 8.0
    public static let standard = Metrics()
}
