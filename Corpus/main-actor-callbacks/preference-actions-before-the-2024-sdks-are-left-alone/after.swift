// Must not: up to the 2023 SDKs the onPreferenceChange action is a plain closure, isolated
// with the view, so using its main-actor state needs nothing.
import SwiftUI

struct FrameCatcher: View {
    let onChange: (Double) -> Void

    var body: some View {
        Text("")
            .onPreferenceChange(WidthKey.self) {
                onChange($0)
            }
    }
}

struct WidthReader: View {
    @State private var width: Double = 0

    var body: some View {
        Text("\(width)")
            .onPreferenceChange(WidthKey.self) { value in
                width = value
            }
    }
}

struct WidthKey: PreferenceKey {
    static let defaultValue: Double = 0
    static func reduce(value: inout Double, nextValue: () -> Double) { value = nextValue() }
}
