@preconcurrency import MessageUI

@MainActor
final class Composer: NSObject, MFMailComposeViewControllerDelegate {
    private var lastResult: MFMailComposeResult = .cancelled

    nonisolated func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?) {
        MainActor.assumeIsolated {
            lastResult = result
        }
    }
}
