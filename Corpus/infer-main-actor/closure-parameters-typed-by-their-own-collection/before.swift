import UIKit

// Each closure's parameter is typed by its own collection: `$0` and `item` below are Tags, whose
// refresh() needs no actor, though a main-actor Panel declares a refresh() too. A dictionary's
// `$0` is its (key, value) tuple and stays untyped. Nothing here needs the main actor.
@MainActor final class Panel {
    var title = ""

    func refresh() { title = "refreshed" }
}

struct Tag {
    var title: String

    func refresh() -> String { title.lowercased() }
}

final class Catalog {
    var tags: [Tag] = []

    @MainActor func refreshPanels(_ panels: [Panel]) {
        panels.forEach { $0.refresh() }
    }

    func tagTitles() -> [String] {
        tags.map { $0.refresh() }
    }

    func firstTag(named name: String) -> Tag? {
        tags.first { item in item.refresh() == name }
    }

    func refreshedValues(_ byName: [String: Tag]) -> [String] {
        byName.map { $0.value.refresh() }
    }
}
