import Dispatch
import Foundation

/// Names the file a round is stuck on: workers say which file they start and finish, and a timer
/// reports the one that has run longest once it passes `threshold` seconds, so the progress line
/// of a long run shows "round 2: checking 3,178 files; Generated/Catalog.swift for 4 s" instead of
/// looking hung.
final class SlowFileWatch: @unchecked Sendable {
    private let lock = NSLock()
    private var running: [Int: (path: String, start: Double)] = [:]
    private var stopped = false
    private var timer: DispatchSourceTimer?

    /// - Parameter report: called (from a timer thread, never after `stop()` returns) with the
    ///   path and seconds of the longest-running file.
    init(threshold: Double, report: @escaping @Sendable (String, Int) -> Void) {
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global())
        let interval = max(0.05, min(0.5, threshold / 2))
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.setEventHandler { [weak self] in
            guard let self else { return }
            self.lock.lock()
            defer { self.lock.unlock() }
            guard !self.stopped else { return }
            let now = SlowFileWatch.now()
            guard let longest = self.running.values.min(by: { $0.start < $1.start }), now - longest.start >= threshold else { return }
            report(longest.path, Int(now - longest.start))
        }
        self.timer = timer
        timer.resume()
    }

    func begin(worker: Int, path: String) {
        lock.lock(); running[worker] = (path, SlowFileWatch.now()); lock.unlock()
    }

    func end(worker: Int) {
        lock.lock(); running[worker] = nil; lock.unlock()
    }

    func stop() {
        lock.lock(); stopped = true; lock.unlock()
        timer?.cancel()
    }

    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
