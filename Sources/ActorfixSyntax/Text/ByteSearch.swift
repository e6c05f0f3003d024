import Foundation

/// Substring search over UTF-8 bytes: `memchr` for the needle's rarest byte in Swift source and a
/// `memcmp` per hit. Rules look for short common names (`send`, `stdout`) in every file of a
/// project, and test written types for `->` or `&` millions of times: searching for a needle's
/// first byte stopped at every `s` of a project, and Foundation's `contains` bridged each string.
public enum ByteSearch {
    public static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        // An empty needle is found nowhere, as with Foundation's `contains`.
        guard !needle.isEmpty, let base = haystack.baseAddress, let n = needle.baseAddress, haystack.count >= needle.count else { return false }
        let k = needle.indices.min { commonness[Int(needle[$0])] < commonness[Int(needle[$1])] }!
        // Where the rarest byte may be: k bytes into each place the needle may start.
        var from = k
        let last = haystack.count - needle.count + k
        while from <= last, let hit = memchr(base + from, Int32(needle[k]), last - from + 1) {
            let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + at - k, n, needle.count) == 0 { return true }
            from = at + 1
        }
        return false
    }

    /// How common each byte is in Swift source, roughly (higher is more common): lowercase letters
    /// by their frequency in English, which identifiers mostly follow; any other byte counts as rare.
    private static let commonness: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        let order = Array(" etaoinsrlcdupmfhgybvwkxqzj".utf8)
        for (rank, byte) in order.enumerated() { table[Int(byte)] = UInt8(order.count - rank) }
        return table
    }()
}

extension StringProtocol {
    /// Whether the text contains `needle`, byte for byte in UTF-8: the answer of Foundation's
    /// `contains` for the ASCII code fragments actorfix looks for (`->`, `Sendable`), without
    /// bridging to `NSString` (a few thousand instructions a call, on hot paths). Inlinable: see
    /// `startsUppercase`.
    @inlinable public func containsText(_ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { n in
            if let found = utf8.withContiguousStorageIfAvailable({ ByteSearch.contains($0, n) }) { return found }
            return Array(utf8).withUnsafeBufferPointer { ByteSearch.contains($0, n) }
        }
    }
}
