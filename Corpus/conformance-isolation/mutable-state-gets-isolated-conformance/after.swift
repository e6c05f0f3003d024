import Foundation

@MainActor final class Counter: @MainActor CustomStringConvertible {
    var value = 0

    var description: String { "Counter(\(value))" }
}
