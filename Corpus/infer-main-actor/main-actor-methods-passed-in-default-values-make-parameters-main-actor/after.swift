import UIKit

public final class ListViewController: UIViewController {}
public struct FeedImage: Sendable { public let id: Int }

final class SelectionAdapter {
    private let selection: (FeedImage) -> Void
    init(selection: @escaping (FeedImage) -> Void) { self.selection = selection }
    func select(_ image: FeedImage) { selection(image) }
}

@MainActor
public final class FeedUIComposer {
    private init() {}

    // Passed main-actor methods by SceneDelegate's default value: its parameters take @MainActor.
    public static func feedComposedWith(
        feedLoader: @escaping @MainActor () -> [FeedImage],
        selection: @escaping @MainActor (FeedImage) -> Void = { _ in }
    ) -> ListViewController {
        _ = feedLoader()
        // Passed on to a plain parameter on the main actor: still fine (SE-0434).
        SelectionAdapter(selection: selection).select(FeedImage(id: 0))
        return ListViewController()
    }

    // Already main-actor: nothing to do.
    public static func commentsComposedWith(loader: @MainActor @escaping () -> [FeedImage]) -> ListViewController {
        _ = loader()
        return ListViewController()
    }
}

// Not main-actor: its parameter cannot take @MainActor (it calls the closure where it runs).
func countImages(loader: @escaping () -> [FeedImage]) -> Int { loader().count }

final class SceneDelegate: UIResponder {
    private lazy var controller = FeedUIComposer.feedComposedWith(
        feedLoader: makeFeedLoader,
        selection: showComments)
    private lazy var comments = FeedUIComposer.commentsComposedWith(loader: makeFeedLoader)
    private lazy var count = countImages(loader: makeCount)

    private let titleLabel = UILabel()
    private func makeFeedLoader() -> [FeedImage] { titleLabel.text = "Feed"; return [] }
    private func makeCount() -> [FeedImage] { titleLabel.text = "Count"; return [] }
    private func showComments(for image: FeedImage) { titleLabel.text = "Comments \(image.id)" }

    func start() {
        _ = controller
        _ = comments
        _ = count
        // Other callers keep compiling: a closure, and a method named in a method body.
        _ = FeedUIComposer.feedComposedWith(feedLoader: { [] })
        _ = FeedUIComposer.feedComposedWith(feedLoader: makeFeedLoader, selection: showComments)
    }
}
