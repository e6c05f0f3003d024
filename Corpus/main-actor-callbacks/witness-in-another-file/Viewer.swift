import QuickLook

@MainActor
final class Viewer: NSObject, QLPreviewControllerDelegate {
    func reload() {}
}
