import SwiftUI

final class Draft: Sendable {
    let text = ""
}

struct Editor: View {
    @State private var draft = Draft()

    var body: some View {
        Text(draft.text)
    }
}
