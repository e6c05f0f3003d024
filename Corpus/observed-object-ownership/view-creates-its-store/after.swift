import SwiftUI

final class TimerStore: ObservableObject {
    @Published var ticks = 0
}

// Seed 003: the view creates the object it observes, so a parent re-render replaces it.
struct TimerView: View {
    @StateObject var store = TimerStore()
    @StateObject var other: TimerStore = .init()

    var body: some View {
        Text("\(store.ticks) \(other.ticks)")
    }
}
