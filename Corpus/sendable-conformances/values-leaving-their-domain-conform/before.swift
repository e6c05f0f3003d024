import Foundation

// Sent from main-actor state to a nonisolated async function, which runs on the global executor
// in Swift 6: it crosses, and its stored properties are all Sendable, so it conforms.
public struct Page {
    public let number: Int
    public let size: Int
}

// Returned from a main-actor method to nonisolated code: it crosses too.
public enum Layout {
    case list, grid(columns: Int)
}

// Must not: passed only between main-actor async functions, it never leaves the main actor.
public struct Filter {
    public let term: String
}

// Must not: constructed right at the call, a value no other code holds crosses without being
// Sendable (SE-0414).
public struct Query {
    public let text: String
}

public final class Service: Sendable {
    public init() {}
    public func load(page: Page, query: Query) async -> [String] { ["\(page.number)", query.text] }
}

@MainActor public final class FeedModel {
    var filter = Filter(term: "")
    var page = Page(number: 1, size: 20)
    var layout = Layout.list
    let service = Service()
    var items: [String] = []

    func refresh() async {
        await apply(filter)
        items = await service.load(page: page, query: Query(text: filter.term))
    }

    func apply(_ filter: Filter) async { self.filter = filter }

    func currentLayout() -> Layout { layout }
}

func describe(_ model: FeedModel) async -> String {
    let layout = await model.currentLayout()
    return "\(layout)"
}
