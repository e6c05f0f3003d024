import Foundation

// Under default main-actor isolation, a deinit (nonisolated) calls a method of a stored object
// that only reads a constant: `queue`, a `let` whose initial value makes a DispatchQueue, which is
// Sendable, so nonisolated code of its module may read it (SE-0434), and `stop()` can be
// nonisolated. Only a written type was looked at: the constant counted as main-actor state and
// the call was reported instead (found by a helper on pine, whose people made the watcher
// nonisolated).
final class FileSystemWatcher {
    private let queue = DispatchQueue(label: "watcher")

    func stop() {
        queue.sync {}
    }
}

final class WorkspaceManager {
    private var fileWatcher: FileSystemWatcher?

    deinit {
        fileWatcher?.stop()
    }

    func watch() {
        fileWatcher = FileSystemWatcher()
    }
}
