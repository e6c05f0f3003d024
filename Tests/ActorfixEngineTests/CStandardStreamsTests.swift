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
            // SwiftShell 5.1.0: a local, a parameter and a member of the streams' names.
            "import Foundation\nfunc run() -> Data {\n    var stdout = Data()\n    stdout.append(Data())\n    return stdout\n}\n",
            "func write(_ stderr: FileHandle) { stderr.write(Data()) }\n",
            "final class Shell {\n    var stdin = FileHandle.standardInput\n    func read() -> Data { stdin.availableData }\n}\n",
        ]
        assertLeavesAlone(rule, untouched)
    }

    /// A module that imports AppKit, UIKit or SwiftUI outside `#if` is never built with Glibc
    /// (nativ's macOS app got the guarded import in two files).
    @Test func leavesAppleOnlyModulesAlone() {
        assertLeavesAlone(rule, ["import AppKit\nfunc warn() { fputs(\"x\", stderr) }\n"])
        let module = runEngine([rule], [("App.swift", "import SwiftUI\nstruct V {}\n"), ("Log.swift", "import Foundation\nfunc warn() { fputs(\"x\", stderr) }\n")],
                               modules: ["App", "App"])
        #expect(module.changes.isEmpty)
        // Under `#if canImport(UIKit)` the file may still be built on Linux.
        let guarded = runEngine([rule], [("Log.swift", "#if canImport(UIKit)\nimport UIKit\n#endif\nimport Foundation\nfunc warn() { fputs(\"x\", stderr) }\n")])
        #expect(guarded.changes.count == 1)
    }

    @Test func saysWhenTheManifestIsOlderThanSwift56() {
        var old = SwiftSettings(languageMode: 5)
        old.toolsVersion = "5.2"
        let result = runEngine([rule], [("A.swift", "import Foundation\nfunc f() { fputs(\"x\", stderr) }\n")], settings: old)
        #expect(result.changes.first?.change.reason.contains("swift-tools-version 5.2") == true)
    }
}
