// OneBusAway's list items (its Swift 6 migration, PR #1192): the item protocol names
// `RowSeparator`, a struct main-actor only by the default isolation (SE-0466), and a diffable
// snapshot needs the items `Hashable & Sendable`. `@MainActor ListItem` at each conformance leaves
// "main actor-isolated conformance of 'FootnoteItem' to 'Hashable' cannot satisfy conformance
// requirement for a 'Sendable' type parameter": the group becomes nonisolated, and the data types
// it names follow it: `RowSeparator`, which `StopItem`'s synthesized Hashable hashes, and
// `SeparatorStyle`, which its extension compares (either left main-actor: "main actor-isolated
// conformance of 'RowSeparator' to 'Hashable' cannot be used in nonisolated context"). `Badge`
// reads a UIKit view: the group naming it keeps its isolated conformance.
import UIKit

nonisolated enum SeparatorStyle { case plain, inset }

nonisolated struct RowSeparator: Hashable {
    var inset: Double = 0
    var style: SeparatorStyle = .plain
}

nonisolated extension RowSeparator {
    var isInset: Bool { style == .inset }
}

nonisolated protocol ListItem: Hashable, Identifiable {
    var title: String { get }
    var separator: RowSeparator { get }
}

nonisolated extension ListItem {
    var separator: RowSeparator { RowSeparator() }
}

nonisolated struct FootnoteItem: ListItem {
    let id: String
    var title: String { id }
}

nonisolated struct StopItem: ListItem {
    let id: String
    let title: String
    let separator: RowSeparator
}

nonisolated struct Snapshot<Item: Hashable & Sendable> {
    var items: [Item] = []
    mutating func append(_ item: Item) { items.append(item) }
}

func reload(_ item: FootnoteItem) {
    var snapshot = Snapshot<FootnoteItem>()
    snapshot.append(item)
}

struct Badge: Hashable {
    var text: String
    func isShown(in view: UIView) -> Bool { !view.isHidden }
}

protocol BadgedItem: Hashable {
    var badge: Badge { get }
}

struct AlertItem: @MainActor BadgedItem {
    let badge: Badge
}
