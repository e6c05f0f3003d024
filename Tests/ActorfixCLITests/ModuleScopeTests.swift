import ActorfixTestSupport
import Foundation
import Testing

/// A type name that two modules of the project declare is resolved within the module asking:
/// an app's macOS and iOS targets each with their own `AppDelegate`, two packages' `Store`.
@Suite("actorfix: one type name in two modules")
struct ModuleScopeTests {
    static let manifest = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Two\", targets: [.target(name: \"A\"), .target(name: \"B\")])\n"

    @Test func anExtensionExtendsItsOwnModulesType() throws {
        // B's extension writes B's `count`; it once attached to A's `Store` (declared first), so
        // the write was not seen as one to B's and `count` was proposed as a `let`.
        let dir = try CLI.repo([
            "Package.swift": ModuleScopeTests.manifest,
            "Sources/A/Store.swift": "public final class Store {\n    public static let shared = Store()\n    public init() {}\n}\n",
            "Sources/B/Store.swift": "enum Store {\n    static var count = 0\n}\n",
            "Sources/B/Store+Bump.swift": "extension Store {\n    static func bump() -> Int {\n        count += 1\n        return count\n    }\n}\n",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let check = try CLI.run(["check", "--rules", "global-mutable-state", "."], in: dir)
        #expect(!check.stdout.contains("make 'count' a let"), "\(check.stdout)")
        #expect(check.stdout.contains("opt 'count' out of isolation checking with nonisolated(unsafe) (review: it is written from code that is not on the main actor (first at Store+Bump.swift:3))"), "\(check.stdout)")
    }

    /// swift-nio's `PromiseCreationStore` deinit calls the standard library's `precondition`, not
    /// the one SwiftSyntax declares in another module it does not import: under default main-actor
    /// isolation the deinit was made isolated "for" SwiftSyntax's main-actor function.
    @Test func aGlobalFunctionOfAModuleNotImportedIsNotCalled() throws {
        let dir = try CLI.repo([
            "Package.swift": ModuleScopeTests.manifest,
            "Sources/A/Assert.swift": "public func precondition(_ condition: Bool, _ message: String = \"\") {\n    if !condition { print(message) }\n}\n",
            "Sources/B/Store.swift": "final class Store {\n    var pending: [Int] = []\n\n    deinit {\n        precondition(pending.isEmpty, \"freed with pending work\")\n    }\n}\n",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let check = try CLI.run(["check", "--to", "swift6.2", "--xcode", "26", "--rules", "isolated-deinit,infer-main-actor", "."], in: dir)
        #expect(!check.stdout.contains("make the deinit of Store isolated"), "\(check.stdout)")
        // Importing the module makes its function the one called.
        try "import A\n\n".appending(String(contentsOf: dir.appendingPathComponent("Sources/B/Store.swift"), encoding: .utf8))
            .write(to: dir.appendingPathComponent("Sources/B/Store.swift"), atomically: true, encoding: .utf8)
        let imported = try CLI.run(["check", "--to", "swift6.2", "--xcode", "26", "--rules", "isolated-deinit", "."], in: dir)
        #expect(imported.stdout.contains("make the deinit of Store isolated: it uses precondition"), "\(imported.stdout)")
    }

    @Test func usesResolveToTheirOwnModulesType() throws {
        // A's `Screen` is main-actor; B's is not, and B's `draw()` constructs B's.
        let dir = try CLI.repo([
            "Package.swift": ModuleScopeTests.manifest,
            "Sources/A/Screen.swift": "@MainActor public final class Screen {\n    public init() {}\n}\n",
            "Sources/B/Screen.swift": "final class Screen {\n    var scale = 1.0\n}\n",
            "Sources/B/Screen+Render.swift": "extension Screen {\n    func render() -> Double { scale * 2 }\n}\n",
            "Sources/B/Use.swift": "func draw() -> Double {\n    Screen().render()\n}\n",
            "Sources/A/Use.swift": "func show() -> Screen {\n    Screen()\n}\n",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let check = try CLI.run(["check", "--rules", "infer-main-actor", "."], in: dir)
        #expect(!check.stdout.contains("mark 'draw' @MainActor"), "\(check.stdout)")
        // A's own use of its main-actor type is still seen.
        #expect(check.stdout.contains("mark 'show' @MainActor: it uses Screen, which is main-actor isolated"), "\(check.stdout)")
    }

    /// NetNewsWire's `Account.accountID`: a Sendable `let` of a main-actor class is readable from
    /// anywhere in its module (SE-0434) but not from another module's nonisolated code; people made
    /// it `nonisolated public let`. Readers that are main-actor or `await` need nothing, nor do
    /// readers in the same module. Both modules are compiled with swiftc before and after.
    @Test func aConstantReadByAnotherModuleOffTheMainActorBecomesNonisolated() throws {
        let manifest = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Two\", targets: [.target(name: \"A\"), .target(name: \"B\", dependencies: [\"A\"])])\n"
        let account = "@MainActor public final class Account {\n    public let accountID: String\n    public let folderID: String\n    public let title: String\n    public var name = \"\"\n    public init(accountID: String) {\n        self.accountID = accountID\n        folderID = accountID\n        title = accountID\n    }\n}\n\nfunc key(of account: Account) -> String { account.title }\n"
        let use = "import A\n\nfunc key(of account: Account) -> String {\n    account.accountID\n}\n\n@MainActor func folder(of account: Account) -> String {\n    account.folderID\n}\n\nfunc title(of account: Account) async -> String {\n    await account.title\n}\n"
        let dir = try CLI.repo(["Package.swift": manifest, "Sources/A/Account.swift": account, "Sources/B/Use.swift": use])
        defer { try? FileManager.default.removeItem(at: dir) }
        func compileErrors() throws -> [String] {
            let modules = dir.appendingPathComponent("modules")
            try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
            let a = try Subprocess.run("swiftc", ["-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "A",
                                                 "-emit-module-path", modules.appendingPathComponent("A.swiftmodule").path, "Sources/A/Account.swift"], in: dir)
            #expect(a.status == 0, "\(a.stderr)")
            let b = try Subprocess.run("swiftc", ["-typecheck", "-parse-as-library", "-swift-version", "6", "-I", modules.path, "Sources/B/Use.swift"], in: dir)
            return (b.stdout + b.stderr).split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
        }
        #expect(try compileErrors().map { $0.contains("main actor-isolated property 'accountID' can not be referenced from a nonisolated context") } == [true])
        let fix = try CLI.run(["fix", "--rules", "infer-main-actor", "."], in: dir)
        #expect(fix.status == 0, "\(fix.stdout)\(fix.stderr)")
        #expect(try CLI.read(dir, "Sources/A/Account.swift") == account.replacingOccurrences(of: "public let accountID", with: "public nonisolated let accountID"))
        #expect(try CLI.read(dir, "Sources/B/Use.swift") == use)
        #expect(try compileErrors().isEmpty)
    }

    /// An internal global is invisible to other modules: B's `launchCount` is B's own, so A's is
    /// used only from main-actor code and becomes `@MainActor` (it was opted out with
    /// `nonisolated(unsafe)` because of B's nonisolated use).
    @Test func anInternalGlobalIsUsedOnlyInItsModule() throws {
        let dir = try CLI.repo([
            "Package.swift": ModuleScopeTests.manifest,
            "Sources/A/Launch.swift": "var launchCount = 0\n\n@MainActor func launch() {\n    launchCount += 1\n}\n",
            "Sources/B/Report.swift": "let launchCount = 3\n\nfunc report() -> Int {\n    launchCount\n}\n",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let check = try CLI.run(["check", "--rules", "global-mutable-state", "Sources/A"], in: dir)
        #expect(check.stdout.contains("isolate 'launchCount' to the main actor: every use is on the main actor"), "\(check.stdout)")
    }
}
