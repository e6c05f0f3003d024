import Foundation

// Timer's block is `@Sendable` (Xcode 16 SDKs), as is an observer's: both rules see these
// blocks. Scheduled from main-actor code, or delivered on the main queue, they run on the main
// thread and read state that changes: main-actor-callbacks wraps them in MainActor.assumeIsolated,
// and sendable-closure-captures adds no capture list (a copy made when the block is created would
// never see a later count).
@MainActor
final class Ticker {
    private var timer: Timer?
    private var ticks = 0

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            self?.tick()
        }
        _ = NotificationCenter.default.addObserver(forName: Notification.Name("report"), object: nil, queue: .main) { _ in
            print(self.ticks)
        }
    }

    func tick() {
        ticks += 1
    }
}

// A class that is not Sendable, not main-actor: its block captures the constant it reads.
final class Poller {
    let endpoint: String
    private var timer: Timer?

    init(endpoint: String) {
        self.endpoint = endpoint
    }

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in
            print("polling \(self.endpoint)")
        }
    }
}
