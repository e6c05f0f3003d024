import SwiftUI

// Seed 002: the system Back button changes `path` only after the pop animation.
struct PathDemo: View {
    @State var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            ScrollView {
                Text("Rows")
            }
        }
    }
}
