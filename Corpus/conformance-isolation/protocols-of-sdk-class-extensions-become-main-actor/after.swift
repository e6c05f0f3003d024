import UIKit

// anytype-swift's ApplicationWindowInsetsProvider: an extension of a UIKit class conforms to the
// app's protocol, and its witness reads the class's main-actor state.
@MainActor protocol BadgeCounting {
    var badgeCount: Int { get }
}

extension UIApplication: BadgeCounting {
    var badgeCount: Int { applicationIconBadgeNumber }
}

// A coordinator's Presentable: every conformer is a UIKit controller, every user main-actor code.
@MainActor protocol Presentable {
    func toPresent() -> UIViewController?
}

extension UIViewController: Presentable {
    func toPresent() -> UIViewController? { self }
}

@MainActor final class Router {
    private var stack: [UIViewController] = []

    func push(_ module: Presentable?) {
        guard let controller = module?.toPresent() else { return }
        stack.append(controller)
    }

    func badge(of counter: BadgeCounting) -> Int { counter.badgeCount }
}
