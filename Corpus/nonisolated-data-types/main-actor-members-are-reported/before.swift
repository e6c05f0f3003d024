final class Formatter {
    static let shared = Formatter()
    func format(_ text: String) -> String { text.uppercased() }
}

// Its member uses main-actor code: nonisolated would break 'shown', so it is reported.
struct Label: Hashable {
    var text: String
    var shown: String { Formatter.shared.format(text) }
}

nonisolated func unique(_ labels: [Label]) -> Int { Set(labels).count }
