import UIKit

@MainActor
final class NoteWatcher: NSObject, NSFilePresenter {
    let fileURL: URL
    private var revision = 0

    init(fileURL: URL) {
        self.fileURL = fileURL
    }

    var presentedItemURL: URL? { fileURL }
    var presentedItemOperationQueue: OperationQueue { OperationQueue.main }

    func presentedItemDidChange() {
        revision += 1
    }
}
