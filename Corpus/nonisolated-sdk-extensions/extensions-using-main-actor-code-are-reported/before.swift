// Default main-actor isolation (SE-0466): these helpers are used by an actor, but one reads a
// main-actor class of the module, one keeps a static var (nonisolated, it would be unsafe global
// state) and one reads a global constant, main-actor under the default like the module's code.
// `nonisolated` on their extensions would not compile: each use is reported.
final class Settings {
    var prefix = "#"
}

extension Substring {
    func titled(_ settings: Settings) -> String { settings.prefix + self }
}

extension String {
    static var lengths: [String: Int] = [:]
    func cachedLength() -> Int? { String.lengths[self] }
}

private let separator = "-"

extension Character {
    func pairedText(with other: Character) -> String { String(self) + separator + String(other) }
}

actor Store {
    func title(_ text: Substring, _ settings: Settings) -> String { text.titled(settings) }
    func length(_ text: String) -> Int? { text.cachedLength() }
    func pair(_ a: Character, _ b: Character) -> String { a.pairedText(with: b) }
}
