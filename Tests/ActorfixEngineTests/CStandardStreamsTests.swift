import ActorfixEngine
import ActorfixIndex
import ActorfixRules
import Testing

@Suite("Rule: c-standard-streams")
struct CStandardStreamsTests {
    let rule = CStandardStreams()

    @Test func addsTheGuardedImportBeforeTheFirstImport() {
        assertRule(rule, "// Tool.swift\nimport Foundation\nfunc f() { fputs(\"x\", stderr) }\n",
                   "// Tool.swift\n#if canImport(Glibc)\n@preconcurrency import Glibc\n#elseif canImport(Musl)\n@preconcurrency import Musl\n#endif\nimport Foundation\nfunc f() { fputs(\"x\", stderr) }\n")
    }

    @Test func qualifiedStreamsAndEveryCImportCount() {
        // swift-log 1.5.4 names the module to avoid a clash with its own `stderr`.
        assertRule(rule, "#if canImport(Glibc)\nimport Glibc\n#elseif canImport(Musl)\nimport Musl\n#endif\nlet systemStderr = Glibc.stderr!\n",
                   "#if canImport(Glibc)\n@preconcurrency import Glibc\n#elseif canImport(Musl)\n@preconcurrency import Musl\n#endif\nlet systemStderr = Glibc.stderr!\n")
    }

    @Test func leavesOwnDeclarationsAndMembersAlone() {
        let untouched = [
            "let stderr = FileHandle.standardError\nfunc f() { stderr.write(Data()) }\n",
            "func f(_ p: Pipes) { _ = p.stdout }\n",
            "import Foundation\nfunc f() { FileHandle.standardError.write(Data()) }\n",
        ]
        assertLeavesAlone(rule, untouched)
    }

    @Test func saysWhenTheManifestIsOlderThanSwift56() {
        var old = SwiftSettings(languageMode: 5)
        old.toolsVersion = "5.2"
        let result = runEngine([rule], [("A.swift", "import Foundation\nfunc f() { fputs(\"x\", stderr) }\n")], settings: old)
        #expect(result.changes.first?.change.reason.contains("swift-tools-version 5.2") == true)
    }
}
