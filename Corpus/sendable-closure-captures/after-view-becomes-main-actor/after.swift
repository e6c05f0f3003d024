import SwiftUI

@MainActor final class Beat {
    var bpm: Int
    init(bpm: Int = 120) { self.bpm = bpm }
}

// Two rules in one run: state-main-actor-model marks the view @MainActor, and the
// visualEffect closure then needs its capture list (the view's state is main-actor isolated).
@MainActor struct Metronome: View {
    @State private var beat = Beat()
    @State private var pulse = false

    var body: some View {
        Circle()
            .visualEffect { [pulse] content, _ in
                content.scaleEffect(pulse ? 1.1 : 1)
            }
    }
}
