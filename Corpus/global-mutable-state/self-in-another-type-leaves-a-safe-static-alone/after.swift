import LegacyKit

protocol Describing: Sendable {
    static var session: Session { get }
}

struct Clear: Describing {
    nonisolated(unsafe) static let session = Session()
    static let title = "Clear"
}

actor Ingestor {
    static func title(for id: Int) -> String { "\(id)" }

    func ingest() async -> String {
        await MainActor.run { Self.title(for: 1) + Clear.title }
    }
}
