import SwiftUI

@MainActor final class Model {
    init() {}
}

// --view-style protocol (seed 000): the views conform to one @MainActor protocol instead of
// each carrying @MainActor; state-main-actor-model and view-main-actor-members agree on it.
struct First: MainActorView {
    @State private var model = Model()
    var body: some View { Text("1") }
}

struct Second: MainActorView {
    var paste: some View { PasteButton(payloadType: String.self) { _ in } }
    var pasteAgain: some View { PasteButton(payloadType: String.self) { _ in } }
    var body: some View { paste }
}

@MainActor protocol MainActorView: View {}
