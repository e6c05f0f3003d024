import SwiftUI

// Before the 2024 SDKs the view's async methods already run on the global executor.
struct Loader: View {
    var body: some View {
        Text("Load")
    }

    func fetch() async -> Int { 1 }
}
