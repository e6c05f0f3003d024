import Foundation

// A service held by a main-actor model, whose nonisolated async method the model awaits on its
// own state: the call sends the service off the main actor ("sending 'self.schedule' risks
// causing data races", SE-0414). It stores a public class that is not final, so it cannot be
// Sendable as declared, and neither can the service: making the class final (or an actor) is an
// API decision, so the service is reported, naming what it stores (found by a helper on ichime,
// whose person changed the client class into a Sendable struct).
open class ApiClient {
    public let baseURL: URL
    public init(baseURL: URL) { self.baseURL = baseURL }
    open func calendar() async throws -> [String] { [] }
}

struct ReleaseSchedule {
    private let client: ApiClient

    init(client: ApiClient) {
        self.client = client
    }

    func entries() async -> [String] {
        (try? await client.calendar()) ?? []
    }
}

@MainActor
final class CalendarModel {
    private let schedule: ReleaseSchedule
    private(set) var entries: [String] = []

    init(schedule: ReleaseSchedule) {
        self.schedule = schedule
    }

    func load() async {
        entries = await schedule.entries()
    }
}
