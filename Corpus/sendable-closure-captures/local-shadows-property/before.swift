import SwiftUI

struct Gauge: View {
    @State private var level: CGFloat = 0.5

    var body: some View {
        Circle()
            .visualEffect { content, proxy in
                // `level` here is the local, not the view's state: nothing to capture.
                let level = proxy.size.width
                return content.offset(x: level)
            }
    }
}
