/// swift-nio's way of saying a type is not Sendable: an unavailable conformance.
public protocol ChannelHooks {
    func didRead()
}

public final class ChannelHandler: ChannelHooks {
    public init() {}
    public func didRead() {}
}

@available(*, unavailable)
extension ChannelHandler: Sendable {}

public struct Frame {
    public let handler: ChannelHandler
}

@available(*, unavailable)
extension Frame: Sendable {}

/// The existential and the frame are handed to an actor, but the types refuse to be Sendable:
/// neither `ChannelHooks: Sendable` nor `Frame: Sendable` may be proposed.
actor Pipeline {
    func add(_ hooks: any ChannelHooks) {}
    func send(_ frame: Frame) {}
}
