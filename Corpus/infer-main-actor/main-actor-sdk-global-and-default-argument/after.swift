import AppKit

struct AppTheme {
    let isDark: Bool

    // `NSApp` is a main-actor global of AppKit.
    @MainActor var appearanceName: String {
        NSApp.effectiveAppearanceName + (isDark ? ".dark" : "")
    }

    var suffix: String {
        isDark ? ".dark" : ""
    }
}

// A default argument is evaluated with the function's isolation (SE-0411).
@MainActor func resolvedColorName(_ base: String, appearance: String = NSApp.effectiveAppearanceName) -> String {
    base + "-" + appearance
}

func plainName(_ base: String) -> String {
    base + "-plain"
}
