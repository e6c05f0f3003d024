import UIKit

// Closure parameters of the standard sequence methods are typed by the collection's element:
// `$0` in `panels.contains { $0.isStale() }` is a Panel, `order` in `sorted { a, b in … }` too,
// so a main-actor method called through them is a use of main-actor code.
@MainActor final class Panel {
    var view = UIView()
    var rank = 0

    func isStale() -> Bool { view.isHidden }
}

struct Layout {
    let scale: Double

    func fits() -> Bool {
        UIView().isHidden == (scale > 2)
    }
}

final class Board {
    var panels: [Panel] = []
    private static let layouts = [Layout(scale: 2), Layout(scale: 3)]
    var labels: Set<String> = []

    func hasStalePanel() -> Bool {
        panels.contains { $0.isStale() }
    }

    func ranked() -> [Panel] {
        panels.sorted { first, second in first.rank < second.rank }
    }

    func fittingLayouts() -> Int {
        Board.layouts.filter { $0.fits() }.count
    }

    func shortLabels() -> [String] {
        labels.filter { $0.count < 4 }.map { $0.uppercased() }
    }
}
