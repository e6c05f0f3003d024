import Foundation

// Must not: one conforming type is a non-final class with a var, which cannot be Sendable, so the
// protocol cannot refine Sendable; the error stays for a person to decide.
public protocol Palette {
    var accent: String { get }
}

struct Plain: Palette {
    let accent = "blue"
}

class Editable: Palette {
    var accent = "red"
}

public struct Style: Sendable {
    public let palette: any Palette
}
