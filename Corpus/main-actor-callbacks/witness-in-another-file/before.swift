import QuickLook

// The conformance is declared in Viewer.swift; its witness lives here.
extension Viewer {
    func previewControllerDidDismiss(_ controller: QLPreviewController) {
        reload()
    }
}
