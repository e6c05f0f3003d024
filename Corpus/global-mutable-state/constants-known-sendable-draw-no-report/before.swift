// Must not: constants whose Sendability the declaration settles. `Error` refines Sendable, so an
// `Error` existential is Sendable (Nimble's tests); a constant initialized from another global
// constant has its type (ZIPFoundation's chunk sizes). actorfix said it could not tell.
import Foundation

private let error: Error = NSError(domain: "test", code: 0, userInfo: nil)

public let defaultReadChunkSize = Int(16 * 1024)
public let defaultWriteChunkSize = defaultReadChunkSize

enum Limits {
    static let base = 512
    static let doubled = base * 2
}

public func useAll() -> Int { (error as NSError).code + defaultWriteChunkSize + Limits.doubled }
