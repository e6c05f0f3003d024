// anytype-swift's geometry catchers: since the 2024 SDKs SwiftUI's onPreferenceChange action is
// a @Sendable closure, so using the view's main-actor state there is diagnosed (a warning with
// the real SDK's @preconcurrency View, an error with this strict shape). SwiftUI calls it on the
// main thread, so its body runs in MainActor.assumeIsolated, as anytype's people wrote; an action
// using `$0` names its parameter first, since `$0` would mean the inner closure's.
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

struct OffsetCatcher: View {
    let value: Double
    let onChange: (Double) -> Void

    var body: some View {
        Text("").onPreferenceChange(WidthKey.self) { onChange($0 + value) }
    }
}

// Must not: the action uses nothing of the main actor.
struct WidthLogger: View {
    var body: some View {
        Text("")
            .onPreferenceChange(WidthKey.self) { value in
                print(value)
            }
    }
}

struct WidthKey: PreferenceKey {
    static let defaultValue: Double = 0
    static func reduce(value: inout Double, nextValue: () -> Double) { value = nextValue() }
}
