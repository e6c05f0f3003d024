import SwiftUI

@MainActor
final class SettingsContainer: ObservableObject {
    var isDefaultActive = false
}

/// Menu commands, whose `body` SwiftUI isolates to the main actor as a view's: reading a
/// main-actor model there needs nothing (MarkerData's `ConfigurationCommands`).
struct ConfigurationCommands: Commands {
    @ObservedObject var settings: SettingsContainer

    var body: some Commands {
        let _ = settings.isDefaultActive
        EmptyCommands()
    }
}
