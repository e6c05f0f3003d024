import SwiftUI

@MainActor final class Player {
    var playing = false
}

// With the 2024 SDKs every view is @MainActor: the default value is fine.
struct PlayerView: View {
    @State private var player = Player()

    var body: some View {
        Text(player.playing ? "Pause" : "Play")
    }
}
