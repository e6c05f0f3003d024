import UIKit

/// Already final.
final class ParseError: Error {
    let line: Int
    init(line: Int) { self.line = line }
}

/// Isolated to the main actor: Sendable as it is.
@MainActor
class AlertError: Error {
    var shown = false
}

/// A view controller is main-actor, so a Sendable protocol asks nothing more of it.
protocol Screen: Sendable {}
class SettingsViewController: UIViewController, Screen {}

/// The author already vouched for it.
class LockedCounter: Error, @unchecked Sendable {
    var value = 0
}

/// Says it is not Sendable: not a conformance.
class Scratchpad {
    var notes: [String] = []
}

@available(*, unavailable)
extension Scratchpad: Sendable {}

/// Conforms to protocols that do not refine Sendable.
class Formatter: CustomStringConvertible, Equatable {
    var description: String { "formatter" }
    static func == (lhs: Formatter, rhs: Formatter) -> Bool { lhs === rhs }
}

/// Value types and actors.
struct ValidationError: Error { var field: String }
enum LoadError: Error { case missing, corrupt(String) }
actor Cache: Error {}
