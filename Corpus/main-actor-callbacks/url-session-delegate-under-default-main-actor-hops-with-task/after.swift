import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// KMReader's shape (#341, Xcode 26, default main-actor isolation): the class is main-actor by
// default, and the compiler would make its conformances isolated, but URLSession's delegate
// protocols refine Sendable, so no conformance to them can be: the witness must be nonisolated
// and hop to the main actor itself, as KMReader's people wrote it.
final class BackgroundDownloadManager: NSObject {
    static let shared = BackgroundDownloadManager()
    private var activeTasks: [Int: String] = [:]

    func handleDownloadComplete(taskIdentifier: Int, location: URL) {
        activeTasks[taskIdentifier] = nil
    }
}

extension BackgroundDownloadManager: URLSessionDownloadDelegate {
    nonisolated func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        Task { @MainActor in
            handleDownloadComplete(taskIdentifier: downloadTask.taskIdentifier, location: location)
        }
    }
}

// Conforming on its declaration keeps default main-actor isolation off the class (SE-0466 as
// amended for Swift 6.2): it is nonisolated, its witness with it, and nothing needs changing.
final class UploadWatcher: NSObject, URLSessionTaskDelegate {
    let label = "uploads"

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        print(label, task.taskIdentifier)
    }
}
