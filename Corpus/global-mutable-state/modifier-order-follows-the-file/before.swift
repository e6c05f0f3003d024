import Foundation

final class Counter {
    nonisolated(unsafe) private static var total = 0
    private static var last = 0

    func bump() {
        Counter.total += 1
        Counter.last = Counter.total
    }
}
