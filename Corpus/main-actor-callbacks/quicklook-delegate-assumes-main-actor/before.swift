import QuickLook

@MainActor
final class AttachmentViewer: NSObject, QLPreviewControllerDelegate {
    private var isShowing = true

    func previewControllerDidDismiss(_ controller: QLPreviewController) {
        isShowing = false
        reload()
    }

    func reload() {}
}
