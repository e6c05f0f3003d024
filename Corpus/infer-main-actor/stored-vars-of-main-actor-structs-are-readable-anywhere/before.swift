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

// The types of the module are Sendable too: an enum and a class are main-actor by default. A
// stored property's observer runs with its struct's isolation, whoever writes the property.
enum Kind {
    case file, folder
}

final class Handle {
    var count = 0
    func touch() { count += 1 }
}

struct Entry {
    var kind: Kind
    var handle: Handle
    var size: Int {
        didSet { handle.touch() }
    }
}

nonisolated func describe(_ entry: Entry) -> String {
    var copy = entry
    copy.size += 1
    switch entry.kind {
    case .file: return "\(copy.size) \(entry.handle === copy.handle)"
    case .folder: return "\(copy.size)/"
    }
}

// A static constant's initial value runs on the main actor when the constant is main-actor:
// calling main-actor code there is fine as long as nothing reads it off the main actor.
var lookups = 0

func lookUp() -> String {
    lookups += 1
    return "default"
}

enum Settings {
    static let theme: String = { lookUp() }()
}

func currentTheme() -> String { Settings.theme }
