import ActorfixTestSupport
import Foundation
import Testing

/// Callbacks into main-actor code and isolated deinits, through the built binary.
@Suite("actorfix callbacks and deinit")
struct CallbackCommandTests {
    static let viewer = """
        import QuickLook

        @MainActor
        final class Viewer: NSObject, QLPreviewControllerDelegate {
            func previewControllerDidDismiss(_ controller: QLPreviewController) {
                reload()
            }

            func reload() {}
        }

        """

    @Test func theSDKGenerationDecidesTheDelegateFix() throws {
        let dir = try CLI.folder(["Viewer.swift": Array(CallbackCommandTests.viewer.utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let patch = try CLI.run(["diff", "--format", "patch", "--rules", "main-actor-callbacks", "--xcode", "16", "."], in: dir)
        #expect(patch.status == 1, "\(patch.stdout) \(patch.stderr)")
        #expect(patch.stdout.contains("+    nonisolated func previewControllerDidDismiss(_ controller: QLPreviewController) {"))
        #expect(patch.stdout.contains("+        MainActor.assumeIsolated {\n+            reload()\n+        }"))
        // A data source conformance is @MainActor in the Xcode 26 SDK: nothing to do there.
        let source = CallbackCommandTests.viewer.replacingOccurrences(of: "QLPreviewControllerDelegate", with: "QLPreviewControllerDataSource")
            .replacingOccurrences(of: "func previewControllerDidDismiss(_ controller: QLPreviewController) {", with: "func numberOfPreviewItems(in controller: QLPreviewController) -> Int {\n        1\n    }\n    func unused() {")
        try Data(source.utf8).write(to: dir.appendingPathComponent("Viewer.swift"))
        let modern = try CLI.run(["check", "--rules", "main-actor-callbacks", "--xcode", "26", "."], in: dir)
        #expect(modern.status == 0, "\(modern.stdout)")
        let older = try CLI.run(["check", "--rules", "main-actor-callbacks", "--xcode", "16", "."], in: dir)
        #expect(older.status == 1, "\(older.stdout)")
        #expect(older.stdout.contains("nonisolated"))
    }

    @Test func deinitIsIsolatedOnlyWhereSwift62Is() throws {
        let source = "@MainActor\nfinal class Player {\n    deinit {\n        stop()\n    }\n\n    func stop() {}\n}\n"
        let dir = try CLI.folder(["Player.swift": Array(source.utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let modern = try CLI.run(["diff", "--format", "patch", "--rules", "isolated-deinit", "--xcode", "26", "."], in: dir)
        #expect(modern.stdout.contains("+    isolated deinit {"), "\(modern.stdout)")
        let older = try CLI.run(["check", "--rules", "isolated-deinit", "--xcode", "16", "."], in: dir)
        #expect(older.stdout.contains("advisory") && older.stdout.contains("deinit of Player uses 'stop'"), "\(older.stdout)")
        let explain = try CLI.run(["explain", "isolated-deinit"], in: dir)
        #expect(explain.status == 0)
        #expect(explain.stdout.contains("SE-0371") && explain.stdout.contains("0371-isolated-synchronous-deinit.md"), "\(explain.stdout)")
    }
}
