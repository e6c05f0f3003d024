import Foundation

/// Names the file a round is stuck on: workers say which file they start and finish, and a
/// watcher reports the one that has run longest once it passes `threshold` seconds, so the
/// progress line of a long run shows "round 2: checking 3,178 files; Generated/Catalog.swift for
/// 4 s" instead of looking hung.
///
/// The watcher is a thread of its own, not a Dispatch timer: the workers it watches are Dispatch
/// threads, and when they (or anything else in the process) keep the global pool busy, a timer's
/// handler waits for a free thread and the report comes late or never, exactly when it is needed.
final class SlowFileWatch: @unchecked Sendable {
    private let condition = NSCondition()
    private var running: [Int: (path: String, start: Double)] = [:]
    private var stopped = false
    private var finished = false

    /// - Parameter report: called (from the watcher thread, never after `stop()` returns) with the
    ///   path and seconds of the longest-running file.
    init(threshold: Double, report: @escaping @Sendable (String, Int) -> Void) {
        let interval = max(0.05, min(0.5, threshold / 2))
        let thread = Thread { [self] in
            condition.lock()
            defer { finished = true; condition.broadcast(); condition.unlock() }
            while !stopped {
                _ = condition.wait(until: Date(timeIntervalSinceNow: interval))
                guard !stopped else { return }
                let now = SlowFileWatch.now()
                if let longest = running.values.min(by: { $0.start < $1.start }), now - longest.start >= threshold {
                    // Reported without the lock, so workers starting or ending a file never wait on output.
                    condition.unlock()
                    report(longest.path, Int(now - longest.start))
                    condition.lock()
                }
            }
        }
        thread.name = "actorfix.slow-file-watch"
        thread.start()
    }

    func begin(worker: Int, path: String) {
        condition.lock(); running[worker] = (path, SlowFileWatch.now()); condition.unlock()
    }

    func end(worker: Int) {
        condition.lock(); running[worker] = nil; condition.unlock()
    }

    /// Stops the watcher and waits for its thread to leave, so no report follows.
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        while !finished { condition.wait() }
        condition.unlock()
    }

    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
