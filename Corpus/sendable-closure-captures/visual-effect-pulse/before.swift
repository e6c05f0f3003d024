import SwiftUI

// Seed 004 (WWDC25 "Explore concurrency in SwiftUI"): visualEffect's closure is @Sendable.
struct PulsingCircle: View {
    @State private var pulse = false

    var body: some View {
        Circle()
            .visualEffect { content, proxy in
                content.blur(radius: pulse ? 2 : 0)
            }
    }
}
