import UIKit

// `$0.key` of a dictionary of panels is the String key, not a Panel: its `isEmpty` is the
// string's, so `namedPanels()` uses no main-actor code and nothing changes.
@MainActor final class Panel {
    var view = UIView()
    var isEmpty: Bool { view.isHidden }
}

final class Registry {
    var panels: [String: Panel] = [:]

    func namedPanels() -> Int {
        panels.filter { !$0.key.isEmpty }.count
    }

    func positions(of names: [String]) -> [Int] {
        names.enumerated().map { $0.offset }
    }
}
