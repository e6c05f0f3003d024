// Stand-in for UIKit: responders, views and controllers are @MainActor, as in Apple's SDK.
@_exported import Foundation

@MainActor open class UIResponder {
    public init() {}
}
@MainActor open class UIView: UIResponder {}
@MainActor open class UIViewController: UIResponder {
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
}
@MainActor public protocol UITableViewDataSource: AnyObject {
    func numberOfSections() -> Int
}
