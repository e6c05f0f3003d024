import Foundation

@MainActor
final class Badge {
    private var count = 0
    private var pollTimer: Timer?

    func refresh() {
        count += 1
    }

    func observe() {
        // queue: nil: the block runs on whichever thread posts the notification.
        _ = NotificationCenter.default.addObserver(forName: Notification.Name("badge"), object: nil, queue: nil) { [weak self] _ in
            Task { @MainActor in
                self?.refresh()
            }
        }
        // Scheduled from main-actor code: the timer fires on the main run loop.
        pollTimer = Timer.scheduledTimer(withTimeInterval: 30, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated {
                self?.refresh()
            }
        }
    }

    // A timer fires on the run loop of the thread that scheduled it, unknown here.
    nonisolated func refreshSoon() {
        _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
            Task { @MainActor in
                self.refresh()
            }
        }
    }
}
