import ActorfixTestSupport
import Foundation
import Testing

/// The answer for a file does not depend on how actorfix is pointed at it: a folder, the current
/// folder, or stdin all index the whole project and report only what was given.
@Suite("project root")
struct ProjectScopeTests {
    static let demo = InstallTests.root.appendingPathComponent("Corpus/DemoApp")

    /// The demo app as a package: the model that makes the view need @MainActor is in another folder.
    func package() throws -> URL {
        var files: [String: [UInt8]] = ["Package.swift": Array("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.target(name: \"App\")])\n".utf8)]
        for path in ["Models/CounterModel.swift", "Models/SettingsStore.swift", "Support/Globals.swift", "Views/ContentView.swift"] {
            files["Sources/App/" + path] = Array(try Data(contentsOf: ProjectScopeTests.demo.appendingPathComponent(path)))
        }
        return try CLI.folder(files)
    }

    @Test func aFolderTheCurrentFolderAndStdinGiveTheSameFindings() throws {
        let dir = try package()
        defer { try? FileManager.default.removeItem(at: dir) }
        let views = dir.appendingPathComponent("Sources/App/Views")
        let expected = "[state-main-actor-model] safe  mark ContentView @MainActor"
        let folder = try CLI.run(["check", "--xcode", "15", "Sources/App/Views"], in: dir)
        #expect(folder.stdout.contains("Sources/App/Views/ContentView.swift\n  3:1  \(expected)"), "\(folder.stdout)")
        #expect(folder.stdout.contains("1 file scanned"))
        #expect(!folder.stdout.contains("Globals.swift") && !folder.stdout.contains("SettingsStore.swift"))
        let here = try CLI.run(["check", "--xcode", "15", "."], in: views)
        #expect(here.stdout.contains("ContentView.swift\n  3:1  \(expected)"), "\(here.stdout)")
        let source = try Data(contentsOf: views.appendingPathComponent("ContentView.swift"))
        let stdin = try CLI.run(["check", "--xcode", "15", "-", "--stdin-path", "Sources/App/Views/ContentView.swift"], in: dir, stdin: source)
        #expect(stdin.stdout.contains("Sources/App/Views/ContentView.swift\n  3:1  \(expected)"), "\(stdin.stdout)")
        let fixed = try CLI.run(["fix", "--xcode", "15", "-", "--stdin-path", "Sources/App/Views/ContentView.swift"], in: dir, stdin: source)
        #expect(fixed.stdout.contains("@MainActor\nstruct ContentView: View {"))
        let wrong = try CLI.run(["check", "--stdin-path", "A.swift", "Sources"], in: dir)
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("--stdin-path"))
    }

    /// Paths in two projects (`actorfix check App Lib`): each one's targets are read, so the
    /// answer for a file does not depend on which path comes first. Found by a helper on
    /// essential-feed-case-study (two Xcode projects), where the second path's files were
    /// taken as in no target and only reported.
    @Test func pathsInTwoProjectsReadBothProjects() throws {
        let manifest = "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"%@\")])\n"
        let dir = try CLI.folder([
            "App/Package.swift": Array(manifest.replacingOccurrences(of: "%@", with: "App").utf8),
            "App/Sources/App/AppModel.swift": Array("var appCounter = 0\nfunc bumpApp() { Task.detached { appCounter += 1 } }\n".utf8),
            "Lib/Package.swift": Array(manifest.replacingOccurrences(of: "%@", with: "Lib").utf8),
            "Lib/Sources/Lib/LibModel.swift": Array("var libCounter = 0\nfunc bumpLib() { Task.detached { libCounter += 1 } }\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        for order in [["App", "Lib"], ["Lib", "App"]] {
            let check = try CLI.run(["check"] + order, in: dir)
            #expect(!check.stdout.contains("no target compiles this file"), "\(order): \(check.stdout)")
            #expect(check.stdout.contains("2 changes in 2 files"), "\(order): \(check.stdout)")
        }
    }

    @Test func fixChangesOnlyThePathsGiven() throws {
        let dir = try package()
        defer { try? FileManager.default.removeItem(at: dir) }
        let globals = try CLI.read(dir, "Sources/App/Support/Globals.swift")
        let fix = try CLI.run(["fix", "--allow-no-vcs", "--xcode", "15", "Sources/App/Views"], in: dir)
        #expect(fix.status == 0, "\(fix.stderr)")
        #expect(try CLI.read(dir, "Sources/App/Views/ContentView.swift").contains("@MainActor\nstruct ContentView"))
        #expect(try CLI.read(dir, "Sources/App/Support/Globals.swift") == globals)
    }

    /// `review` of a folder asks only about it and writes only it, however much the rest of the
    /// project would change.
    @Test func reviewOfAFolderAsksAndWritesOnlyIt() throws {
        let dir = try package()
        defer { try? FileManager.default.removeItem(at: dir) }
        for i in 1...15 { try Data("var global\(i) = 1\n".utf8).write(to: dir.appendingPathComponent("Sources/App/Support/G\(i).swift")) }
        let before = try (1...15).map { try CLI.read(dir, "Sources/App/Support/G\($0).swift") }
        let review = try CLI.run(["review", "--allow-no-vcs", "--xcode", "15", "--color", "never", "Sources/App/Views"], in: dir, stdin: Data("y\ny\n".utf8))
        #expect(review.status == 0, "\(review.stderr)")
        #expect(review.stdout.contains("applied 2, skipped 0"), "\(review.stdout)")
        #expect(review.stderr.contains("change 1 of 2, file 1 of 1"))
        #expect(try CLI.read(dir, "Sources/App/Views/ContentView.swift").contains("@MainActor\nstruct ContentView"))
        #expect(try (1...15).map { try CLI.read(dir, "Sources/App/Support/G\($0).swift") } == before)
        #expect(try CLI.run(["check", "--xcode", "15", "Sources/App/Views"], in: dir).status == 0)
    }
}
