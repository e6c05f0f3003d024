import UIKit

enum Session {
    static var visits = 0
}

// UIViewController is @MainActor in UIKit: its methods count as main-actor use.
final class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        Session.visits += 1
    }
}
