/// Names in ASCII text, read byte by byte: what splitting by `Character` (letters, digits, `_`)
/// gives for ASCII, at a tenth of the cost. Callers keep their character loop for other text.
enum ASCIINames {
    /// A letter, digit or `_` (or `.`, when `dots`).
    @inline(__always) static func isNamePart(_ byte: UInt8, dots: Bool) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || (dots && byte == 0x2E)
    }

    /// The maximal runs of name bytes, in order; nil when the text is not all ASCII.
    static func runs(in text: String, dots: Bool) -> [String]? {
        var text = text
        return text.withUTF8 { bytes -> [String]? in
            var names: [String] = []
            var start = -1
            for i in 0...bytes.count {
                let byte = i < bytes.count ? bytes[i] : 0x20
                guard byte < 0x80 else { return nil }
                if isNamePart(byte, dots: dots) { if start < 0 { start = i }; continue }
                if start >= 0 { names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)) }
                start = -1
            }
            return names
        }
    }

    /// Whether the text is a non-empty run of name bytes (dots included).
    static func isPlainDottedName(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in !bytes.isEmpty && bytes.allSatisfy { isNamePart($0, dots: true) } }
    }
}
