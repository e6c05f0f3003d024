extension StringProtocol {
    /// Whether the name starts with an uppercase letter (a type's name, by Swift's convention).
    /// ASCII is tested by byte; `Character.isUppercase` (a Unicode property lookup) only for the
    /// rare name that starts with another letter. Rules ask this of most names they read:
    /// inlinable, so callers in other modules get it specialized for `String` (unspecialized, each
    /// call went through witness tables and a generic `first`, about 1% of a check).
    @inlinable public var startsUppercase: Bool {
        guard let byte = utf8.first else { return false }
        if byte < 0x80 { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        return first?.isUppercase == true
    }
}
