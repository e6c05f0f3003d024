import QuickLook

@MainActor
final class AttachmentViewer: NSObject, QLPreviewControllerDelegate {
    private var isShowing = true

    nonisolated func previewControllerDidDismiss(_ controller: QLPreviewController) {
        MainActor.assumeIsolated {
            isShowing = false
            reload()
        }
    }

    func reload() {}
}
