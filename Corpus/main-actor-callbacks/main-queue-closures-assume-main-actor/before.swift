import Foundation

@MainActor
final class Clock {
    private var timer: Timer?
    private var ticks = 0

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            self.tick()
        }
        _ = NotificationCenter.default.addObserver(forName: Notification.Name("reset"), object: nil, queue: .main) { _ in
            self.ticks = 0
        }
    }

    func tick() {
        ticks += 1
    }
}
