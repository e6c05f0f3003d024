import SwiftUI

/// 'paste' builds a main-actor view; 'pasteRow' uses 'paste', so it needs the main actor too.
struct ClipboardView: View {
    @MainActor var paste: some View {
        PasteButton(payloadType: String.self) { _ in }
    }

    @MainActor func pasteRow() -> some View {
        paste
    }

    func title() -> String { "Clipboard" }

    func subtitle() -> String { "Paste text" }

    var body: some View {
        Text(title())
    }
}
