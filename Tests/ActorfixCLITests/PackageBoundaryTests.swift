import ActorfixTestSupport
import Foundation
import Testing

/// What a Swift 5-era package's layout asks of `fix` (issue 18): the manifest is never edited,
/// files no target compiles are reported but left alone, and a change that needs a newer
/// compiler than the declared tools version says so.
@Suite("actorfix on a package's boundaries")
struct PackageBoundaryTests {
    static let manifest = """
        // swift-tools-version:5.5
        import PackageDescription

        var targets: [Target] = [.target(name: "Lib"), .testTarget(name: "LibTests", dependencies: ["Lib"])]
        let package = Package(name: "Lib", targets: targets)

        """
    static let counter = "public final class Counter {\n    static var total = 0\n    public func bump() { Counter.total += 1 }\n}\n"
    static let linuxMain = "import XCTest\n\nvar tests = [XCTestCaseEntry]()\nfunc register() { tests.append(contentsOf: []) }\n"

    func package() throws -> URL {
        try CLI.folder([
            "Package.swift": Array(PackageBoundaryTests.manifest.utf8),
            "Sources/Lib/Counter.swift": Array(PackageBoundaryTests.counter.utf8),
            "Tests/LinuxMain.swift": Array(PackageBoundaryTests.linuxMain.utf8),
        ])
    }

    @Test func fixLeavesTheManifestAndUntargetedFilesAlone() throws {
        let dir = try package()
        defer { try? FileManager.default.removeItem(at: dir) }
        let check = try CLI.run(["check", "--color", "never", "."], in: dir)
        #expect(check.stdout.contains("not edited, no target compiles this file"), "\(check.stdout)")
        #expect(!check.stdout.contains("Package.swift"), "\(check.stdout)")
        let fix = try CLI.run(["fix", "--allow-no-vcs", "--quiet", "."], in: dir)
        #expect(fix.status == 0, "\(fix.stderr)")
        func read(_ path: String) throws -> String { try String(contentsOf: dir.appendingPathComponent(path), encoding: .utf8) }
        #expect(try read("Package.swift") == PackageBoundaryTests.manifest)
        #expect(try read("Tests/LinuxMain.swift") == PackageBoundaryTests.linuxMain)
        #expect(try read("Sources/Lib/Counter.swift").contains("nonisolated(unsafe) static var total"))
        // Named on its own, an untargeted file is edited: the user asked for it.
        let named = try CLI.run(["fix", "--allow-no-vcs", "--quiet", "Tests/LinuxMain.swift"], in: dir)
        #expect(named.status == 0, "\(named.stderr)")
        #expect(try read("Tests/LinuxMain.swift").contains("nonisolated(unsafe) var tests"))
    }

    @Test func theVersionSpecificManifestDecidesTheTargets() throws {
        // swift-argument-parser 1.2.3 declares its tools only in Package@swift-5.6.swift.
        let versioned = "// swift-tools-version:5.6\nimport PackageDescription\nlet package = Package(name: \"Lib\", targets: [\n    .target(name: \"Lib\"),\n    .executableTarget(name: \"tool\", path: \"Tools/tool\"),\n])\n"
        let dir = try CLI.folder([
            "Package.swift": Array(PackageBoundaryTests.manifest.utf8),
            "Package@swift-5.6.swift": Array(versioned.utf8),
            "Tools/tool/Counter.swift": Array(PackageBoundaryTests.counter.utf8),
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let fix = try CLI.run(["fix", "--allow-no-vcs", "--quiet", "."], in: dir)
        #expect(fix.status == 0, "\(fix.stderr)")
        #expect(try String(contentsOf: dir.appendingPathComponent("Tools/tool/Counter.swift"), encoding: .utf8).contains("nonisolated(unsafe) static var total"))
        #expect(try String(contentsOf: dir.appendingPathComponent("Package@swift-5.6.swift"), encoding: .utf8) == versioned)
    }

    @Test func saysWhenAChangeNeedsANewerCompilerThanDeclared() throws {
        let dir = try package()
        defer { try? FileManager.default.removeItem(at: dir) }
        let check = try CLI.run(["check", "--color", "never", "Sources"], in: dir)
        #expect(check.stdout.contains("needs Swift 5.10"), "\(check.stdout)")
        let settings = try CLI.run(["settings", "."], in: dir)
        #expect(settings.stdout.contains("tools version:      5.5 (older than 5.10"), "\(settings.stdout)")
        #expect(settings.stdout.contains("not edited:"), "\(settings.stdout)")
    }
}
