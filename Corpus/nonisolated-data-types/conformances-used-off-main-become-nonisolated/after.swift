import Foundation

// Default main-actor isolation (SE-0466): these types are @MainActor, and so are their
// conformances (SE-0470).
nonisolated struct Filter: Hashable, Codable, Identifiable {
    var name: String
    var id: String { name }
}

public nonisolated struct Tag: Hashable, Sendable {
    public var name: String
    public var count: Int
}

nonisolated enum Section: Hashable {
    case pinned
    case tag(String)
}

nonisolated func unique(_ filters: [Filter]) -> Set<Filter> { Set(filters) }

nonisolated func decodeFilter(_ data: Data) throws -> Filter {
    try JSONDecoder().decode(Filter.self, from: data)
}

actor TagStore {
    var tags: Set<Tag> = []
    func add(_ tag: Tag) { tags.insert(tag) }
}

func sections(_ tags: [Tag]) async -> [Section] {
    await Task.detached {
        Array(Set(tags.map { Section.tag($0.name) }))
    }.value
}

// Main-actor code goes on using them as before.
func show(_ filters: [Filter], tags: [Tag]) -> Int {
    Set(filters).count + Set(tags).count + (Section.pinned == .pinned ? 1 : 0)
}
