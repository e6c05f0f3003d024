// Stand-in for AppKit: responders and the application are @MainActor, and so is the global `NSApp`
// (`@MainActor public var NSApp: NSApplication!` in Apple's SDK).
@_exported import Foundation

@MainActor open class NSResponder {
    public init() {}
}
@MainActor open class NSApplication: NSResponder {
    public static let shared = NSApplication()
    public var effectiveAppearanceName = "aqua"
}
@MainActor public var NSApp: NSApplication! = NSApplication.shared
