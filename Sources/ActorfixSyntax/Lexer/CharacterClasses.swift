/// Byte and Unicode scalar classes of Swift's lexical grammar.
enum CharClass {
    static let identStart: UInt8 = 1
    static let identContinue: UInt8 = 2
    static let operatorChar: UInt8 = 4
    static let digit: UInt8 = 8
    static let hexDigit: UInt8 = 16
    static let horizontalSpace: UInt8 = 32
    static let newline: UInt8 = 64
    /// Bytes after which an operator is not "left-bound" and before which it is not "right-bound".
    static let boundary: UInt8 = 128

    /// One entry per byte; non-ASCII bytes are classified by decoding the scalar instead.
    static let table: [UInt8] = {
        var t = [UInt8](repeating: 0, count: 256)
        for b in UInt8(ascii: "a")...UInt8(ascii: "z") { t[Int(b)] |= identStart | identContinue }
        for b in UInt8(ascii: "A")...UInt8(ascii: "Z") { t[Int(b)] |= identStart | identContinue }
        t[Int(UInt8(ascii: "_"))] |= identStart | identContinue
        // `$` continues identifiers (`_$id`, as macros generate); at the start it makes `$0`, `$x`.
        t[Int(UInt8(ascii: "$"))] |= identContinue
        for b in UInt8(ascii: "0")...UInt8(ascii: "9") { t[Int(b)] |= identContinue | digit | hexDigit }
        for b in UInt8(ascii: "a")...UInt8(ascii: "f") { t[Int(b)] |= hexDigit }
        for b in UInt8(ascii: "A")...UInt8(ascii: "F") { t[Int(b)] |= hexDigit }
        for c in "/=-+!*%<>&|^~?" { t[Int(c.asciiValue!)] |= operatorChar }
        for b: UInt8 in [0x20, 0x09, 0x0B, 0x0C, 0x00] { t[Int(b)] |= horizontalSpace | boundary }
        for b: UInt8 in [0x0A, 0x0D] { t[Int(b)] |= newline | boundary }
        for c in "([{,;:" { t[Int(c.asciiValue!)] |= boundary }
        return t
    }()

    /// Scalars that may begin an operator (Swift reference, "Lexical Structure: Operators").
    static func isOperatorHead(_ c: UInt32) -> Bool {
        switch c {
        case 0x00A1...0x00A7, 0x00A9, 0x00AB, 0x00AC, 0x00AE, 0x00B0...0x00B1, 0x00B6, 0x00BB,
             0x00BF, 0x00D7, 0x00F7, 0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E,
             0x2041...0x2053, 0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775,
             0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    /// Scalars that may continue an operator besides the heads.
    static func isOperatorContinuation(_ c: UInt32) -> Bool {
        switch c {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
             0xE0100...0xE01EF:
            return true
        default:
            return isOperatorHead(c)
        }
    }

    /// Unicode whitespace Swift does not accept in identifiers (kept as an unknown token).
    static func isUnicodeSpace(_ c: UInt32) -> Bool {
        switch c {
        case 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF: return true
        default: return false
        }
    }
}

/// Decodes the UTF-8 scalar at `p[i]` (a byte >= 0x80). Returns the scalar and its length, or
/// `nil` for a malformed sequence. Never reads past `count`.
@inline(__always)
func decodeScalar(_ p: UnsafePointer<UInt8>, _ i: Int, _ count: Int) -> (UInt32, Int)? {
    let b0 = UInt32(p[i])
    let length: Int
    var value: UInt32
    if b0 & 0xE0 == 0xC0 { length = 2; value = b0 & 0x1F }
    else if b0 & 0xF0 == 0xE0 { length = 3; value = b0 & 0x0F }
    else if b0 & 0xF8 == 0xF0 { length = 4; value = b0 & 0x07 }
    else { return nil }
    if i + length > count { return nil }
    var k = 1
    while k < length {
        let b = UInt32(p[i + k])
        if b & 0xC0 != 0x80 { return nil }
        value = (value << 6) | (b & 0x3F)
        k += 1
    }
    return (value, length)
}
