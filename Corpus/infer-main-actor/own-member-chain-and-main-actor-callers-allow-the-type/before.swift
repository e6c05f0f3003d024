import UIKit

// kiwix-apple's UserColorSchemeStore: the observer calls `update()`, which reads a private
// `keyWindow`; a main-actor view elsewhere calls `update()` too. None of that stops the type.
final class ColorSchemeStore {
    var badge = 0 {
        didSet {
            update()
        }
    }

    func update() {
        keyWindow?.isHidden = badge == 0
    }

    private var keyWindow: UIWindow? {
        UIApplication.shared.applicationIconBadgeNumber = badge
        return nil
    }
}

@MainActor func appear(_ store: ColorSchemeStore) {
    store.update()
}
