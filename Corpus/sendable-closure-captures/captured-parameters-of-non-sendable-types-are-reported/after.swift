import Foundation
import Dispatch

// SwiftyBeaver's shape (0b2a008, `dispatch_send`): the queue's closure captures the parameter
// `context: Any?`, which is not Sendable. actorfix said nothing; it now reports it (a person
// decides whether the value may be handed over), and leaves a Sendable parameter alone.
final class Destination: @unchecked Sendable {
    let queue = DispatchQueue(label: "destination")

    func send(_ message: String, context: Any?) -> String? {
        "\(message) \(String(describing: context))"
    }
}

func dispatchSend(to dest: Destination, message: String, context: Any?) {
    dest.queue.async {
        _ = dest.send(message, context: context)
    }
}
