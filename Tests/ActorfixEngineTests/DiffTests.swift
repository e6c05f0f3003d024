import ActorfixEngine
import ActorfixRules
import ActorfixSyntax
import ActorfixTestSupport
import Testing

@Suite("Unified diff")
struct DiffTests {
    func patch(_ old: String, _ new: String, context: Int = 3) -> String {
        String(decoding: UnifiedDiff.patch(path: "F.swift", old: Array(old.utf8), new: Array(new.utf8), context: context), as: UTF8.self)
    }

    @Test func hunkHeadersAndContext() {
        let old = (1...10).map { "line \($0)\n" }.joined()
        let new = old.replacingAll("line 5\n", with: "line five\n")
        #expect(patch(old, new) == """
            diff --git a/F.swift b/F.swift
            --- a/F.swift
            +++ b/F.swift
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    @Test func insertionsAtTheStartAndSeparateHunks() {
        let old = (1...20).map { "l\($0)\n" }.joined()
        let new = "new\n" + old.replacingAll("l18\n", with: "l18\nadded\n")
        let text = patch(old, new, context: 1)
        #expect(text == "diff --git a/F.swift b/F.swift\n--- a/F.swift\n+++ b/F.swift\n@@ -1,1 +1,2 @@\n+new\n l1\n@@ -18,2 +19,3 @@\n l18\n+added\n l19\n")
        // No context: a pure insertion names the line it follows (0 = before the first line).
        #expect(patch("a\n", "b\na\n", context: 0).hasSuffix("@@ -0,0 +1,1 @@\n+b\n"))
    }

    @Test func missingNewlineAtEndOfFile() {
        let text = patch("a\nb", "a\nc")
        #expect(text.hasSuffix("@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n"))
        let added = patch("a\nb", "a\nb\n")
        #expect(added.hasSuffix("-b\n\\ No newline at end of file\n+b\n"))
    }

    @Test func crlfLinesAreKept() {
        let text = patch("a\r\nb\r\n", "a\r\nc\r\n")
        #expect(text.hasSuffix(" a\r\n-b\r\n+c\r\n"))
    }

    @Test func identicalInputsGiveNoPatch() {
        #expect(patch("same\n", "same\n").isEmpty)
    }

    /// Applies hunks to `old` the way `patch` does, checking every context and removed line.
    func apply(_ hunks: [UnifiedDiff.Hunk], to old: [UInt8]) -> [UInt8]? {
        let lines = splitLines(old)
        var out: [UInt8] = []
        var next = 0
        for hunk in hunks {
            let first = hunk.oldCount == 0 ? hunk.oldStart : hunk.oldStart - 1
            guard first >= next, first <= lines.count else { return nil }
            for line in lines[next..<first] { out += line }
            next = first
            for (prefix, text) in hunk.lines {
                switch prefix {
                case "+": out += text
                default:
                    guard next < lines.count, lines[next] == text else { return nil }
                    if prefix == " " { out += text }
                    next += 1
                }
            }
        }
        for line in lines[next...] { out += line }
        return out
    }

    func splitLines(_ bytes: [UInt8]) -> [[UInt8]] {
        var result: [[UInt8]] = []
        var start = 0
        for i in bytes.indices where bytes[i] == 0x0A { result.append(Array(bytes[start...i])); start = i + 1 }
        if start < bytes.count { result.append(Array(bytes[start...])) }
        return result
    }

    @Test func randomEditsRoundTripThroughTheirHunks() {
        var rng = SeededGenerator(seed: 0xD1FF)
        let vocabulary = ["}\n", "\n", "var a = 1\n", "let b = 2\n", "func f() {\n", "    g()\n", "x", "// note\n"]
        for round in 0..<200 {
            // Small files, and big ones whose many changes go past Myers' budget.
            let count = round % 20 == 0 ? Int.random(in: 2_000...6_000, using: &rng) : Int.random(in: 0...40, using: &rng)
            let old = (0..<count).map { _ in vocabulary.randomElement(using: &rng)! }
            var new = old
            for _ in 0..<(count / 3 + 1) {
                let i = Int.random(in: 0...new.count, using: &rng)
                switch Int.random(in: 0..<3, using: &rng) {
                case 0 where i < new.count: new.remove(at: i)
                case 1 where i < new.count: new[i] = vocabulary.randomElement(using: &rng)!
                default: new.insert(vocabulary.randomElement(using: &rng)!, at: i)
                }
            }
            let a = Array(old.joined().utf8), b = Array(new.joined().utf8)
            let hunks = UnifiedDiff.hunks(old: a, new: b, context: Int.random(in: 0...3, using: &rng))
            // A Bool, so a failure does not print thousands of bytes.
            let reproduced = apply(hunks, to: a) == b
            #expect(reproduced, "round \(round)")
        }
    }

    @Test func thousandsOfChangedLinesStayMinimal() {
        // Every other line changed, the others all alike: no unique line to anchor on, and far
        // too many changes for Myers' budget.
        let count = 8_000
        let old = (0..<count).map { "var g\($0) = \($0)\n\n" }.joined()
        let new = (0..<count).map { "let g\($0) = \($0)\n\n" }.joined()
        let hunks = UnifiedDiff.hunks(old: Array(old.utf8), new: Array(new.utf8))
        let prefixes = hunks.flatMap { $0.lines.map(\.prefix) }
        #expect(prefixes.count { $0 == "-" } == count)
        #expect(prefixes.count { $0 == "+" } == count)
        let reproduced = apply(hunks, to: Array(old.utf8)) == Array(new.utf8)
        #expect(reproduced)
    }

    @Test func oneChangesHunksAreTheWholeFilesHunks() {
        let source = (1...60).map { "let v\($0) = \($0)\n" }.joined() + "let last = 0"
        let tree = SyntaxTree.parse(Array(source.utf8))
        var rng = SeededGenerator(seed: 99)
        for _ in 0..<100 {
            let start = Int.random(in: 0...source.utf8.count, using: &rng)
            let end = min(source.utf8.count, start + Int.random(in: 0...40, using: &rng))
            let edits = [Edit(range: start..<end, replacement: ["", "x", "@MainActor\n", "a\nb"].randomElement(using: &rng)!)]
            let whole = UnifiedDiff.hunks(old: tree.bytes, new: EditApplier.apply(edits, to: tree.bytes))
            let local = UnifiedDiff.hunks(applying: edits, in: tree)
            #expect(local.map(UnifiedDiff.hunkHeader) == whole.map(UnifiedDiff.hunkHeader), "\(edits)")
            #expect(local.map(UnifiedDiff.body) == whole.map(UnifiedDiff.body), "\(edits)")
        }
    }
}
