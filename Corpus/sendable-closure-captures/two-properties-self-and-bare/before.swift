import SwiftUI

struct Badge: View {
    @State private var pulse = false
    @State private var shift: CGFloat = 8

    var body: some View {
        Text("New")
            .visualEffect { content, _ in
                content.offset(x: pulse ? self.shift : 0)
            }
    }
}
