import Foundation

// Held as `any ColorSet` by a Sendable struct and by a static let: every conforming type is
// Sendable (a struct of Sendable lets, an enum, a final class of lets), so the protocol refines
// Sendable, once, instead of opting the constant out.
public protocol ColorSet {
    var primary: String { get }
}

struct Dark: ColorSet {
    let primary = "black"
}

enum Light: ColorSet {
    case standard
    var primary: String { "white" }
}

final class Custom: ColorSet {
    let primary: String
    init(primary: String) { self.primary = primary }
}

public struct Theme: Sendable {
    public let name: String
    public let colors: any ColorSet
}

enum Themes {
    static let fallback: any ColorSet = Dark()
}
