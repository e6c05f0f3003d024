import SwiftUI

// A @MainActor class without an explicit initializer gets a synthesized nonisolated init(),
// so this default value compiles as it is: nothing to change.
@MainActor final class Tally {
    var value = 0
}

struct TallyView: View {
    @State private var tally = Tally()

    var body: some View {
        Text("Tally")
    }
}
