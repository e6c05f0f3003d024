import Foundation
import Testing

@Suite("actorfix syntax")
struct SyntaxCommandTests {
    @Test func verifyReportsCleanFilesAndSkipsBuildFolders() throws {
        let dir = try CLI.folder([
            "App/View.swift": Array("struct V: View {\r\n\tvar body: some View { Text(\"\\(x)\") }\r\n}\r\n".utf8),
            "App/Raw.swift": Array("let r = #\"a\\#(b)\"# + /x+/.description".utf8),
            ".build/Gen.swift": [0xFF, 0xFE],
            "Pods/P.swift": [0xFF],
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLI.run(["syntax", "--verify", dir.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("2 files"))
        #expect(result.stdout.contains("0 differ"))
    }

    @Test func nonUTF8FileIsNamedAndSkipped() throws {
        let dir = try CLI.folder(["Good.swift": Array("let a = 1\n".utf8), "Bad.swift": [0x6C, 0x65, 0x74, 0xE9, 0x0A]])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLI.run(["syntax", "--verify", dir.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Bad.swift"))
        #expect(result.stderr.contains("not valid UTF-8"))
        #expect(result.stdout.contains("1 skipped"))
    }

    @Test func treeShowsNodesWithRanges() throws {
        let dir = try CLI.folder(["A.swift": Array("struct A { let x = 1 }\n".utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLI.run(["syntax", "--tree", dir.appendingPathComponent("A.swift").path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("structDecl 1:1-1:23 name=A"))
        #expect(result.stdout.contains("patternBinding 1:16-1:21 name=x"))
        #expect(result.stdout.contains("integerLiteral \"1\" 1:20"))
    }

    @Test func unknownFlagSuggestsTheRightOne() throws {
        let result = try CLI.run(["syntax", "--verfy", "."])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown option '--verfy'; did you mean '--verify'?"))
        let command = try CLI.run(["syntx"])
        #expect(command.status == 2)
        #expect(command.stderr.contains("did you mean 'syntax'?"))
    }

    @Test func missingPathIsAnError() throws {
        let result = try CLI.run(["syntax", "--verify", "/nonexistent/actorfix"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("/nonexistent/actorfix: no such file or folder"))
    }
}

@Suite("actorfix settings")
struct SettingsCommandTests {
    @Test func printsGroupsAndWhereEachSettingCameFrom() throws {
        let manifest = "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"Core\", swiftSettings: [.defaultIsolation(MainActor.self)])])\n"
        let dir = try CLI.folder(["Package.swift": Array(manifest.utf8), "Sources/Core/A.swift": Array("let a = 1\n".utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLI.run(["settings", "--xcode", "16", "."], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Core (1 file)"))
        #expect(result.stdout.contains("language mode:      Swift 6"))
        #expect(result.stdout.contains("default isolation:  MainActor"))
        #expect(result.stdout.contains("SDK:                Xcode 16"))
        #expect(result.stdout.contains("defaultIsolation = MainActor  ← Package.swift:3 target 'Core': .defaultIsolation(MainActor.self)"))
        #expect(result.stdout.contains("← command line --xcode"))
    }
}
