// Found on nativ (Blaizzy/nativ): an environment key's default value, a closure that captures
// nothing, got nonisolated(unsafe); its people made the function type @Sendable.
protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

enum Section { case installed, store }

struct OpenSectionKey: EnvironmentKey {
    static let defaultValue: (Section) -> Void = { _ in }
}

func describe(_ value: Int) -> String { "\(value)" }

let formatter: (Int) -> String = describe

enum Parsers {
    static func parseFlag(_ text: String) throws -> Bool { text == "yes" }
    static let flag: (String) throws -> Bool = parseFlag
}
