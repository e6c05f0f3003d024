import ActorfixTestSupport
import Foundation
import Testing

/// A public `static var` of a framework target in an app's Xcode project: the project's other
/// targets are every client that can import it, so when none assigns it, it becomes a `let` (what
/// penn-mobile-ios's people wrote for 38 colours of their `PennMobileShared` framework). Published
/// as a pod or a package, the same framework keeps its `var`s: clients may assign them.
@Suite("app project clients")
struct AppProjectClientsTests {
    static let pbxproj = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objects = {
                AA0001 /* Project */ = { isa = PBXProject; buildConfigurationList = AA0100; mainGroup = AA0200; targets = (AA0300, AA0400); };
                AA0100 = { isa = XCConfigurationList; buildConfigurations = (AA0101); };
                AA0101 /* Debug */ = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SWIFT_VERSION = 5.0; }; };
                AA0200 = { isa = PBXGroup; children = (AA0210, AA0220); sourceTree = "<group>"; };
                AA0210 /* App */ = { isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
                AA0220 /* Shared */ = { isa = PBXFileSystemSynchronizedRootGroup; path = Shared; sourceTree = "<group>"; };
                AA0300 /* App */ = { isa = PBXNativeTarget; name = App; buildConfigurationList = AA0100; buildPhases = (); fileSystemSynchronizedGroups = (AA0210); productType = "com.apple.product-type.application"; };
                AA0400 /* Shared */ = { isa = PBXNativeTarget; name = Shared; buildConfigurationList = AA0100; buildPhases = (); fileSystemSynchronizedGroups = (AA0220); productType = "com.apple.product-type.framework"; };
            };
            rootObject = AA0001;
        }
        """
    static let palette = """
        public struct Palette {
            public static var background = 2
            public static var accent = 1
            public private(set) static var border = 3
        }

        """
    static let main = """
        import Shared

        func configure() {
            Palette.accent = 3
        }

        func shade() -> Int { Palette.background + Palette.accent + Palette.border }

        """

    func project(extra: [String: String] = [:]) throws -> URL {
        var files = ["App.xcodeproj/project.pbxproj": Self.pbxproj, "Shared/Palette.swift": Self.palette, "App/Main.swift": Self.main]
        for (path, text) in extra { files[path] = text }
        return try CLI.folder(files.mapValues { Array($0.utf8) })
    }

    @Test func publicVarsNoTargetAssignsBecomeConstants() throws {
        let dir = try project()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Given the framework's folder alone, the whole project is indexed: the app's write is seen.
        for path in [".", "Shared"] {
            let check = try CLI.run(["check", path], in: dir)
            #expect(check.stdout.contains("make 'background' a let: it is never assigned after initialization (review: it is public, and every target that can import its module is in the run)"), "\(check.stdout)")
            #expect(check.stdout.contains("opt 'accent' out of isolation checking with nonisolated(unsafe) (review: it is written from code that is not on the main actor"), "\(check.stdout)")
            #expect(check.stdout.contains("make 'border' a let"), "\(check.stdout)")
        }
        let before = try compile(dir)
        #expect(before.contains("static property 'background' is not concurrency-safe"), "\(before)")
        let fix = try CLI.run(["fix", "--allow-no-vcs", "."], in: dir)
        #expect(fix.status == 0, "\(fix.stderr)")
        let fixed = try CLI.read(dir, "Shared/Palette.swift")
        #expect(fixed.contains("public static let background = 2"), "\(fixed)")
        #expect(fixed.contains("public nonisolated(unsafe) static var accent = 1"), "\(fixed)")
        let after = try compile(dir)
        #expect(after.isEmpty, "\(after)")
    }

    /// The errors of the framework compiled as its own module and of the app compiled against it.
    func compile(_ dir: URL) throws -> String {
        let out = dir.appendingPathComponent("build-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: out) }
        let module = try Subprocess.run("swiftc", ["-emit-module", "-module-name", "Shared", "-parse-as-library", "-swift-version", "6",
                                                    "-emit-module-path", out.appendingPathComponent("Shared.swiftmodule").path,
                                                    dir.appendingPathComponent("Shared/Palette.swift").path])
        guard module.status == 0 else { return module.stdout + module.stderr }
        let app = try Subprocess.run("swiftc", ["-typecheck", "-parse-as-library", "-swift-version", "6", "-I", out.path,
                                                 dir.appendingPathComponent("App/Main.swift").path])
        return app.status == 0 ? "" : app.stdout + app.stderr
    }

    /// The same project beside a podspec or a manifest: a library, whose clients are elsewhere.
    @Test func aPublishedFrameworkKeepsItsVars() throws {
        for published in ["Shared.podspec", "Package.swift"] {
            let manifest = published == "Package.swift" ? "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Shared\", targets: [.target(name: \"Shared\", path: \"Shared\")])\n" : "Pod::Spec.new do |s|\nend\n"
            let dir = try project(extra: [published: manifest])
            defer { try? FileManager.default.removeItem(at: dir) }
            let check = try CLI.run(["check", "."], in: dir)
            #expect(check.stdout.contains("background' out of isolation checking with nonisolated(unsafe) (review: it is read from code that is not on the main actor"), "\(published): \(check.stdout)")
            #expect(check.stdout.contains("it is public: clients may assign it, so it stays a `var`"), "\(published): \(check.stdout)")
            #expect(!check.stdout.contains("make 'background' a let"), "\(published): \(check.stdout)")
        }
    }
}
