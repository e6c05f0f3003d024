import Foundation

@MainActor final class CounterModel {
    var count: Int
    init() { count = 0 }
    func increment() { count += 1 }
}
