// Found by a helper measuring web-browser's switch to Swift 6 (the person wrote
// `@MainActor static let screenWidth`): a constant whose initial value uses main-actor code is an
// error whatever its type ("main actor-isolated default value in a nonisolated context"); it was
// reported as a constant actorfix could not tell was Sendable, and one of a Sendable type got
// nothing. Read only on the main actor, it becomes @MainActor; read off it, it is reported.
import UIKit

@MainActor
struct TabCardView {
    struct Constants {
        @MainActor
        static let screenWidth = UIScreen.main.scale * 320
        @MainActor
        static let scale: Double = UIScreen.main.scale
        static let spacing: CGFloat = 10
    }

    let cardWidth = Constants.screenWidth - 2 * Constants.spacing
    var scaled: Double { Constants.scale * 2 }
}

@MainActor
let globalScreen = UIScreen.main

@MainActor
func currentScreen() -> UIScreen { globalScreen }

// A closure called on the spot runs with the initializer; one the value only stores does not
// (swift-composable-architecture's `static let liveValue = Self { … }`): nothing to do there.
struct Screens {
    @MainActor
    static let first: UIScreen = { UIScreen.main }()
    static let provider = Provider { UIScreen.main.scale }
}

struct Provider: Sendable {
    let make: @MainActor @Sendable () -> Double
}

@MainActor
func firstScale() -> Double { Screens.first.scale + Screens.provider.make() }
