import Foundation

/// swift-nio's HTTP server example: a handler's state machine advanced by `mutating` methods.
/// Copying `state` into the closure (`[state]`) would not compile ("cannot use mutating member on
/// immutable value") and would advance a copy, so the closure is reported; `root`, a constant, is
/// captured.
final class FileHandler {
    enum State: Sendable {
        case idle, sending, done
        mutating func responseComplete() { self = .done }
    }

    private var state: State = .idle
    private let root = "/var/www"

    func serve(_ path: String) {
        DispatchQueue.global().async { [root] in
            print(root + path)
            self.state.responseComplete()
        }
    }
}
