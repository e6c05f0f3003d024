import QuickLook

final class ReceiptFile: QLPreviewItem {}

final class ReceiptsViewController: UIViewController {
    var receipts: [ReceiptFile] = []
}

extension ReceiptsViewController: @preconcurrency QLPreviewControllerDataSource {
    func numberOfPreviewItems(in controller: QLPreviewController) -> Int {
        receipts.count
    }

    func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> any QLPreviewItem {
        receipts[index]
    }
}
