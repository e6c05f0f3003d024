/// The last component of a dotted name as written (`Swift.Sendable` → `Sendable`,
/// `Outer.Inner` → `Inner`): how a type written qualified is looked up by its simple name.
/// Empty components are skipped (`A.` → `A`), as `split(separator: ".")` does; a name with no
/// component at all is returned as it is. By UTF-8 byte on the concrete types: it is asked for
/// every written type, and a generic version cost 2% of a check in witness-table calls.
extension String {
    public var lastDottedComponent: String {
        let dot = UInt8(ascii: ".")
        // The common cases: no dot, or one dot followed by a name.
        guard let last = utf8.lastIndex(of: dot) else { return self }
        if utf8.index(after: last) != utf8.endIndex { return String(self[utf8.index(after: last)...]) }
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
