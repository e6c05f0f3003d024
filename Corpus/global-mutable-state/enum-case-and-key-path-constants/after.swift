// Found by a helper on SwiftDraw and VersionedCodable: a constant made by an enum case with an
// associated value (`Fill.color(.none)`) has the enum's type, and a key path is a class of the
// standard library that is not Sendable (unless written `& Sendable`, SE-0418).
final class Pattern: Hashable {
    var frame: Double
    init(frame: Double) { self.frame = frame }
    func hash(into hasher: inout Hasher) { hasher.combine(frame) }
    static func == (l: Pattern, r: Pattern) -> Bool { l.frame == r.frame }
}

enum Color: Hashable { case none, rgb(Double, Double, Double) }

enum Fill: Hashable {
    case color(Color)
    case pattern(Pattern)

    // Not Sendable (a case holds a class with mutable state).
    nonisolated(unsafe) static let none = Fill.color(.none)
}

enum Stroke: Hashable {
    case width(Double)

    // Sendable (implicitly): nothing to do.
    static let hairline = Stroke.width(0.5)
}

protocol VersionPathSpec {
    static var keyPathToVersion: KeyPath<Self, Int?> { get }
}

struct Document: VersionPathSpec {
    nonisolated(unsafe) static let keyPathToVersion: KeyPath<Document, Int?> = \Self.version
    // Written Sendable: nothing to do.
    static let sendablePath: KeyPath<Document, Int?> & Sendable = \Self.version
    let version: Int?
}

func version<S: VersionPathSpec>(of s: S) -> Int? { s[keyPath: S.keyPathToVersion] }
func fills() -> [Fill] { [.none] }
func strokes() -> [Stroke] { [.hairline] }

// Another type of the same simple name elsewhere in the module: the enum's own name is meant
// (SwiftDraw's `LayerTree.FillAttributes.Fill` beside `DOM.Fill`).
enum DOM {
    enum Fill: Equatable {
        case none
        case url(String)
    }
}

enum Layer {
    enum Fill {
        case pattern(Pattern)
        nonisolated(unsafe) static let empty = Fill.pattern(Pattern(frame: 0))
    }
}
