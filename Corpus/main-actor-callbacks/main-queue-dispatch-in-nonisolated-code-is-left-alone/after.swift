import Foundation

@MainActor
final class Feed {
    private var items: [String] = []
    private var refreshTimer: Timer?

    func reload() {
        items.removeAll()
    }

    // The compiler treats closures passed to DispatchQueue.main as main-actor closures, also in
    // nonisolated code: nothing to change.
    nonisolated func scheduleReload() {
        DispatchQueue.main.async {
            self.reload()
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
            self?.reload()
        }
    }

    // Already hopped, and already weak.
    func startRefreshing() {
        refreshTimer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated {
                self?.reload()
            }
        }
    }
}
