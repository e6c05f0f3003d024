// Found by a helper on SwiftDraw (24060d3): `pngData(scale:)` becomes main-actor for reading the
// screen's scale, and so must its forwarders, whose receiver is what another method returns
// (`inset(insets).pngData(…)`, `self.sized(size).pngData(…)`): once pngData was @MainActor they
// failed with "call to main actor-isolated instance method 'pngData(scale:)' in a synchronous
// nonisolated context". A receiver returned as `Self` is the type itself.
@MainActor final class Screen { static let main = Screen(); var scale = 2.0 }

public struct SVG: Sendable {
    var size: Double = 1
}

extension SVG {
    @MainActor public func pngData(scale: Double = 0) -> [UInt8] {
        let s = scale == 0 ? SVG.defaultScale : scale
        return [UInt8(s)]
    }

    @MainActor static var defaultScale: Double { Screen.main.scale }
}

public extension SVG {
    @MainActor func pngData(scale: Double = 0, insets: Double) -> [UInt8] {
        inset(insets).pngData(scale: scale)
    }

    @MainActor func pngData(size: Double, scale: Double = 0) -> [UInt8] {
        self.sized(size).pngData(scale: scale)
    }

    @MainActor func thumbnail() -> [UInt8] {
        copy().pngData()
    }

    // Reads nothing of the main actor: stays as it is.
    func area() -> Double {
        sized(2).size * inset(1).size
    }

    func inset(_ insets: Double) -> SVG { self }
    func sized(_ s: Double) -> SVG { var c = self; c.size = s; return c }
    func copy() -> Self { self }
    static func makeLines() -> SVG { SVG() }
}

public enum Tool {
    // Two calls chained on a parameter, over several lines.
    @MainActor static func processImage(_ image: SVG, scale: Double) -> [UInt8] {
        image
            .inset(1)
            .sized(2)
            .pngData(scale: scale)
    }

    // A local made by a static factory of the type.
    @MainActor static func rasterizeLines() -> [UInt8] {
        let image = SVG.makeLines()
        return image.pngData()
    }
}
