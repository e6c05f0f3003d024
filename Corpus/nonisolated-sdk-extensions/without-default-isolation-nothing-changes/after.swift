// Without default main-actor isolation, the members of extensions of other modules' types are
// nonisolated: the actor, the detached task and the nonisolated function may use them, and
// nothing changes (the same code as `helper-extensions-used-off-main-become-nonisolated`).
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
