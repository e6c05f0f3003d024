import SwiftUI

// Before the 2024 SDKs the view is not main-actor isolated and not Sendable:
// the closure may not capture `self`.
struct Ripple: View {
    @State var radius: CGFloat = 4

    var body: some View {
        Circle()
            .visualEffect { [radius] content, _ in content.blur(radius: radius) }
    }
}
