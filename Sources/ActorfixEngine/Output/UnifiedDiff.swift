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
        let script = diff(a, b)
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
            let oldCount = slice.filter { $0.kind != .insert }.count
            let newCount = slice.filter { $0.kind != .delete }.count
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

    // MARK: Myers' O(ND) line diff

    enum OpKind { case same, delete, insert }
    struct Op { let kind: OpKind; let oldIndex: Int; let newIndex: Int }

    static func diff(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Op] {
        // Trim the common prefix and suffix first: edits are usually small.
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let a2 = Array(a[prefix..<(a.count - suffix)]), b2 = Array(b[prefix..<(b.count - suffix)])
        var ops: [Op] = (0..<prefix).map { Op(kind: .same, oldIndex: $0, newIndex: $0) }
        ops += myers(a2, b2).map { Op(kind: $0.kind, oldIndex: $0.oldIndex + prefix, newIndex: $0.newIndex + prefix) }
        for k in 0..<suffix {
            ops.append(Op(kind: .same, oldIndex: a.count - suffix + k, newIndex: b.count - suffix + k))
        }
        return ops
    }

    static func myers(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Op] {
        let n = a.count, m = b.count
        if n == 0 { return (0..<m).map { Op(kind: .insert, oldIndex: 0, newIndex: $0) } }
        if m == 0 { return (0..<n).map { Op(kind: .delete, oldIndex: $0, newIndex: 0) } }
        let max = n + m
        var v = Array(repeating: 0, count: 2 * max + 2)
        var trace: [[Int]] = []
        outer: for d in 0...max {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[k - 1 + max] < v[k + 1 + max]) { x = v[k + 1 + max] } else { x = v[k - 1 + max] + 1 }
                var y = x - k
                while x < n && y < m && a[x] == b[y] { x += 1; y += 1 }
                v[k + max] = x
                if x >= n && y >= m { trace.append(v); break outer }
            }
        }
        // Backtrack.
        var ops: [Op] = []
        var x = n, y = m
        for d in stride(from: trace.count - 2, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let prevK = (k == -d || (k != d && v[k - 1 + max] < v[k + 1 + max])) ? k + 1 : k - 1
            let prevX = v[prevK + max]
            let prevY = prevX - prevK
            while x > prevX && y > prevY { x -= 1; y -= 1; ops.append(Op(kind: .same, oldIndex: x, newIndex: y)) }
            if d > 0 {
                if x == prevX { y -= 1; ops.append(Op(kind: .insert, oldIndex: x, newIndex: y)) }
                else { x -= 1; ops.append(Op(kind: .delete, oldIndex: x, newIndex: y)) }
            }
        }
        return ops.reversed()
    }
}
