// Default main-actor isolation (SE-0466) makes the members of a module's extensions of other
// modules' types main-actor too (swiftc 6.3.1): an actor, a detached task and a nonisolated
// function can no longer use these helpers. The extensions become nonisolated, as they were
// without the default. Left alone: an extension only main-actor code uses (`Date.shortLabel`),
// and one of a standard error type (`URLError`), whose extensions stay nonisolated.
import Foundation

extension String {
    func slug() -> String { lowercased().replacingOccurrences(of: " ", with: "-") }
}

extension URL {
    static let api = URL(string: "https://example.com/api")!
}

extension Sequence where Element == String {
    func bulleted() -> String { map { "- " + $0 }.joined(separator: "\n") }
}

extension Date {
    var shortLabel: String { "\(Int(timeIntervalSince1970))" }
}

extension URLError {
    var summary: String { "error \(code.rawValue)" }
}

actor Index {
    func key(for title: String) -> String { title.slug() }
    func describe(_ error: URLError) -> String { error.summary }
}

func load() {
    Task.detached {
        _ = URL.api.absoluteString
    }
}

nonisolated func report(_ lines: [String]) -> String { lines.bulleted() }

func caption(_ date: Date) -> String { date.shortLabel }
