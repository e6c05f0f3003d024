import Foundation

final class Metrics {
    nonisolated(unsafe) static var requests = 0

    func record() {
        Metrics.requests += 1
    }
}
