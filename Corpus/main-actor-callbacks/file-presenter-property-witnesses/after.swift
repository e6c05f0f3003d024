import UIKit

@MainActor
final class NoteWatcher: NSObject, NSFilePresenter {
    let fileURL: URL
    private var revision = 0

    init(fileURL: URL) {
        self.fileURL = fileURL
    }

    nonisolated var presentedItemURL: URL? { fileURL }
    nonisolated var presentedItemOperationQueue: OperationQueue { OperationQueue.main }

    nonisolated func presentedItemDidChange() {
        Task { @MainActor in
            revision += 1
        }
    }
}
