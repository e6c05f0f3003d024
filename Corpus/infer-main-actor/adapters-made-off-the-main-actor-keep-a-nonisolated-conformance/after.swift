import Dispatch
import UIKit

protocol ResourceView {
    func display(_ cells: [String])
}

/// Refines Sendable: it cannot have an isolated conformance.
protocol StatusView: Sendable {
    func show(_ status: String)
}

final class ListViewController: UIViewController {
    private let label = UILabel()
    func display(_ cells: [String]) { label.text = cells.first }
}

/// Made on a background queue: an isolated conformance could not be used there.
final class BackgroundAdapter: ResourceView {
    private weak var controller: ListViewController?
    init(controller: ListViewController) { self.controller = controller }

    func display(_ cells: [String]) {
        controller?.display(cells)
    }
}

struct StatusAdapter: StatusView {
    let controller: ListViewController

    func show(_ status: String) {
        controller.display([status])
    }
}

func loadInBackground(into controller: ListViewController) {
    DispatchQueue.global().async {
        render(BackgroundAdapter(controller: controller))
    }
}

func render<View: ResourceView>(_ view: View) {
    view.display(["a"])
}
