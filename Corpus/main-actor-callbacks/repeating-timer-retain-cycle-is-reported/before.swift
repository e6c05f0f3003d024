import Foundation

@MainActor
final class Stopwatch {
    private var timer: Timer?
    private var elapsed = 0

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            self.elapsed += 1
        }
    }

    isolated deinit {
        timer?.invalidate()
    }
}
