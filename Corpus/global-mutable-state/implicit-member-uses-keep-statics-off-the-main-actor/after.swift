public struct Tint: Sendable {
    public let name: String
    public init(_ name: String) { self.name = name }
}

/// Statics read through implicit members (`.redLight`) where the context gives the type: a
/// file-scope constant's initializer runs off the main actor, so they cannot become @MainActor.
public extension Tint {
    nonisolated(unsafe) static var redLight = Tint("redLight")
    nonisolated(unsafe) static var greenLight = Tint("greenLight")
}

/// Another type has statics of those names: the annotation says which type's the array holds.
public struct Paint: Sendable {
    public static let redLight = Paint()
    public static let greenLight = Paint()
}

private let tints: [Tint] = [.redLight, .greenLight]

@MainActor final class Row {
    func paint() -> String { Tint.redLight.name + Tint.greenLight.name }
}

func tint(at i: Int) -> Tint { tints[i % tints.count] }
