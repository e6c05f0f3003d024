import ActorfixEngine
import Foundation

/// Prints a file's changes as a unified diff; annotated with a line per hunk naming its rules
/// (text mode), or plain for `git apply` (patch mode).
enum PatchPrinter {
    static func patch(for file: FileResult, path: String, context: Int, annotate: Bool, color: Bool) -> [UInt8] {
        let hunks = UnifiedDiff.hunks(old: file.original, new: file.final, context: context)
        guard !hunks.isEmpty else { return [] }
        func paint(_ s: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }
        var out = Array(paint(String(GitPatchHeader.fileHeader(path: path).dropLast()), "1").utf8) + [0x0A]
        // Changes by line, so each hunk finds its own by binary search (thousands of hunks and
        // changes in a generated file).
        let byLine = file.changes.sorted { $0.line < $1.line }
        for hunk in hunks {
            if annotate {
                let lines = hunk.oldStart...(hunk.oldStart + hunk.oldCount)
                var first = 0, end = byLine.count
                while first < end {
                    let mid = (first + end) / 2
                    if byLine[mid].line < lines.lowerBound { first = mid + 1 } else { end = mid }
                }
                var last = first
                while last < byLine.count && byLine[last].line <= lines.upperBound { last += 1 }
                let inHunk = byLine[first..<last]
                let rules = Array(Set(inHunk.map { "[\($0.change.ruleID)] \($0.change.message)" })).sorted()
                if !rules.isEmpty {
                    out += Array(paint("# " + rules.joined(separator: "; "), "36").utf8) + [0x0A]
                }
            }
            out += Array(paint(String(UnifiedDiff.hunkHeader(hunk).dropLast()), "36").utf8) + [0x0A]
            if color {
                for line in String(decoding: UnifiedDiff.body(hunk), as: UTF8.self).lineFragments.dropLast() {
                    let code = line.hasPrefix("+") ? "32" : line.hasPrefix("-") ? "31" : "0"
                    // A CRLF line's "\r" stays at its end, after the colour is reset.
                    let (text, cr) = line.hasSuffix("\r") ? (String(line.utf8.dropLast())!, "\r") : (line, "")
                    out += Array((paint(text, code) + cr).utf8) + [0x0A]
                }
            } else {
                out += UnifiedDiff.body(hunk)
            }
        }
        return out
    }
}
