// SwiftUI-shaped code (parsed only, never type-checked here). Must pass `swiftc -parse`.
import SwiftUI

@Observable final class Model { var count = 0 }

struct ContentView: View {
    @State private var model = Model()
    @StateObject var store = Store()
    @Environment(\.dismiss) private var dismiss
    @Binding var text: String
    @State var pulse = false
    @State private var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack(alignment: .leading, spacing: 8) {
                Text("Count: \(model.count)")
                    .font(.title)
                    .padding()
                    #if os(iOS)
                    .navigationBarTitleDisplayMode(.inline)
                    #endif
                Button("Add") { model.count += 1 }
                Button { store.reload() } label: { Label("Reload", systemImage: "arrow.clockwise") }
                ForEach(store.items, id: \.id) { item in
                    Row(item: item)
                }
                Circle()
                    .visualEffect { [pulse] content, proxy in
                        content.scaleEffect(pulse ? 1.2 : 1)
                    }
                    .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.width } action: { width in print(width) }
                PasteButton(payloadType: String.self) { strings in text = strings.first ?? "" }
            }
            .sheet(isPresented: $store.showSheet, onDismiss: { store.reset() }) {
                SheetView()
            }
            .task { await store.load() }
            .navigationDestination(for: Route.self) { route in Detail(route: route) }
        }
    }

    var paste: some View {
        PasteButton(payloadType: String.self) { _ in }
    }

    func load() async {
        let data = await Task.detached(priority: .background) { [store] in await store.fetch() }.value
        DispatchQueue.global().async { [weak store] in store?.finish(data) }
    }
}

#Preview {
    ContentView(text: .constant(""))
}
