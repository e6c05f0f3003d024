import SwiftUI

struct Meter: View {
    @State private var scale: CGFloat = 2

    var body: some View {
        Text("Width")
            // Only the `of` transform is @Sendable; `action` runs on the main actor.
            .onGeometryChange(for: CGFloat.self) { [scale] proxy in
                proxy.size.width * scale
            } action: { width in
                print(width, scale)
            }
    }
}
