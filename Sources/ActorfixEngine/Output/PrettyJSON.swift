import Foundation

/// JSON written as `JSONSerialization` writes it with `.prettyPrinted` and `.sortedKeys` (two
/// spaces a level, `"key" : value`, `\/` for a slash), for the reports' long arrays: building
/// them as `[String: Any]` bridged every string, and 80,000 findings took five times as long as
/// the text report. The rest of a document is still written by `JSONSerialization`.
indirect enum PrettyJSON {
    case string(String)
    case int(Int)
    case array([PrettyJSON])
    case object([(String, PrettyJSON)])

    /// The text of this value at `level` (the level of the line it starts on).
    /// - Parameter slashes: escape `/` as `\/`, as `JSONSerialization` does (SARIF does not).
    func write(into out: inout [UInt8], level: Int, slashes: Bool = true) {
        switch self {
        case .string(let s): PrettyJSON.writeString(s, into: &out, slashes: slashes)
        case .int(let n): out.append(contentsOf: String(n).utf8)
        case .array(let items):
            PrettyJSON.container("[", "]", count: items.count, level: level, into: &out) { i, out in
                items[i].write(into: &out, level: level + 1, slashes: slashes)
            }
        case .object(let fields):
            let sorted = fields.sorted { PrettyJSON.precedes($0.0, $1.0) }
            PrettyJSON.container("{", "}", count: sorted.count, level: level, into: &out) { i, out in
                PrettyJSON.writeString(sorted[i].0, into: &out, slashes: slashes)
                out.append(contentsOf: " : ".utf8)
                sorted[i].1.write(into: &out, level: level + 1, slashes: slashes)
            }
        }
    }

    /// JSONSerialization's key order: numeric, case-insensitive (`"Z"` after `"message"`). Keys that
    /// differ first in ASCII letters (all of the reports' own) are compared byte by byte: Foundation's
    /// `compare(_:options:)` on every finding's keys took most of the time of a report with
    /// 64,000 findings.
    static func precedes(_ a: String, _ b: String) -> Bool {
        if let order = letterOrder(a, b) { return order }
        // As swift-corelibs-foundation's JSONSerialization compares keys (the locale puts `"line"`
        // before `"Line"`).
        return a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: a.startIndex..<a.endIndex,
                         locale: NSLocale.system as Locale) == .orderedAscending
    }

    /// The case-insensitive order of two keys whose first difference (ignoring case) is between
    /// ASCII letters, with only letters before it; nil for any other pair (Foundation decides).
    static func letterOrder(_ a: String, _ b: String) -> Bool? {
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        var i = a.utf8.makeIterator(), j = b.utf8.makeIterator()
        while true {
            switch (i.next(), j.next()) {
            case (nil, nil): return nil
            case (nil, let y?): return isLetter(y) ? true : nil
            case (let x?, nil): return isLetter(x) ? false : nil
            case (let x?, let y?):
                guard isLetter(x), isLetter(y) else { return nil }
                if x | 0x20 != y | 0x20 { return x | 0x20 < y | 0x20 }
            }
        }
    }

    /// `[` or `{`, each element on its own line one level deeper, then the closing bracket; an
    /// empty container keeps its blank line, as JSONSerialization writes it.
    static func container(_ open: Unicode.Scalar, _ close: Unicode.Scalar, count: Int, level: Int, into out: inout [UInt8],
                          element: (Int, inout [UInt8]) -> Void) {
        out.append(UInt8(ascii: open))
        out.append(0x0A)
        for i in 0..<count {
            indent(level + 1, into: &out)
            element(i, &out)
            if i < count - 1 { out.append(UInt8(ascii: ",")) }
            out.append(0x0A)
        }
        if count == 0 { out.append(0x0A) }
        indent(level, into: &out)
        out.append(UInt8(ascii: close))
    }

    static func indent(_ level: Int, into out: inout [UInt8]) {
        out += repeatElement(0x20, count: 2 * level)
    }

    static func writeString(_ s: String, into out: inout [UInt8], slashes: Bool = true) {
        out.append(UInt8(ascii: "\""))
        // The bytes between escapes appended as runs (a report is mostly reasons' text).
        var text = s
        text.withUTF8 { bytes in
            var start = 0
            for i in bytes.indices {
                let byte = bytes[i]
                // The byte after the backslash (`u` and four hex digits for other control characters).
                let escape: UInt8?
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): escape = byte
                case UInt8(ascii: "/") where slashes: escape = byte
                case 0x0A: escape = UInt8(ascii: "n")
                case 0x0D: escape = UInt8(ascii: "r")
                case 0x09: escape = UInt8(ascii: "t")
                case 0x08: escape = UInt8(ascii: "b")
                case 0x0C: escape = UInt8(ascii: "f")
                case 0..<0x20: escape = nil
                default: continue
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<i]))
                out.append(0x5C)
                if let escape {
                    out.append(escape)
                } else {
                    let hex = Array("0123456789abcdef".utf8)
                    out.append(contentsOf: Array("u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
                }
                start = i + 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
        out.append(UInt8(ascii: "\""))
    }

    /// A string to put in a document where a value of this writer's goes (`serialize`).
    static func marker() -> String { "actorfix-\(UUID().uuidString)" }

    /// `document` written by `JSONSerialization`, with `value` written by this writer where the
    /// document holds `marker`, at `level` (the nesting level of that place).
    /// - Parameter slashes: `/` escaped as `\/` (JSONSerialization's way), or written as it is.
    static func serialize(_ document: [String: Any], replacing marker: String, with value: PrettyJSON, level: Int, slashes: Bool = true) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        var text = String(decoding: data, as: UTF8.self)
        if !slashes { text = text.replacingOccurrences(of: "\\/", with: "/") }
        var written: [UInt8] = []
        value.write(into: &written, level: level, slashes: slashes)
        guard let range = text.range(of: "\"\(marker)\"") else { return text }
        return text.replacingCharacters(in: range, with: String(decoding: written, as: UTF8.self))
    }
}
