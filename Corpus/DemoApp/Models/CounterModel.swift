import Foundation

/// The app's model lives on the main actor.
@MainActor final class CounterModel {
    var count: Int
    init() { count = 0 }
    func increment() { count += 1 }
}
