import ActorfixTestSupport
import Foundation
import Testing

/// One file is the whole install: the binary carries the shipped SDK knowledge.
@Suite("install")
struct InstallTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let jsonFolder = root.appendingPathComponent("Sources/ActorfixIndex/Resources/SDK")
    static let embedded = root.appendingPathComponent("Sources/ActorfixIndex/SDK/ShippedSDKKnowledge.swift")

    /// The Swift source that embeds the JSON files: each one a raw string literal.
    static func embeddedSource() throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: jsonFolder.path).filter { $0.hasSuffix(".json") }.sorted()
        var out = """
            // Generated from Resources/SDK/*.json, the files to edit; do not edit by hand. The test
            // `install/shippedKnowledgeMatchesTheJSONFiles` fails when they differ, and with
            // ACTORFIX_UPDATE_SHIPPED_SDK=1 in the environment it rewrites this file.

            /// The shipped SDK knowledge, compiled into the binary so that one file is the whole install.
            enum ShippedSDKKnowledge {
                static let files: [(name: String, json: String)] = [

            """
        for name in names {
            let json = try String(contentsOf: jsonFolder.appendingPathComponent(name), encoding: .utf8)
            #expect(!json.contains("\"#"), "\(name) cannot be a raw string literal")
            out += "        (\"\(name)\", #\"\"\"\n\(json)\n\"\"\"#),\n"
        }
        out += "    ]\n}\n"
        return out
    }

    @Test func shippedKnowledgeMatchesTheJSONFiles() throws {
        let expected = try InstallTests.embeddedSource()
        let actual = try String(contentsOf: InstallTests.embedded, encoding: .utf8)
        if expected != actual && ProcessInfo.processInfo.environment["ACTORFIX_UPDATE_SHIPPED_SDK"] == "1" {
            try Data(expected.utf8).write(to: InstallTests.embedded)
            return
        }
        #expect(expected == actual, "Sources/ActorfixIndex/Resources/SDK changed: run ACTORFIX_UPDATE_SHIPPED_SDK=1 swift test --filter install")
    }

    /// The binary copied alone (no resource bundle beside it) still knows the SDK: the demo app's
    /// `visualEffect` closure is `@Sendable` only by the shipped SwiftUI facts.
    @Test func theBinaryAloneIsTheWholeInstall() throws {
        let dir = try CLI.folder([:])
        defer { try? FileManager.default.removeItem(at: dir) }
        let alone = dir.appendingPathComponent("actorfix")
        try FileManager.default.copyItem(at: CLI.binary, to: alone)
        let arguments = ["check", "--xcode", "15", "--format", "github", "Corpus/DemoApp"]
        let fromBuild = try Subprocess.run(CLI.binary.path, arguments, in: InstallTests.root)
        let copied = try Subprocess.run(alone.path, arguments, in: InstallTests.root)
        #expect(copied.status == 1, "\(copied.stderr)")
        #expect(copied.stdout.contains("[sendable-closure-captures] capture [pulse] in the closure passed to View.visualEffect"))
        #expect(copied.stdout == fromBuild.stdout)
        #expect(try Subprocess.run(alone.path, ["rules"], in: dir).status == 0)
        // A knowledge file that is missing is an error that names it, not a crash.
        let missing = try Subprocess.run(alone.path, ["check", "--sdk-knowledge", "Missing.json", "."], in: dir)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("Missing.json: cannot read the file"))
    }
}
