import SwiftUI

// Found on MarkerData (its Swift 6 migration): SwiftUI's DropDelegate was missing from the SDK
// knowledge, and once known (@MainActor since the 2024 SDKs), its conformance in an extension was
// taken to make the whole class main-actor, hence Sendable, so the model its view awaits was left
// alone ("sending 'self.model' risks causing data races"). A conformance in an extension
// isolates that extension's members only.
@MainActor
final class QueueModel: ObservableObject {
    @Published var names: [String] = []

    func upload() async {
        names.removeAll()
    }
}

struct QueueView: View {
    @ObservedObject var model: QueueModel
    var body: some View {
        Button("Upload") {
            Task { await model.upload() }
        }
    }
}

extension QueueModel: DropDelegate {
    func performDrop(info: DropInfo) -> Bool {
        names.append("dropped")
        return true
    }
}
