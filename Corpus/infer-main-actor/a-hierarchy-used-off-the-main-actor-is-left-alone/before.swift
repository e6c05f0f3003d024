import UIKit

// Must do nothing to the hierarchy: a background queue updates a layer, so neither `Layer` nor
// its subclasses may become main-actor as a whole (the conflict is reported).
import Foundation

class Layer {
    var alpha = 0.0

    func update(frames: Int64) {
        alpha += 0.1
        alphaDidChange()
    }

    func alphaDidChange() {}
}

final class Console: Layer {
    var label = UILabel()

    override func alphaDidChange() {
        label.isHidden = alpha < 0.5
    }
}

final class Animator: @unchecked Sendable {
    let layer = Layer()

    func start() {
        DispatchQueue.global().async {
            self.layer.update(frames: 1)
        }
    }
}
