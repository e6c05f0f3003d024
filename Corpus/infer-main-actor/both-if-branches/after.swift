import UIKit

/// The same type in two `#if` branches: each declaration is analysed and changed on its own.
#if DEBUG
final class Launcher {
    @MainActor func openSettings() {
        UIApplication.shared.open(URL(string: "debug-settings:")!)
    }
    func name() -> String { "debug" }
}
#else
final class Launcher {
    @MainActor func openSettings() {
        UIApplication.shared.open(URL(string: "app-settings:")!)
    }
    func name() -> String { "release" }
}
#endif
