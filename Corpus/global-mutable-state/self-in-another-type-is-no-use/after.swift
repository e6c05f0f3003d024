import LegacyKit

// A conformer's static witnesses the requirement, which is nonisolated (AppIntent refines Sendable).
protocol Describing: Sendable {
    static var session: Session { get }
}

struct Clear: Describing {
    nonisolated(unsafe) static let session = Session()
}

actor Ingestor {
    // `Self` here is Ingestor: no use of Clear's static (Maccy's `Self.title(for:)` next to
    // its AppIntents' `static var title`).
    static func session(for id: Int) -> String { "\(id)" }

    func ingest() async -> String {
        await MainActor.run { Self.session(for: 1) }
    }
}
