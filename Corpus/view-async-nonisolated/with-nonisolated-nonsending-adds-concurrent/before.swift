import SwiftUI

struct Thumbnail: View {
    var body: some View {
        Text("Thumb")
    }

    func scale(_ pixels: Int) async -> Int { pixels / 2 }
}
