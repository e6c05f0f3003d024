import UIKit

final class DetailController: UIViewController {
    var title2 = ""
}

final class Application: UIApplication {}

enum Screens {
    // `viewDidLoad` is UIViewController's, not declared in the project: main-actor all the same.
    @MainActor static func prepare(_ controller: DetailController) {
        controller.viewDidLoad()
    }

    // A notification name is a C global imported as a member: not isolated.
    static func observedName() -> Notification.Name {
        Application.willResignActiveNotification
    }
}
