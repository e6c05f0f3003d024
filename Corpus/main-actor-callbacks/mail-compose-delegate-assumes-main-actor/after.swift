import MessageUI

@MainActor
final class FeedbackComposer: NSObject, MFMailComposeViewControllerDelegate {
    private(set) var lastResult: MFMailComposeResult?

    nonisolated func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?) {
        MainActor.assumeIsolated {
            lastResult = result
            controller.dismiss(animated: true)
        }
    }
}
