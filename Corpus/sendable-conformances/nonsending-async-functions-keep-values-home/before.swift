import Foundation

// With NonisolatedNonsendingByDefault (SE-0461) a nonisolated async function runs on its
// caller's actor: main-actor state passed to it never leaves the main actor, so no conformance.
public struct Page {
    public let number: Int
    public let size: Int
}

public final class Service: Sendable {
    public init() {}
    public func load(page: Page) async -> [String] { ["\(page.number)"] }
}

@MainActor public final class FeedModel {
    var page = Page(number: 1, size: 20)
    let service = Service()
    var items: [String] = []

    func refresh() async {
        items = await service.load(page: page)
    }
}
