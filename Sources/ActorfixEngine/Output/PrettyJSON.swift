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
        case .int(let n): out += Array(String(n).utf8)
        case .array(let items):
            PrettyJSON.container("[", "]", count: items.count, level: level, into: &out) { i, out in
                items[i].write(into: &out, level: level + 1, slashes: slashes)
            }
        case .object(let fields):
            // JSONSerialization's order: numeric, case-insensitive (`"Z"` after `"message"`).
            let sorted = fields.sorted { $0.0.compare($1.0, options: [.numeric, .caseInsensitive, .forcedOrdering]) == .orderedAscending }
            PrettyJSON.container("{", "}", count: sorted.count, level: level, into: &out) { i, out in
                PrettyJSON.writeString(sorted[i].0, into: &out, slashes: slashes)
                out += Array(" : ".utf8)
                sorted[i].1.write(into: &out, level: level + 1, slashes: slashes)
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
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += [0x5C, byte]
            case UInt8(ascii: "\\"): out += [0x5C, byte]
            case UInt8(ascii: "/") where slashes: out += [0x5C, byte]
            case 0x0A: out += [0x5C, UInt8(ascii: "n")]
            case 0x0D: out += [0x5C, UInt8(ascii: "r")]
            case 0x09: out += [0x5C, UInt8(ascii: "t")]
            case 0x08: out += [0x5C, UInt8(ascii: "b")]
            case 0x0C: out += [0x5C, UInt8(ascii: "f")]
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            default: out.append(byte)
            }
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
