import SwiftUI

final class Player: ObservableObject {
    @Published var playing = false
}

struct PlayerControls: View {
    @StateObject var player: Player

    var body: some View {
        Text(player.playing ? "Pause" : "Play")
    }
}
