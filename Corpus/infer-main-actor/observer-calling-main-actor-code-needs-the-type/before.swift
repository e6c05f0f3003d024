import AppKit

enum ColorScheme: String { case system, light, dark }

// A stored property's observer runs with the property's isolation: only the type can give it the
// main actor. The update is declared once per platform; the observer calls whichever builds.
final class ColorSchemeStore {
    var scheme: ColorScheme = .system {
        didSet {
            update()
        }
    }

    #if os(iOS)
    func update() {
        print(scheme)
    }
    #else
    func update() {
        NSApplication.shared.effectiveAppearanceName = scheme.rawValue
    }
    #endif
}

// Also called off the main actor: nothing can be main-actor here, so it is reported.
final class BackgroundStore {
    var scheme: ColorScheme = .system {
        didSet {
            update()
        }
    }

    func update() {
        NSApplication.shared.effectiveAppearanceName = scheme.rawValue
    }

    func refreshInBackground() {
        Task.detached {
            self.update()
        }
    }
}
