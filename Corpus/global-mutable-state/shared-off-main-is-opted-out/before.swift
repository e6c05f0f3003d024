import Foundation

final class Metrics {
    static var requests = 0

    func record() {
        Metrics.requests += 1
    }
}
