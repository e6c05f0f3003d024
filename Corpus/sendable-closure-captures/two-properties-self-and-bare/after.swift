import SwiftUI

struct Badge: View {
    @State private var pulse = false
    @State private var shift: CGFloat = 8

    var body: some View {
        Text("New")
            .visualEffect { [pulse, shift] content, _ in
                content.offset(x: pulse ? shift : 0)
            }
    }
}
