import Foundation

protocol Describable {
    func describe() -> String
}

// With the Xcode 16 SDK (Swift 6.0) there are no isolated conformances, and `count` changes:
// actorfix explains the options instead of editing.
@MainActor final class Tally: Describable {
    var count = 0
    func describe() -> String { "\(count)" }
}

/// A nonisolated conformer: Describable itself stays nonisolated.
struct Constant: Describable {
    func describe() -> String { "1" }
}
