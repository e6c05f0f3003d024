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

    @Test func preconcurrencyImportOnlyWhereTheOriginIsCertain() throws {
        let credentials = "import Foundation\nimport LegacyKit\n\nstruct Credentials: Sendable {\n    let session: Session\n    let range: NSRange\n}\n"
        let dir = try CLI.folder([
            "App/Credentials.swift": Array(credentials.utf8),
            // A module of the project (a local package's target) is never a candidate.
            "App/Profile.swift": Array("import Models\n\nstruct Profile: Sendable {\n    let avatar: Avatar\n}\n".utf8),
            "Packages/Models/Sources/Models/Placeholder.swift": Array("enum Placeholder {}\n".utf8),
            // An Apple framework actorfix has no facts about: only a report.
            "App/Monitor.swift": Array("import Network\n\nstruct Link: Sendable {\n    let kind: InterfaceType\n}\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let patch = try CLI.run(["diff", "--format", "patch", "--rules", "preconcurrency-import", "."], in: dir)
        #expect(patch.stdout.contains("+@preconcurrency import LegacyKit"), "\(patch.stdout)")
        #expect(!patch.stdout.contains("import Models") && !patch.stdout.contains("+@preconcurrency import Network"), "\(patch.stdout)")
        let check = try CLI.run(["check", "--rules", "preconcurrency-import", "."], in: dir)
        #expect(check.stdout.contains("'Link.kind' stores 'InterfaceType'") && check.stdout.contains("advisory"), "\(check.stdout)")
        #expect(!check.stdout.contains("Profile"), "\(check.stdout)")
    }

    @Test func aThirdPartyDelegateFromSDKImportGetsTheSameFixes() throws {
        // A binary framework's interface: an @objc delegate with two callbacks.
        let interface = """
            // swift-module-flags: -target arm64-apple-ios17 -module-name GiphyUISDK
            import Foundation
            @objc public protocol GiphyDelegate : ObjectiveC.NSObjectProtocol {
              @objc func didSelectMedia(giphyViewController: GiphyUISDK.GiphyViewController, media: GiphyUISDK.GPHMedia)
              @objc optional func didDismiss(controller: GiphyUISDK.GiphyViewController?)
            }
            """
        let picker = """
            import GiphyUISDK

            @MainActor
            final class StickerPicker: NSObject, GiphyDelegate {
                var isOpen = true

                func didDismiss(controller: GiphyViewController?) {
                    close()
                }

                func close() {
                    isOpen = false
                }
            }

            """
        let dir = try CLI.folder(["GiphyUISDK.swiftinterface": Array(interface.utf8), "App/StickerPicker.swift": Array(picker.utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        // Unknown protocol: nothing to say.
        let before = try CLI.run(["check", "--rules", "main-actor-callbacks", "App"], in: dir)
        #expect(before.status == 0, "\(before.stdout)")
        let imported = try CLI.run(["sdk", "import", "GiphyUISDK.swiftinterface", "-o", "Giphy.json"], in: dir)
        #expect(imported.status == 0, "\(imported.stderr)")
        let knowledge = try CLI.read(dir, "Giphy.json")
        #expect(knowledge.contains("\"requirements\"") && knowledge.contains("didDismiss") && knowledge.contains("\"objcProtocol\" : true"), "\(knowledge)")
        // No documented thread: a Task hop, marked review, whose reason says the work runs later.
        let patch = try CLI.run(["diff", "--format", "patch", "--rules", "main-actor-callbacks", "--sdk-knowledge", "Giphy.json", "App"], in: dir)
        #expect(patch.stdout.contains("+    nonisolated func didDismiss(controller: GiphyViewController?) {\n+        Task { @MainActor in\n+            close()\n+        }"), "\(patch.stdout)")
        let check = try CLI.run(["check", "--rules", "main-actor-callbacks", "--sdk-knowledge", "Giphy.json", "--format", "json", "App"], in: dir)
        #expect(check.stdout.contains("runs later") && check.stdout.contains("\"review\""), "\(check.stdout)")
    }
}

