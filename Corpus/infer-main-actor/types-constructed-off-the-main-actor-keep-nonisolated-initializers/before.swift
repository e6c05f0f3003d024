import UIKit
import Dispatch

/// Made on a background queue: @MainActor on the class would make its initializer main-actor
/// too, and that construction fails; the member that needs the main actor gets it instead.
final class Styler {
    private weak var window: UIWindow?
    init(window: UIWindow?) { self.window = window }
    func apply() { window?.isHidden = false }
}

func prepareInBackground() {
    DispatchQueue.global().async {
        let styler = Styler(window: nil)
        _ = styler
    }
}

/// A singleton made by its own static: the class becomes main-actor as a whole (its static with it).
final class Router {
    static let shared = Router()
    private weak var window: UIWindow?
    init() {}
    func show() { window?.isHidden = false }
}
