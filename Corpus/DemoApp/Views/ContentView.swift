import SwiftUI

struct ContentView: View {
    @State private var model = CounterModel()
    @State private var pulse = false

    var body: some View {
        VStack {
            Text(SettingsStore.shared.compact ? "Compact" : "Regular")
            Button("Add") { model.increment() }
            Circle()
                .visualEffect { content, proxy in
                    content.scaleEffect(pulse ? 1.2 : 1)
                }
        }
    }
}
