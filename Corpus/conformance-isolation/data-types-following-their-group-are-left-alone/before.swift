// Nothing to change: the list item group and the data type it names are nonisolated already
// (what `conformance-isolation` writes for them), and `Theme`, a struct the group does not name,
// stays main-actor with its module's default: only what a group names follows it.
import UIKit

nonisolated struct RowSeparator: Hashable {
    var inset: Double = 0
}

nonisolated protocol ListItem: Hashable, Identifiable {
    var separator: RowSeparator { get }
}

nonisolated extension ListItem {
    var separator: RowSeparator { RowSeparator() }
}

nonisolated struct FootnoteItem: ListItem {
    let id: String
}

struct Theme: Hashable {
    var tint: Double = 0
}

nonisolated struct Snapshot<Item: Hashable & Sendable> {
    var items: [Item] = []
    mutating func append(_ item: Item) { items.append(item) }
}

func reload(_ item: FootnoteItem, theme: Theme) -> Double {
    var snapshot = Snapshot<FootnoteItem>()
    snapshot.append(item)
    return theme.tint + item.separator.inset
}
