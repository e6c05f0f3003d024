/// The file header of a patch, written as git writes it, so `git apply` reads back any name.
enum GitPatchHeader {
    /// `diff --git a/P b/P` and the `---`/`+++` lines. A name with a double quote, a backslash, a
    /// control character or a non-ASCII byte is C-quoted (`"a/na\303\257ve.swift"`); a name with a
    /// space gets a tab after it on the `---`/`+++` lines, as git does for GNU patch.
    static func fileHeader(path: String) -> String {
        let a = quoted("a/" + path), b = quoted("b/" + path)
        let tab = path.contains(" ") ? "\t" : ""
        return "diff --git \(a) \(b)\n--- \(a)\(tab)\n+++ \(b)\(tab)\n"
    }

    /// git's `quote_c_style` with `core.quotePath` on (the default).
    static func quoted(_ name: String) -> String {
        let bytes = Array(name.utf8)
        guard bytes.contains(where: { $0 < 0x20 || $0 >= 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            return name
        }
        var out = "\""
        for byte in bytes {
            switch byte {
            case 0x07: out += "\\a"
            case 0x08: out += "\\b"
            case 0x09: out += "\\t"
            case 0x0A: out += "\\n"
            case 0x0B: out += "\\v"
            case 0x0C: out += "\\f"
            case 0x0D: out += "\\r"
            case UInt8(ascii: "\""): out += "\\\""
            case UInt8(ascii: "\\"): out += "\\\\"
            case 0x20..<0x7F: out += String(UnicodeScalar(byte))
            default:
                let octal = String(byte, radix: 8)
                out += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
            }
        }
        return out + "\""
    }
}
