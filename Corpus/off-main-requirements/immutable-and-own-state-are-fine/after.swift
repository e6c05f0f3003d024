import SwiftUI

@MainActor final class Palette {
    let stroke: CGFloat = 2
    init() {}
}

// A shape's own stored properties and a main-actor object's Sendable lets can be read anywhere
// in the module: nothing to change.
struct Wave: Shape {
    var amplitude: CGFloat = 10
    let palette: Palette

    func path(in rect: CGRect) -> Path {
        print(amplitude, palette.stroke)
        return Path()
    }
}
