import Foundation

/// Stored by `Memo`, which a global constant holds (in Memo.swift): both conform to Sendable,
/// each in its own file, in one round.
public struct Resource: Equatable {
    public var filename: String
}
