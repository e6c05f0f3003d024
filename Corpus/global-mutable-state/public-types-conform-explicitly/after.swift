import Foundation

// A public enum is not implicitly Sendable, whatever its raw type (SE-0302): its static var
// cannot simply become a let. Its cases hold nothing, so it may conform explicitly.
public enum Encoding: String, Sendable {
    case utf8, ascii
    static let fallback = Encoding.utf8
}

// A public struct whose fields are all Sendable (found in YAML and logging libraries).
public struct Style: Sendable {
    public let indent: Int
    public var name = "plain"
    public init(indent: Int) { self.indent = indent }
}

public enum Styles {
    static let plain = Style(indent: 2)
}

func render() -> String { Encoding.fallback.rawValue + Styles.plain.name }
