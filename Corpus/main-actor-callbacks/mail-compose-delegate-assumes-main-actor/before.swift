import MessageUI

@MainActor
final class FeedbackComposer: NSObject, MFMailComposeViewControllerDelegate {
    private(set) var lastResult: MFMailComposeResult?

    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?) {
        lastResult = result
        controller.dismiss(animated: true)
    }
}
