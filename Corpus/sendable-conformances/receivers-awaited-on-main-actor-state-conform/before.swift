import Foundation

// A service held by a main-actor model, whose nonisolated async method the model awaits on its
// own state: the method runs off the main actor (SE-0338), so the call sends the service there,
// and Swift 6 rejects it unless the service is Sendable ("sending 'self.schedule' risks causing
// data races", SE-0414; only `-emit-sil` shows it). The service is an internal struct, Sendable
// once what it stores is: the client it holds, a final class of `let`s, conforms. Found by a
// helper on ichime's Swift 6 migration (`ShowReleaseSchedule`, whose person made it Sendable).
public struct CalendarEntry {
    public let id: Int
    public let name: String
    public init(id: Int, name: String) { self.id = id; self.name = name }
}

public final class ApiClient {
    public let baseURL: URL
    public init(baseURL: URL) { self.baseURL = baseURL }
    public func calendar() async throws -> [CalendarEntry] { [] }
}

struct ReleaseSchedule {
    private let client: ApiClient

    init(client: ApiClient) {
        self.client = client
    }

    func entries() async -> [CalendarEntry] {
        (try? await client.calendar()) ?? []
    }
}

@MainActor
final class CalendarModel {
    private let schedule: ReleaseSchedule
    private(set) var entries: [CalendarEntry] = []

    init(schedule: ReleaseSchedule) {
        self.schedule = schedule
    }

    func load() async {
        entries = await schedule.entries()
    }
}

// Must not: a schedule made where it is awaited is disconnected, and crosses as it is.
public final class Cursor {
    public var position = 0
    public init() {}
    public func advance() async { position += 1 }
}

@MainActor
final class Reader {
    func read() async {
        let cursor = Cursor()
        await cursor.advance()
    }
}
