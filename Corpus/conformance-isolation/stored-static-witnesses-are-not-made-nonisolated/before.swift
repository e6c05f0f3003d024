protocol Defaults {
    static var limit: Int { get }
    static var label: String { get }
}

@MainActor
enum Settings: Defaults {
    static var limit = 10
    static var label: String { "settings" }
}

struct Fallback: Defaults {
    static let limit = 1
    static var label: String { "fallback" }
}
