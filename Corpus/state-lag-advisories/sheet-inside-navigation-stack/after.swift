import SwiftUI

// Seed 002: dismissing the sheet by a swipe, then swiping back at once, can lock the app up.
struct SheetDemo: View {
    @State var showSheet = false

    var body: some View {
        NavigationStack {
            VStack {
                Button("Show Sheet") { showSheet = true }
                    .sheet(isPresented: $showSheet) {
                        Text("Sheet")
                    }
            }
        }
    }
}
