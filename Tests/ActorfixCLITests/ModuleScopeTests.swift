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
}
