// Stand-in for UIKit: responders, views and controllers are @MainActor, as in Apple's SDK.
@_exported import Foundation

@MainActor open class UIResponder {
    public init() {}
    // NSObject's nib-loading method, nonisolated in the Xcode 26 SDK (declared on NSObject there).
    nonisolated open func awakeFromNib() {}
}
@MainActor open class UIView: UIResponder {
    open var isHidden = false
}
@MainActor open class UILabel: UIView {
    open var text: String?
}
@MainActor open class UIViewController: UIResponder {
    open var title: String?
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
}
@MainActor public protocol UITableViewDataSource: AnyObject {
    func numberOfSections() -> Int
}
@MainActor open class UIApplication: UIResponder {
    public static let shared = UIApplication()
    public func open(_ url: URL) {}
    public var applicationIconBadgeNumber: Int = 0
    // Notification names are C globals (`UIApplicationWillResignActiveNotification`) imported as
    // class members: not isolated to the class's actor.
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
}
@MainActor open class UIWindow: UIView {
    public var rootViewController: UIViewController?
    public func makeKeyAndVisible() {}
}
@MainActor open class UIScreen {
    public static let main = UIScreen()
    public var scale: Double { 2 }
}
@MainActor open class UIDevice {
    public static let current = UIDevice()
    public var name: String { "iPhone" }
}
@MainActor open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) { super.init() }
    public func pushViewController(_ viewController: UIViewController, animated: Bool) {}
}
// Foundation's NSFilePresenter (not in swift-corelibs-foundation; UIKit re-exports Foundation in
// the SDK): not annotated, its methods are called on `presentedItemOperationQueue`. Objective-C
// optional requirements are modelled as requirements with default implementations.
public protocol NSFilePresenter: NSObjectProtocol {
    var presentedItemURL: URL? { get }
    var presentedItemOperationQueue: OperationQueue { get }
    func presentedItemDidChange()
    func presentedItemDidMove(to newURL: URL)
}
extension NSFilePresenter {
    public func presentedItemDidChange() {}
    public func presentedItemDidMove(to newURL: URL) {}
}

// UIImage is `@unchecked Sendable` and not isolated in the 2023 SDKs and later (SOURCES.md):
// the run's extensions of it are nonisolated unless they say otherwise.
open class UIImage: @unchecked Sendable {
    public init() {}
    open var size: Double { 0 }
}

// UIKit marks its transition protocols and its property animator NS_SWIFT_UI_ACTOR (Apple's
// documentation: `@MainActor protocol UIViewControllerAnimatedTransitioning`); the context
// parameter is simplified.
@MainActor public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    func animateTransition(using transitionContext: Int)
}
@MainActor open class UIViewPropertyAnimator {
    public init() {}
    open func startAnimation() {}
}
