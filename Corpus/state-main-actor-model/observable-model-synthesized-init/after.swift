import Observation
import SwiftUI

// The first example of "View and @MainActor": an @Observable main-actor model held in @State. The
// macro's expansion makes the synthesized init() main-actor isolated (unlike a plain @MainActor
// class), so with the SDKs before 2024 the default value needs a main-actor view.
@MainActor @Observable final class Model {
    var name = "Taylor"
}

@MainActor struct ProfileView: View {
    @State private var model = Model()

    var body: some View {
        Text(model.name)
    }
}
