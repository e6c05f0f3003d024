import ActorfixTestSupport
import Foundation
import Testing

/// `.actorfix.json` applies to every command, and what it excludes is never opened.
@Suite("config file")
struct ConfigTests {
    @Test func excludedFilesAreNeverOpened() throws {
        let config = #"{ "exclude": ["Generated", "*.pb.swift"] }"#
        let dir = try CLI.folder([".actorfix.json": Array(config.utf8), "A.swift": Array("var a = 1\n".utf8),
                                  "Generated/Bad.swift": [0xFF, 0xFE, 0x00], "Sources/Model.pb.swift": [0xC3, 0x28],
                                  "Sources/Kept.swift": Array("var k = 1\n".utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let check = try CLI.run(["check", "."], in: dir)
        #expect(check.status == 1, "\(check.stderr)")
        #expect(check.stdout.contains("2 files scanned"))
        #expect(!check.stderr.contains("Bad.swift") && !check.stderr.contains("Model.pb.swift"))
        // Named on the command line (as a pre-commit hook does), an excluded file stays excluded.
        let named = try CLI.run(["check", "Generated/Bad.swift", "Sources/Model.pb.swift", "A.swift"], in: dir)
        #expect(named.status == 1, "\(named.stderr)")
        #expect(named.stdout.contains("1 file scanned"))
    }

    /// The project's config applies wherever actorfix runs from: the top, a subfolder, or outside
    /// the project; its `exclude` patterns and `sdkKnowledge` files are relative to its folder.
    @Test func theProjectsConfigAppliesFromAnyFolder() throws {
        let knowledge = #"{ "format": 1, "module": "InHouseKit", "types": [ { "name": "InHouseScreen", "kind": "class", "isolation": "MainActor" } ] }"#
        let config = #"{ "exclude": ["Generated", "App/Legacy"], "sdkKnowledge": ["Tools/InHouseKit.json"], "swiftVersion": 6 }"#
        let project = try CLI.folder([".actorfix.json": Array(config.utf8), "Tools/InHouseKit.json": Array(knowledge.utf8),
                                      "App/Presenter.swift": Array("import InHouseKit\n\nfinal class Presenter {\n    let screen = InHouseScreen()\n}\n".utf8),
                                      "App/Legacy/Old.swift": [0xFF], "Generated/G.swift": [0xFF]])
        let elsewhere = try CLI.folder([:])
        defer { try? FileManager.default.removeItem(at: project); try? FileManager.default.removeItem(at: elsewhere) }
        let expected = "[infer-main-actor] safe  mark Presenter @MainActor: the default value of 'screen' uses InHouseScreen"
        for (folder, path) in [(project, "."), (project.appendingPathComponent("App"), "."), (elsewhere, project.path)] {
            let check = try CLI.run(["check", path], in: folder)
            #expect(check.status == 1, "\(folder.path) \(path): \(check.stderr)")
            #expect(check.stdout.contains(expected) && check.stdout.contains("1 file scanned"), "\(folder.path) \(path): \(check.stdout)")
            #expect(!check.stderr.contains("Old.swift") && !check.stderr.contains("G.swift"))
        }
        let named = try CLI.run(["check", "Legacy/Old.swift"], in: project.appendingPathComponent("App"))
        #expect(named.status == 0 && named.stdout.contains("0 files scanned"), "\(named.stdout)\(named.stderr)")
        let settings = try CLI.run(["settings", project.path], in: elsewhere)
        #expect(settings.stdout.contains("language mode:      Swift 6") && settings.stdout.contains("(1 file)"), "\(settings.stdout)")
    }

    @Test func settingsUsesTheConfigFile() throws {
        let config = #"{ "xcode": "15", "swiftVersion": 6, "exclude": ["Legacy"] }"#
        let dir = try CLI.folder([".actorfix.json": Array(config.utf8), "App/A.swift": Array("let a = 1\n".utf8),
                                  "App/Legacy/B.swift": Array("let b = 1\n".utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let settings = try CLI.run(["settings", "."], in: dir)
        #expect(settings.status == 0, "\(settings.stderr)")
        #expect(settings.stdout.contains("SDK:                Xcode 15"), "\(settings.stdout)")
        #expect(settings.stdout.contains("language mode:      Swift 6"))
        #expect(settings.stdout.contains("(1 file)"))
        // Each setting names where it was read: the config file, not a flag nobody passed.
        #expect(settings.stdout.contains("sdk = Xcode 15  ← .actorfix.json xcode"), "\(settings.stdout)")
        #expect(settings.stdout.contains("languageMode = 6  ← .actorfix.json swiftVersion"))
        #expect(!settings.stdout.contains("command line"))
        let missing = try CLI.run(["settings", "Missing"], in: dir)
        #expect(missing.status == 2 && missing.stderr.contains("Missing: no such file or folder"))
        // The command line still wins.
        let flagged = try CLI.run(["settings", "--xcode", "26", "."], in: dir).stdout
        #expect(flagged.contains("SDK:                Xcode 26") && flagged.contains("sdk = Xcode 26  ← command line --xcode"), "\(flagged)")
        try Data(#"{ "xcod": "15" }"#.utf8).write(to: dir.appendingPathComponent(".actorfix.json"))
        let typo = try CLI.run(["settings", "."], in: dir)
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("unknown key 'xcod'; did you mean 'xcode'?"))
    }
}
