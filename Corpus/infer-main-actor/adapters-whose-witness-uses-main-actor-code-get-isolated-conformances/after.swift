import UIKit

/// A protocol of the project that presenters call from nonisolated generic code.
protocol ResourceView {
    associatedtype ResourceViewModel
    func display(_ viewModel: ResourceViewModel)
}

final class LoadResourcePresenter<Resource, View: ResourceView> {
    private let resourceView: View
    private let mapper: (Resource) -> View.ResourceViewModel

    init(resourceView: View, mapper: @escaping (Resource) -> View.ResourceViewModel) {
        self.resourceView = resourceView
        self.mapper = mapper
    }

    func didFinishLoading(with resource: Resource) {
        resourceView.display(mapper(resource))
    }
}

final class ListViewController: UIViewController {
    private let label = UILabel()
    func display(_ cells: [String]) { label.text = cells.first }
}

/// Its witness calls a view controller: the class becomes main-actor code, its conformance isolated.
@MainActor
final class FeedViewAdapter: @MainActor ResourceView {
    private weak var controller: ListViewController?
    init(controller: ListViewController) { self.controller = controller }

    func display(_ viewModel: [String]) {
        controller?.display(viewModel)
    }
}

/// A struct: only the witness becomes main-actor, with its conformance.
struct TitleAdapter: @MainActor ResourceView {
    weak var controller: ListViewController?

    @MainActor func display(_ viewModel: String) {
        controller?.display([viewModel])
    }
}

enum FeedUIComposer {
    @MainActor static func feedComposed() -> ListViewController {
        let controller = ListViewController()
        let presenter = LoadResourcePresenter<[String], FeedViewAdapter>(
            resourceView: FeedViewAdapter(controller: controller), mapper: { $0 })
        presenter.didFinishLoading(with: ["a"])
        let titles = LoadResourcePresenter<String, TitleAdapter>(resourceView: TitleAdapter(controller: controller), mapper: { $0 })
        titles.didFinishLoading(with: "Feed")
        return controller
    }
}
