import UIKit

// Found on vAmiga (its Metal view's layers, issue #859): `Console`'s label needs the main actor,
// so the whole class does, but it overrides `Layer`'s hook `alphaDidChange()`, and an override
// keeps the isolation of the method it overrides. The base class of the run becomes @MainActor,
// and every subclass with it, as vAmiga's people wrote it (they also annotated the subclasses,
// which inherit it).
@MainActor
class Layer {
    var alpha = 0.0

    func update(frames: Int64) {
        alpha += 0.1
        alphaDidChange()
    }

    // A hook for subclasses.
    func alphaDidChange() {}
}

final class Console: Layer {
    var label = UILabel()

    override func alphaDidChange() {
        label.isHidden = alpha < 0.5
    }
}

final class DropZone: Layer {
    override func alphaDidChange() {
        print(alpha)
    }
}
