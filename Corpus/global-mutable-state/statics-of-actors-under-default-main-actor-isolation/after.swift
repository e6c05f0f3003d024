import Foundation

// Default main-actor isolation (SE-0466) does not reach into an actor: its statics are still
// "nonisolated global shared mutable state". KMReader's singleton (#341) is used only from
// main-actor code, or read under `await`: `@MainActor`, as its people wrote it.
actor DatabaseOperator {
    @MainActor static var shared: DatabaseOperator!

    func count() -> Int { 0 }
}

func setUp() {
    DatabaseOperator.shared = DatabaseOperator()
}

func refresh() async -> Int {
    await DatabaseOperator.shared.count()
}

// A read under `await` off the main actor hops there for the Sendable actor reference (SE-0306).
func flushInBackground() {
    Task.detached(priority: .utility) {
        _ = await DatabaseOperator.shared.count()
    }
}

// quotio's request counter (PR #83), written by the actor's nonisolated statics under a lock:
// `nonisolated(unsafe)` for review, as its people wrote it.
actor ManagementAPIClient {
    private let baseURL: String
    private nonisolated(unsafe) static var activeRequests: Int = 0
    private static let requestLock = NSLock()

    private static func incrementActiveRequests() -> Int {
        requestLock.lock()
        defer { requestLock.unlock() }
        activeRequests += 1
        return activeRequests
    }

    init(baseURL: String) {
        self.baseURL = baseURL
    }

    func makeRequest(_ endpoint: String) -> String {
        _ = Self.incrementActiveRequests()
        return baseURL + endpoint
    }
}

// A static of a main-actor type (by the default) is main-actor state already: left alone.
enum Settings {
    static var theme = "dark"
}
