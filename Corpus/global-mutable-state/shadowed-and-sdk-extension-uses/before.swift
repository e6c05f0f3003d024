import UIKit

// NetNewsWire's `var appDelegate: AppDelegate!`: every use is main-actor code. A method of an
// extension of UIApplication is main-actor (the SDK type is), and `appDelegate` inside
// `validate(_:)` is its parameter, not the global.
final class AppDelegate: UIResponder {
    var title = "Reader"

    func didFinishLaunching() {
        appDelegate = self
    }
}

var appDelegate: AppDelegate!

extension UIApplication {
    func currentTitle() -> String {
        appDelegate.title
    }
}

final class Validator {
    func validate(_ appDelegate: AnyObject?) -> Bool {
        appDelegate != nil
    }

    func check(_ object: AnyObject?) -> Bool {
        if let appDelegate = object {
            return validate(appDelegate)
        }
        return false
    }
}
