import ActorfixSyntax

/// A set of names kept as one bit per value of their `NameHash` key: it tells most names that
/// are not among them by a hash of their bytes, before a dictionary hashes a String (every token
/// of a run is matched against name tables, and the SDK's tables are asked about every name a
/// scan resolves). A name it may contain is then looked up for real.
public struct NameFilter: Sendable {
    private var bits = [UInt64](repeating: 0, count: 1024)

    public init() {}

    public init(_ names: some Sequence<String>) {
        for name in names { insert(name) }
    }

    public mutating func insert(_ name: String) {
        insert(key: NameFilter.key(name))
    }

    mutating func insert(key: UInt16) {
        bits[Int(key) >> 6] |= 1 << (UInt64(key) & 63)
    }

    @inline(__always) public func mayContain(key: UInt16) -> Bool {
        bits[Int(key) >> 6] & (1 << (UInt64(key) & 63)) != 0
    }

    public func mayContain(_ name: String) -> Bool { mayContain(key: NameFilter.key(name)) }

    static func key(_ name: String) -> UInt16 { NameHash.key(NameHash.of(name)) }
}
