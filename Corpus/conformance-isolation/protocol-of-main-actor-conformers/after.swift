import UIKit

/// The app's own delegate protocol: every conformer is a view controller, and so is its owner.
@MainActor
protocol SidebarDelegate: AnyObject {
    func sidebarDidSelect(_ index: Int)
}

/// A protocol with a nonisolated conformer stays as it is.
protocol Refreshable {
    func refresh()
}

final class SidebarViewController: UIViewController {
    weak var delegate: SidebarDelegate?
    func select(_ index: Int) { delegate?.sidebarDidSelect(index) }
}

final class MainViewController: UIViewController, SidebarDelegate, Refreshable {
    var selected = 0
    func sidebarDidSelect(_ index: Int) { selected = index }
    nonisolated func refresh() {}
}

final class InspectorViewController: UIViewController, SidebarDelegate {
    var shown = 0
    func sidebarDidSelect(_ index: Int) { shown = index }
}

struct FeedStore: Refreshable {
    func refresh() {}
}
