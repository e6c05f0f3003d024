import SwiftUI

// Seed 000: before the 2024 SDKs a view is not main-actor isolated, so this default value
// (a @MainActor model, declared in Model.swift) is evaluated in a nonisolated context.
struct CounterView: View {
    @State private var model = CounterModel()

    var body: some View {
        Button("Add") { model.increment() }
    }
}
