import Foundation

// Under default main-actor isolation (SE-0466) the compiler infers isolated conformances
// (SE-0470) even without InferIsolatedConformances: nothing crosses into main-actor code.
final class Counter: CustomStringConvertible {
    var value = 0

    var description: String { "Counter(\(value))" }
}

enum MetricRange: String, CaseIterable, Identifiable {
    case week, month

    var id: String { rawValue }
}
