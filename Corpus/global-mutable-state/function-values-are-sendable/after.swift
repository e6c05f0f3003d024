// SE-0418: the value of a global function or a static method is Sendable, whatever its isolation.
enum Formatting {
    static func shout(_ s: String) -> String { s.uppercased() }
    @MainActor static func label(_ s: String) -> String { s }
}

func whisper(_ s: String) -> String { s.lowercased() }

enum Defaults {
    static let transform = Formatting.shout
    static let labeling = Formatting.label
    static let quiet = whisper
}
