/// The last component of a dotted name as written (`Swift.Sendable` → `Sendable`,
/// `Outer.Inner` → `Inner`): how a type written qualified is looked up by its simple name.
/// Empty components are skipped (`A.` → `A`), as `split(separator: ".")` does; a name with no
/// component at all is returned as it is. By UTF-8 byte on the concrete types: it is asked for
/// every written type, and a generic version cost 2% of a check in witness-table calls.
extension String {
    public var lastDottedComponent: String {
        // The common cases: no dot, or one dot followed by a name. The bytes are searched in place
        // (`withUTF8`): the UTF-8 view's `lastIndex(of:)` cost about 700 instructions a name.
        var text = self
        let last: Int? = text.withUTF8 { bytes in
            var i = bytes.count
            while i > 0 {
                i -= 1
                if bytes[i] == UInt8(ascii: ".") { return i }
            }
            return nil
        }
        guard let last else { return self }
        let count = utf8.count
        if last + 1 < count {
            return text.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[(last + 1)...]), as: UTF8.self) }
        }
        return String(Substring(self).lastDottedComponent)
    }
}

extension Substring {
    public var lastDottedComponent: String {
        let bytes = utf8
        let dot = UInt8(ascii: ".")
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == dot { end = bytes.index(before: end) }
        guard end > bytes.startIndex else { return String(self) }
        var start = end
        while start > bytes.startIndex, bytes[bytes.index(before: start)] != dot { start = bytes.index(before: start) }
        if start == bytes.startIndex && end == bytes.endIndex { return String(self) }
        return String(self[start..<end])
    }
}
