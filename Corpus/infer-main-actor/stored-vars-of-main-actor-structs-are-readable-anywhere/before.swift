// Under default main-actor isolation a struct is main-actor, but its stored properties of
// Sendable type, `var`s included, are readable and writable from anywhere in the module (SE-0434:
// value semantics keep them safe; swiftc 6.3.1 accepts all of this). `Failure` is an error type,
// so nonisolated: its members read `location.function` and `location.line` through a chain of
// properties, and nothing here needs the main actor. Nothing may change.
struct SourceLocation {
    var function: String
    var line: Int
    var tags: [String] = []
}

struct Failure: Error {
    var location: SourceLocation
    var message: String

    var detail: String {
        "\(location.function):\(location.line) \(message)"
    }

    mutating func retag(_ tag: String) {
        location.tags.append(tag)
    }
}

actor Reporter {
    func report(_ failure: Failure) -> String { failure.detail + "\(failure.location.line)" }
}
