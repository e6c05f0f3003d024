import QuickLook

final class PreviewFile: QLPreviewItem {}

@MainActor
final class DocumentPreview: QLPreviewControllerDataSource {
    private var files: [PreviewFile] = []

    func numberOfPreviewItems(in controller: QLPreviewController) -> Int {
        files.count
    }

    func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> any QLPreviewItem {
        files[index]
    }
}
