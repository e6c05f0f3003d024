import SwiftUI

struct Thumbnail: View {
    var body: some View {
        Text("Thumb")
    }

    @concurrent nonisolated func scale(_ pixels: Int) async -> Int { pixels / 2 }
}
