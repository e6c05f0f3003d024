// Stand-in for MessageUI: the compose controller is a main-actor view controller (a
// UINavigationController in the SDK), its delegate is not annotated. The Objective-C optional
// requirement is modelled as a requirement with a default implementation (no @objc on Linux).
@_exported import UIKit

@MainActor open class MFMailComposeViewController: UIViewController {
    public weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?
    open func dismiss(animated: Bool) {}
}
public enum MFMailComposeResult: Int, Sendable {
    case cancelled, saved, sent, failed
}
public protocol MFMailComposeViewControllerDelegate: NSObjectProtocol {
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?)
}
extension MFMailComposeViewControllerDelegate {
    public func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?) {}
}
