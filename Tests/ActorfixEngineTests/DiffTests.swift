import ActorfixEngine
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
}
