// Stand-in for QuickLook up to the Xcode 16 SDKs: the controller is a main-actor view controller,
// its data source and delegate are not annotated. Objective-C optional requirements are modelled
// as requirements with default implementations (Linux has no @objc protocols).
@_exported import UIKit

@MainActor open class QLPreviewController: UIViewController {
    public weak var dataSource: (any QLPreviewControllerDataSource)?
    public weak var delegate: (any QLPreviewControllerDelegate)?
}
public protocol QLPreviewItem: AnyObject {}
public protocol QLPreviewControllerDataSource: AnyObject {
    func numberOfPreviewItems(in controller: QLPreviewController) -> Int
    func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> any QLPreviewItem
}
public protocol QLPreviewControllerDelegate: NSObjectProtocol {
    func previewControllerWillDismiss(_ controller: QLPreviewController)
    func previewControllerDidDismiss(_ controller: QLPreviewController)
}
extension QLPreviewControllerDelegate {
    public func previewControllerWillDismiss(_ controller: QLPreviewController) {}
    public func previewControllerDidDismiss(_ controller: QLPreviewController) {}
}
