import Combine

struct Record: Codable, Equatable, Sendable {
    var transcript: String

    var wordCount: Int {
        Store.wordCount(in: transcript)
    }
}

@MainActor
final class Store: ObservableObject {
    @Published var records: [Record] = []

    var totalWords: Int { records.reduce(0) { $0 + wordCount(for: $1) } }

    private func wordCount(for record: Record) -> Int {
        Self.wordCount(in: record.transcript)
    }

    nonisolated static func wordCount(in text: String) -> Int {
        text.split { $0.isWhitespace }.count
    }
}

func summary(of record: Record) -> String {
    "\(record.wordCount) words"
}
