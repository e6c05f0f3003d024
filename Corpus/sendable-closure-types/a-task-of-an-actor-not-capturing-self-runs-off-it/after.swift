import Foundation

// Found measuring KMReader's migration (PR #341): a `Task {}` made in an actor's method is
// isolated to the actor only when its closure captures `self` (SE-0420); this one does not, so it
// runs concurrently with the actor and the closure parameter it calls is sent there ("passing
// closure as a 'sending' parameter risks causing data races"). The parameter becomes @Sendable,
// and so does the one that passes it on (its people wrote both). `Task<URL, Error> { … }` is
// `Task.init` too. The second task captures `self`: it runs on the actor, nothing to change.
actor BookFileCache {
    private var downloads: [String: Task<URL, Error>] = [:]
    private var hits = 0

    func ensureEpubFile(bookId: String, downloader: @escaping @Sendable () async throws -> Data) async throws -> URL {
        try await ensureFile(cacheKey: "epub#\(bookId)", destinationPath: "/tmp/\(bookId).epub", downloader: downloader)
    }

    private func ensureFile(cacheKey: String, destinationPath: String, downloader: @escaping @Sendable () async throws -> Data) async throws -> URL {
        if let task = downloads[cacheKey] { return try await task.value }
        let task = Task<URL, Error> {
            let data = try await downloader()
            let destination = URL(fileURLWithPath: destinationPath)
            try data.write(to: destination, options: [.atomic])
            return destination
        }
        downloads[cacheKey] = task
        return try await task.value
    }

    func count(_ work: @escaping () async -> Void) {
        Task {
            self.hits += 1
            await work()
        }
    }
}
