import Foundation
import UIKit

// Static stored properties in extensions of types from other modules are global state too.
extension CGFloat {
    // Never assigned: a constant.
    static var spacing: CGFloat = 8
    // Assigned only by main-actor code.
    static var zoom: CGFloat = 1
    // Assigned off the main actor.
    static var total: CGFloat = 0
    // Already fine.
    static let hairline: CGFloat = 0.5
}

extension Double {
    static var ratio = 1.5
}

// UIView is @MainActor: the statics of its extensions are main-actor isolated already.
extension UIView {
    static var animationSpeed = 1.0
}

@MainActor extension Int {
    static var retries = 3
}

final class ZoomController: UIViewController {
    func zoomIn() {
        CGFloat.zoom *= 2 * UIView.animationSpeed
    }
}

func accumulate(_ value: CGFloat) {
    Task.detached {
        CGFloat.total += value
    }
}

@MainActor func layout() -> CGFloat {
    .spacing * 2 + .hairline + Double.ratio + CGFloat(Int.retries)
}
