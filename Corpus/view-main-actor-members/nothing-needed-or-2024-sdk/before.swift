import SwiftUI

// With the 2024 SDK every view is @MainActor: its members need nothing.
struct Composer: View {
    var paste: some View {
        PasteButton(payloadType: String.self) { _ in }
    }

    func subtitle() -> String { "Draft" }

    var body: some View {
        paste
    }
}
