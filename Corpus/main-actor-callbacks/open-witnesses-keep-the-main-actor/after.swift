import QuickLook

public final class PreviewFile: QLPreviewItem {
    public init() {}
}

/// Open: apps subclass the list and override its callbacks to read their own state, which
/// nonisolated witnesses would forbid them (issue 18, item 4).
@MainActor
open class PreviewList: @preconcurrency QLPreviewControllerDataSource {
    public init() {}

    open func numberOfPreviewItems(in controller: QLPreviewController) -> Int {
        1
    }

    open func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> any QLPreviewItem {
        PreviewFile()
    }
}

/// What a client writes: an override that reads main-actor state.
final class AlbumPreview: PreviewList {
    var photos: [PreviewFile] = []

    override func numberOfPreviewItems(in controller: QLPreviewController) -> Int {
        photos.count
    }
}
