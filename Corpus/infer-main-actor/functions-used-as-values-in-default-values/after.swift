@MainActor
final class Formatting {
    static var prefix = ">"

    static nonisolated func shout(_ s: String) -> String { s.uppercased() }
    static nonisolated func trim(_ s: String) -> String { String(s.drop { $0 == " " }) }
    static nonisolated func article(_ s: String) -> String { "<article>" + s + "</article>" }
    // Reads main-actor state: it cannot simply be nonisolated.
    static func prefixed(_ s: String) -> String { prefix + s }
    // Only called, or kept with its own type: nothing to do.
    static func quiet(_ s: String) -> String { s.lowercased() }
    static func echo(_ s: String) -> String { s }

    // Converted to the written type: "loses global actor 'MainActor'".
    static let transforms: [String: (String) -> String] = ["shout": Formatting.shout, "prefixed": Formatting.prefixed]
    // Converted to a parameter's type.
    let pipeline = Pipeline(step: Formatting.trim)
    let kept = [Formatting.echo]
    let named = [("echo", Formatting.echo)]
    let called = Formatting.quiet("A")
}

struct Pipeline {
    let step: (String) -> String
}

protocol Element {
    static var wrapper: (String) -> String { get }
}

// Its inferred type is the function's: '@MainActor @Sendable (String) -> String' does not witness the requirement.
enum Article: Element {
    static let wrapper = Formatting.article
}
