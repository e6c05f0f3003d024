import QuickLook

// The conformance is declared in Viewer.swift; its witness lives here.
extension Viewer {
    nonisolated func previewControllerDidDismiss(_ controller: QLPreviewController) {
        MainActor.assumeIsolated {
            reload()
        }
    }
}
