// Found on MarkerData (its Swift 6 migration, 4afd9edf → 2dd1c650): a `@Sendable` local
// function inside main-actor code runs off the main actor, so a static constant it reads must
// be nonisolated; actorfix took the function for its context's code. A constant made by a
// Sendable struct of the project from literals is Sendable, as one of an SDK type is.
struct Logger: Sendable {
    let label: String
    func error(_ message: String) { print(label, message) }
}

final class Cache {
    var entries: [String: Int] = [:]
    func add(_ name: String) { entries[name] = name.count }
}

@MainActor final class ExtractionModel {
    static nonisolated let logger = Logger(label: "extraction")
    static let cache = Cache()
    var inProgress = false

    func performExtraction(_ names: [String]) async {
        @Sendable func extract(_ name: String) async -> Int {
            Self.logger.error("extracting \(name)")
            return name.count
        }
        inProgress = true
        for name in names { _ = await extract(name) }
        inProgress = false
    }

    func count() async -> Int {
        @Sendable func lookup() -> Int { Self.cache.entries.count }
        return lookup()
    }
}
