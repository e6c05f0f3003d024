import UIKit

// A closure's parameter that binds a tuple is typed element by element: `$0.value` of a
// dictionary's `forEach` is a Panel, and so are `$0.element` of an enumerated array's `map` and
// `entry.value` of a named parameter, so the main-actor methods called through them are uses of
// main-actor code.
@MainActor final class Panel {
    var view = UIView()
    var title = ""

    func refresh() { view.isHidden = false }
}

final class Dashboard {
    var panels: [String: Panel] = [:]
    var order: [Panel] = []

    func refreshAll() {
        panels.forEach { $0.value.refresh() }
    }

    func titles() -> [String] {
        order.enumerated().map { "\($0.offset): \($0.element.title)" }
    }

    func firstStale() -> String? {
        panels.first { entry in entry.value.view.isHidden }?.key
    }
}
