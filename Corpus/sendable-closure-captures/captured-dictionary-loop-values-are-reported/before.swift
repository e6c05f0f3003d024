import Foundation
import Dispatch

// A dictionary iterated with a tuple pattern: the value `dest`, a class that is not Sendable,
// is captured by a @Sendable closure. actorfix typed only a loop's single name over an array or a
// set and said nothing here; it now reports it, and so the values read through `.values` and the
// elements of `.enumerated()`, and leaves alone the Sendable key and the values of a dictionary
// of Sendable values.
final class Destination {
    let queue = DispatchQueue(label: "destination")
    var sent = 0

    func send(_ message: String) { sent += 1 }
}

final class Hub {
    var destinations: [String: Destination] = [:]
    let limits: Dictionary<String, Int> = ["a": 1]
    var ordered: [Destination] = []

    func dispatchSend(message: String) {
        for (_, dest) in destinations {
            dest.queue.async {
                dest.send(message)
            }
        }
        for (name, limit) in limits {
            DispatchQueue.global().async {
                print(name, limit)
            }
        }
    }

    func flush() {
        for dest in destinations.values {
            DispatchQueue.global().async {
                dest.send("flush")
            }
        }
        for (position, dest) in ordered.enumerated() {
            DispatchQueue.global().async {
                dest.send("\(position)")
            }
        }
    }
}
