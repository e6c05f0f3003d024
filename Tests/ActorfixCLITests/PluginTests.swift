import ActorfixTestSupport
import Foundation
import Testing

/// The SwiftPM command plugins, used from another package as a user would.
@Suite("SwiftPM plugin", .serialized)
struct PluginTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func swiftPackage(_ arguments: [String], in dir: URL) throws -> CLIResult {
        try Subprocess.run("swift", ["package"] + arguments, in: dir)
    }

    @Test func checkDiffAndFixOnAPackagesTargets() throws {
        let manifest = """
            // swift-tools-version:6.1
            import PackageDescription
            let package = Package(
                name: "Sample",
                dependencies: [.package(path: "\(PluginTests.root.path)")],
                targets: [.target(name: "Sample", swiftSettings: [.swiftLanguageMode(.v5)])]
            )
            """
        let source = "var greeting = \"hello\"\nfunc greet() -> String { greeting }\n"
        let dir = try CLI.folder(["Package.swift": Array(manifest.utf8), "Sources/Sample/Sample.swift": Array(source.utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        // `fix` writes only under version control, as a user's package is.
        for args in [["init", "-q"], ["add", "-A"], ["-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-q", "-m", "init"]] {
            #expect(try Subprocess.run("git", args, in: dir).status == 0)
        }

        let check = try swiftPackage(["actorfix", "check"], in: dir)
        #expect(check.status != 0, "changes are proposed, so the command fails")
        #expect(check.stdout.contains("[global-mutable-state] safe  make 'greeting' a let"), "\(check.stdout)\n\(check.stderr)")
        #expect(!check.stderr.contains("wants permission"), "check must not ask for write permission")

        let diff = try swiftPackage(["actorfix", "diff", "--format", "patch"], in: dir)
        #expect(diff.stdout.contains("+let greeting = \"hello\""))

        let unpermitted = try swiftPackage(["actorfix-fix"], in: dir)
        #expect(unpermitted.status != 0)
        #expect(unpermitted.stderr.contains("permission"))
        #expect(try String(contentsOf: dir.appendingPathComponent("Sources/Sample/Sample.swift"), encoding: .utf8) == source)

        let fix = try swiftPackage(["--allow-writing-to-package-directory", "actorfix-fix"], in: dir)
        #expect(fix.status == 0, "\(fix.stderr)")
        #expect(try String(contentsOf: dir.appendingPathComponent("Sources/Sample/Sample.swift"), encoding: .utf8)
                == "let greeting = \"hello\"\nfunc greet() -> String { greeting }\n")
    }
}
