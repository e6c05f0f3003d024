/// FNV-1a over UTF-8 bytes, the project's one byte hash: stable across runs (unlike `Hasher`),
/// and cheap. The index matches tokens against sets of names by it without making a String per
/// token (`NameTable`), each tree keeps the low 16 bits of its tokens' hashes
/// (`SyntaxTree.nameKeys`) so most tokens are rejected without reading their bytes, type look-up
/// keys are digested with it, and the verify journal fingerprints files with it.
public enum NameHash {
    /// FNV-1a's offset basis: the hash of no bytes.
    public static let empty: UInt64 = 0xcbf2_9ce4_8422_2325

    /// `digest` continued by one byte.
    @inlinable public static func adding(_ byte: UInt8, to digest: UInt64) -> UInt64 {
        (digest ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    /// `start` continued by `bytes` (the hash of the bytes, from `empty`).
    @inlinable public static func of(_ bytes: UnsafeBufferPointer<UInt8>, continuing start: UInt64 = empty) -> UInt64 {
        var h = start
        for b in bytes { h = adding(b, to: h) }
        return h
    }

    @inlinable public static func of(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.withUnsafeBufferPointer { of($0) }
    }

    /// A string's UTF-8 bytes, read in place (`withUTF8`), not through the UTF-8 view.
    @inlinable public static func of(_ text: String, continuing start: UInt64 = empty) -> UInt64 {
        var text = text
        return text.withUTF8 { of($0, continuing: start) }
    }

    /// The low 16 bits: what `SyntaxTree.nameKeys` keeps per token.
    @inlinable public static func key(_ hash: UInt64) -> UInt16 { UInt16(truncatingIfNeeded: hash) }
}
