// An internal type marked `@usableFromInline` is seen by other modules' inlinable code, so, like a
// public one, it is Sendable only by saying so (SE-0302): swiftc 6.3.1 reports its constants
// ("non-'Sendable' type 'ElementSegment.Flag' may have shared mutable state"). Its fields are all
// Sendable, so it may conform. Found on WasmKit (`ElementSegment.Flag`, `WasmParserError.Message`:
// 9 of its 14 errors in the Swift 6 mode, all that were left after `actorfix fix`).
public struct ElementSegment {
    @usableFromInline
    struct Flag: OptionSet, Sendable {
        @usableFromInline let rawValue: UInt32
        @inlinable init(rawValue: UInt32) { self.rawValue = rawValue }
        @usableFromInline static let usesExpressions = Flag(rawValue: 1 << 2)
    }
}

public struct WasmParserError: Error {
    @usableFromInline
    struct Message: Sendable {
        let text: String
        init(_ text: String) { self.text = text }
    }
    let message: Message
}

extension WasmParserError.Message {
    @usableFromInline static let unexpectedEnd = Self("Unexpected end of the stream")
}

// Without the attribute the same type is implicitly Sendable: nothing to do.
struct Limits {
    var maximum: Int
    static let standard = Limits(maximum: 64)
}

// A class that says it is not Sendable keeps what it stores as it is, even when its values are
// handed to an actor (swift-nio's `EmbeddedChannelCore` and its `@usableFromInline` `Addresses`).
final class Core {
    @usableFromInline
    struct Addresses {
        var local: String?
    }
    var addresses: Addresses = Addresses(local: nil)
}

@available(*, unavailable)
extension Core: Sendable {}

actor Registry {
    func register(_ core: Core) {}
}
