import UIKit

final class DetailController: UIViewController {
    var title2 = ""
    // Not what `controller.title!` reads: a function is not optional (vAmiga's
    // `window(_:willUseFullScreenContentSize:)` beside NSWindowController's `window`).
    func title(for section: Int) -> String { "Section \(section)" }
}

final class Application: UIApplication {}

enum Screens {
    // `viewDidLoad` is UIViewController's, not declared in the project: main-actor all the same.
    @MainActor static func prepare(_ controller: DetailController) {
        controller.viewDidLoad()
    }

    @MainActor static func heading(_ controller: DetailController) -> String {
        controller.title!
    }

    // A notification name is a C global imported as a member: not isolated.
    static func observedName() -> Notification.Name {
        Application.willResignActiveNotification
    }
}
