// Found by a helper building SwiftDraw in the Swift 6 mode (4 of the 5 errors left after fix):
// the same type is declared in both branches of `#if canImport(CoreGraphics)`, and only the first
// declaration was conformed to Sendable, while Linux compiles the `#else` one. Each declaration's
// constants hold that declaration's own type, so both conform.
#if canImport(CoreGraphics)
import CoreGraphics

public struct SVG: Sendable {
    public struct Options: OptionSet {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let hideUnsupportedFilters = Options(rawValue: 1 << 0)
        public static let `default`: Options = []
    }
}
#else
public struct SVG: Sendable {
    public struct Options: OptionSet {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let hideUnsupportedFilters = Options(rawValue: 1 << 0)
        public static let `default`: Options = []
    }
}
#endif
