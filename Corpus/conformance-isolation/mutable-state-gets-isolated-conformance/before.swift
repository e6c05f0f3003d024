import Foundation

@MainActor final class Counter: CustomStringConvertible {
    var value = 0

    var description: String { "Counter(\(value))" }
}
