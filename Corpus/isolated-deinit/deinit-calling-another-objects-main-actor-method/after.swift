// A deinit that calls a main-actor method of an object the class stores (`watcher?.stop()`),
// not one of its own: Swift 6 reports "call to main actor-isolated instance method 'stop()' in
// a synchronous nonisolated context". Only the class's own members were looked at, so nothing
// was proposed (found by a helper on pine). `stop()` uses the watcher's state, so it cannot be
// nonisolated: the deinit becomes isolated. Must not: a deinit calling a method the inference
// makes nonisolated (a pure one), nor one reading a Sendable constant of another object.
@MainActor
final class FileWatcher {
    private var stream: Int?
    let label = "watcher"

    func stop() {
        stream = nil
    }

    nonisolated func describe() -> String {
        "watcher"
    }
}

@MainActor
final class Workspace {
    private var watcher: FileWatcher?

    isolated deinit {
        watcher?.stop()
    }

    func watch() {
        watcher = FileWatcher()
    }
}

@MainActor
final class Inspector {
    private let watcher = FileWatcher()

    deinit {
        print(watcher.describe(), watcher.label)
    }
}
