import ActorfixRules
import ActorfixSyntax

/// Unified diffs that `git apply` and `patch -p1` accept: `a/` and `b/` prefixes, exact hunk
/// headers, `\ No newline at end of file`, and lines compared byte for byte (CRLF included).
public enum UnifiedDiff {
    public struct Hunk: Sendable {
        public let oldStart: Int   // 1-based line
        public let oldCount: Int
        public let newStart: Int
        public let newCount: Int
        /// Lines with their prefix (" ", "-", "+") and their own line ending, if any.
        public let lines: [(prefix: Character, text: [UInt8])]
        /// The new-file lines this hunk covers (for matching changes to hunks).
        public var newRange: ClosedRange<Int> { newStart...max(newStart, newStart + newCount - 1) }
        public var oldRange: ClosedRange<Int> { oldStart...max(oldStart, oldStart + oldCount - 1) }
    }

    /// Splits bytes into lines that keep their terminator (`\n`; a `\r\n` stays with its line).
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        for i in bytes.indices where bytes[i] == 0x0A {
            result.append(bytes[start...i])
            start = i + 1
        }
        if start < bytes.count { result.append(bytes[start...]) }
        return result
    }

    public static func hunks(old: [UInt8], new: [UInt8], context: Int = 3) -> [Hunk] {
        let a = lines(old), b = lines(new)
        let (idsA, idsB) = LineAlignment.ids(a, b)
        let script = LineAlignment.align(idsA, idsB)
        // Group edits with `context` lines around them into hunks.
        var hunks: [Hunk] = []
        var i = 0
        let n = script.count
        while i < n {
            guard script[i].kind != .same else { i += 1; continue }
            var start = i
            var contextBefore = 0
            while start > 0 && script[start - 1].kind == .same && contextBefore < context { start -= 1; contextBefore += 1 }
            var end = i
            while end < n {
                if script[end].kind != .same { end += 1; continue }
                var run = 0
                while end + run < n && script[end + run].kind == .same { run += 1 }
                if end + run >= n || run > 2 * context {
                    end += min(run, context)
                    break
                }
                end += run
            }
            let slice = script[start..<end]
            let oldStart = slice.first.map { $0.oldIndex } ?? 0
            let newStart = slice.first.map { $0.newIndex } ?? 0
            let oldCount = slice.count { $0.kind != .insert }
            let newCount = slice.count { $0.kind != .delete }
            let hunkLines: [(Character, [UInt8])] = slice.map { op in
                switch op.kind {
                case .same: return (" ", Array(a[op.oldIndex]))
                case .delete: return ("-", Array(a[op.oldIndex]))
                case .insert: return ("+", Array(b[op.newIndex]))
                }
            }
            hunks.append(Hunk(oldStart: oldCount == 0 ? oldStart : oldStart + 1, oldCount: oldCount,
                              newStart: newCount == 0 ? newStart : newStart + 1, newCount: newCount, lines: hunkLines))
            i = end
        }
        return hunks
    }

    /// The hunks of applying `edits` to the file of `tree`, computed on the lines around the edits
    /// only: showing one change of a large file copies and compares a few lines, not the file.
    public static func hunks(applying edits: [Edit], in tree: SyntaxTree, context: Int = 3) -> [Hunk] {
        let bytes = tree.bytes
        guard let low = edits.map(\.range.lowerBound).min(), let high = edits.map(\.range.upperBound).max() else { return [] }
        let lastLine = tree.lineStarts.count - 1
        let firstLine = max(0, tree.location(ofOffset: min(max(0, low), bytes.count)).line - 1 - context)
        let endLine = min(lastLine, tree.location(ofOffset: min(max(0, high), bytes.count)).line - 1 + context)
        let start = Int(tree.lineStarts[firstLine])
        let end = endLine + 1 <= lastLine ? Int(tree.lineStarts[endLine + 1]) : bytes.count
        let shifted = edits.map { Edit(range: ($0.range.lowerBound - start)..<($0.range.upperBound - start), replacement: $0.replacement) }
        let old = Array(bytes[start..<end])
        return hunks(old: old, new: EditApplier.apply(shifted, to: old), context: context).map { h in
            Hunk(oldStart: h.oldStart + firstLine, oldCount: h.oldCount, newStart: h.newStart + firstLine, newCount: h.newCount, lines: h.lines)
        }
    }

    /// The header of a file's diff.
    public static func fileHeader(path: String) -> String {
        "diff --git a/\(path) b/\(path)\n--- a/\(path)\n+++ b/\(path)\n"
    }

    public static func hunkHeader(_ hunk: Hunk) -> String {
        "@@ -\(hunk.oldStart),\(hunk.oldCount) +\(hunk.newStart),\(hunk.newCount) @@\n"
    }

    /// The hunk's lines as patch text.
    public static func body(_ hunk: Hunk) -> [UInt8] {
        var out: [UInt8] = []
        for (prefix, text) in hunk.lines {
            out.append(contentsOf: String(prefix).utf8)
            out.append(contentsOf: text)
            if text.last != 0x0A {
                out.append(0x0A)
                out.append(contentsOf: "\\ No newline at end of file\n".utf8)
            }
        }
        return out
    }

    /// A whole file's diff, plain (no annotations): what `git apply` reads.
    public static func patch(path: String, old: [UInt8], new: [UInt8], context: Int = 3) -> [UInt8] {
        let hs = hunks(old: old, new: new, context: context)
        guard !hs.isEmpty else { return [] }
        var out = Array(fileHeader(path: path).utf8)
        for h in hs {
            out.append(contentsOf: hunkHeader(h).utf8)
            out.append(contentsOf: body(h))
        }
        return out
    }
}
