import Foundation

final class Window {
    var title = "Quotio"
}

// quotio's shape (PR #83): the block runs on the main queue, but it hands its Notification (not
// Sendable) to main-actor code; `MainActor.assumeIsolated { }` around it would send the value to
// the main actor ("sending 'notification' risks causing data races", a region-isolation error),
// so it is reported. The block that uses only self is wrapped.
@MainActor
final class AppDelegate: NSObject {
    private var observers: [NSObjectProtocol] = []
    private var isRegular = false

    func applicationDidFinishLaunching() {
        observers.append(NotificationCenter.default.addObserver(
            forName: Notification.Name("NSWindowDidBecomeKeyNotification"),
            object: nil,
            queue: .main
        ) { [weak self] notification in
            self?.handleWindowDidBecomeKey(notification)
        })
        observers.append(NotificationCenter.default.addObserver(
            forName: Notification.Name("NSApplicationDidHideNotification"),
            object: nil,
            queue: .main
        ) { [weak self] _ in
            self?.isRegular = false
        })
    }

    private func handleWindowDidBecomeKey(_ notification: Notification) {
        guard let window = notification.object as? Window, window.title == "Quotio" else { return }
        isRegular = true
    }
}
