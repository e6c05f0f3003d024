/// The FNV-1a hash of a name's UTF-8 bytes. The index matches tokens against sets of names by it
/// without making a String per token (`NameTable`), and each tree keeps the low 16 bits of its
/// tokens' hashes (`SyntaxTree.nameKeys`) so most tokens are rejected without reading their bytes.
public enum NameHash {
    @inlinable public static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return h
    }

    @inlinable public static func of(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.withUnsafeBufferPointer { of($0) }
    }

    /// The low 16 bits: what `SyntaxTree.nameKeys` keeps per token.
    @inlinable public static func key(_ hash: UInt64) -> UInt16 { UInt16(truncatingIfNeeded: hash) }
}
