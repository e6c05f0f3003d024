import UIKit

/// A router outside any view: two methods use UIKit, one calls the other, the rest is plain.
final class Router {
    let settingsURL = URL(string: "app-settings:")!
    var routes: [String] = []

    @MainActor func openSettings() {
        UIApplication.shared.open(settingsURL)
    }

    @MainActor func openSettingsAndLog() {
        routes.append("settings")
        openSettings()
    }

    func title() -> String { "Router" }

    func count() -> Int { routes.count }

    func reset() { routes.removeAll() }
}

@MainActor func badge(_ count: Int) {
    UIApplication.shared.applicationIconBadgeNumber = count
}
