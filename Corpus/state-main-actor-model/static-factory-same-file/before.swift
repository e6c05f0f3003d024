import SwiftUI

@MainActor final class Settings {
    static func load() -> Settings { Settings() }
    var compact = false
}

struct SettingsView: View {
    @State var settings = Settings.load()
    @State var title = "Settings"

    var body: some View {
        Text(title)
    }
}
