import SwiftUI

// Seed 001: PasteButton is @MainActor; before the 2024 SDKs only `body` is.
struct Toolbar: View {
    @MainActor var paste: some View {
        PasteButton(payloadType: String.self) { strings in print(strings) }
    }

    func title() -> String { "Edit" }

    var body: some View {
        paste
    }
}
