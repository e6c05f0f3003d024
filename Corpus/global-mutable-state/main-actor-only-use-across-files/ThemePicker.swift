import SwiftUI

// Another file: the only code that reads and writes Theme.accent is a view (main actor, 2024 SDK).
struct ThemePicker: View {
    var body: some View {
        Button("Use red") { Theme.accent = "red" }
    }
    func current() -> String { Theme.accent }
}
