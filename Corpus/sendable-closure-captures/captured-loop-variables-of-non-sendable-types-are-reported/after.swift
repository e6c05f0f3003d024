import Foundation
import Dispatch

// SwiftyBeaver's shape (0b2a008, `dispatch_send`): each destination's queue runs a closure that
// captures the loop variable `dest`, a class that is not Sendable. actorfix said nothing; it now
// reports it, and leaves alone a loop over Sendable values and a loop binding a tuple.
open class BaseDestination: Hashable {
    public let queue = DispatchQueue(label: "destination")
    open var minLevel = 0

    open func send(_ message: String) -> String? { message }

    public static func == (lhs: BaseDestination, rhs: BaseDestination) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

open class Logger {
    nonisolated(unsafe) public private(set) static var destinations = Set<BaseDestination>()
    static let labels: [String] = ["a", "b"]

    class func dispatchSend(message: String) {
        for dest in destinations {
            dest.queue.async {
                _ = dest.send(message)
            }
        }
        for label in labels {
            DispatchQueue.global().async {
                print(label)
            }
        }
    }
}
