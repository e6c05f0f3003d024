import UIKit

/// A coordinator: almost everything it does is UIKit, so the type is main-actor code.
final class AppCoordinator {
    let navigationController: UINavigationController
    var history: [String] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        showHome()
    }

    func showHome() {
        history.append("home")
        navigationController.pushViewController(UIViewController(), animated: false)
    }

    func showDetail(_ id: String) {
        history.append(id)
        navigationController.pushViewController(UIViewController(), animated: true)
    }
}

final class SceneStarter: UIResponder {
    var coordinator: AppCoordinator?

    func connect() {
        let coordinator = AppCoordinator(navigationController: UINavigationController(rootViewController: UIViewController()))
        coordinator.start()
        self.coordinator = coordinator
    }
}
