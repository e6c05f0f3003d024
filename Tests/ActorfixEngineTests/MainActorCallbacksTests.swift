import ActorfixEngine
import ActorfixIndex
import ActorfixRules
import Testing

/// main-actor-callbacks with the shipped SDK knowledge: callback closures, witnesses, SDK facts.
@Suite("main-actor-callbacks")
struct MainActorCallbacksTests {
    func run(_ files: [(String, String)], xcode: SDKGeneration = .xcode16) throws -> EngineResult {
        let settings = SwiftSettings(languageMode: 5, sdk: xcode)
        return Engine(rules: [MainActorCallbacks()], sdk: try SDKKnowledge.bundled(), jobs: 1)
            .run(files.map { InputFile(path: $0.0, bytes: Array($0.1.utf8), settings: settings) })
    }

    func text(_ result: EngineResult, _ i: Int = 0) -> String { String(decoding: result.files[i].final, as: UTF8.self) }

    static let clock = """
        import Foundation

        @MainActor
        final class Clock {
            var ticks = 0
            var timer: Timer?

            func start() {
                timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: REPEATS) { CAPTURE_ in
                    BODY
                }
            }
        }

        """

    func clock(repeats: String = "true", capture: String = "", body: String) -> String {
        MainActorCallbacksTests.clock.replacingOccurrences(of: "REPEATS", with: repeats)
            .replacingOccurrences(of: "CAPTURE", with: capture).replacingOccurrences(of: "BODY", with: body)
    }

    @Test func aWeakSelfTimerBlockIsHoppedToo() throws {
        let result = try run([("Clock.swift", clock(capture: "[weak self] ", body: "self?.ticks += 1"))])
        #expect(text(result).contains("{ [weak self] _ in\n            MainActor.assumeIsolated {\n                self?.ticks += 1\n            }"), "\(text(result))")
        // Already weak: no retain-cycle report.
        #expect(result.advisories.isEmpty, "\(result.advisories.map(\.change.message))")
    }

    @Test func aStrongRepeatingTimerKeptBySelfIsReportedOnlyWhenItRepeats() throws {
        let repeating = try run([("Clock.swift", clock(body: "self.ticks += 1"))])
        #expect(repeating.advisories.count == 1)
        #expect(repeating.advisories.first?.change.message.contains("stays alive until the timer is invalidated") == true)
        #expect(repeating.advisories.first?.change.edits.isEmpty == true)
        let once = try run([("Clock.swift", clock(repeats: "false", body: "self.ticks += 1"))])
        #expect(once.advisories.isEmpty, "\(once.advisories.map(\.change.message))")
        #expect(text(once).contains("MainActor.assumeIsolated {"))
    }

    @Test func anObserverOffTheMainQueueHopsWithATaskUnlessItUsesTheNotification() throws {
        let source = """
            import Foundation

            @MainActor
            final class Inbox {
                var unread = 0
                func observe() {
                    _ = NotificationCenter.default.addObserver(forName: .init("n"), object: nil, queue: nil) { _ in
                        self.unread += 1
                    }
                    _ = NotificationCenter.default.addObserver(forName: .init("m"), object: nil, queue: nil) { note in
                        self.unread = note.hashValue
                    }
                }
            }

            """
        let result = try run([("Inbox.swift", source)])
        #expect(text(result).contains("{ _ in\n            Task { @MainActor in\n                self.unread += 1\n            }"), "\(text(result))")
        #expect(result.changes.allSatisfy { $0.change.safety == .review })
        #expect(text(result).contains("{ note in\n            self.unread = note.hashValue\n        }"))
        #expect(result.advisories.contains { $0.change.message.contains("parameter 'note'") }, "\(result.advisories.map(\.change.message))")
    }

    @Test func aBlockThatAlreadyHopsIsLeftAlone() throws {
        // IceCubesApp: the hop has a capture list (`@MainActor [weak self] in`).
        let source = clock(capture: "[weak self] ", body: "Task { @MainActor [weak self] in\n            self?.ticks += 1\n        }")
        let result = try run([("Clock.swift", source)])
        #expect(result.changes.isEmpty, "\(result.changes.map(\.change.message))")
    }

    @Test func mainQueueDispatchInNonisolatedCodeNeedsNothing() throws {
        let source = """
            import Foundation

            @MainActor
            final class Feed {
                func reload() {}
                nonisolated func later() {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                        self.reload()
                    }
                }
            }

            """
        let result = try run([("Feed.swift", source)])
        #expect(result.changes.isEmpty && result.advisories.isEmpty)
    }

    @Test func witnessesThatNeedNothingElseBecomeNonisolatedWhenTheOthersAreReported() throws {
        let source = """
            import UserNotifications

            @MainActor
            final class AppDelegate: NSObject, UNUserNotificationCenterDelegate {
                func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification, withCompletionHandler completionHandler: @escaping (Int) -> Void) {
                    completionHandler(0)
                }
                func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
                    handle(response)
                    completionHandler()
                }
                func handle(_ response: UNNotificationResponse) {}
            }

            """
        let result = try run([("AppDelegate.swift", source)])
        #expect(text(result).contains("    nonisolated func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent"), "\(text(result))")
        #expect(text(result).contains("    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive"))
        #expect(result.advisories.count == 1, "\(result.advisories.map(\.change.message))")
        #expect(result.advisories.first?.change.message.contains("'userNotificationCenter' uses its parameter 'response'") == true)
    }

    @Test func aWitnessInAnotherFileIsEditedThereAndTheConformanceFileIsLeftAlone() throws {
        let conformance = "import QuickLook\n\n@MainActor\nfinal class Viewer: NSObject, QLPreviewControllerDelegate {\n    func reload() {}\n}\n"
        let witness = "import QuickLook\n\nextension Viewer {\n    func previewControllerDidDismiss(_ controller: QLPreviewController) {\n        reload()\n    }\n}\n"
        let result = try run([("Viewer.swift", conformance), ("Viewer+Preview.swift", witness)])
        #expect(text(result, 0) == conformance)
        #expect(text(result, 1).contains("    nonisolated func previewControllerDidDismiss(_ controller: QLPreviewController) {\n        MainActor.assumeIsolated {"), "\(text(result, 1))")
        // Two callbacks in two files: one @preconcurrency where the conformance is, nothing in the other.
        let second = witness.replacingOccurrences(of: "extension Viewer {", with: "extension Viewer {\n    func previewControllerWillDismiss(_ controller: QLPreviewController) {\n        reload()\n    }")
        let both = try run([("Viewer.swift", conformance), ("Viewer+Preview.swift", second)])
        #expect(text(both, 0).contains("NSObject, @preconcurrency QLPreviewControllerDelegate"), "\(text(both, 0))")
        #expect(text(both, 1) == second)
    }

    @Test func anAsyncWitnessTakingOnlySendableValuesNeedsNothing() throws {
        let source = """
            import UserNotifications

            @MainActor
            final class Router: NSObject, UNUserNotificationCenterDelegate {
                var count = 0
                func userNotificationCenter(_ id: String) async {
                    count += 1
                }
            }

            """
        let result = try run([("Router.swift", source)])
        #expect(result.changes.isEmpty && result.advisories.isEmpty, "\(result.changes.map(\.change.message))")
    }

    @Test func anAsyncWitnessTakingAValueKnownNotToBeSendableGetsAPreconcurrencyConformance() throws {
        var sdk = try SDKKnowledge.bundled()
        sdk.add(SDKKnowledgeFile(module: "PlayerKit", types: [
            TypeFact(name: "Player", kind: "class"),
            TypeFact(name: "PlayerDelegate", kind: "protocol", objcProtocol: true, requirements: ["player"], callbackThread: "unspecified"),
        ]))
        let source = """
            import PlayerKit

            @MainActor
            final class Screen: NSObject, PlayerDelegate {
                var finished = false
                func player(_ player: Player, didFinish flag: Bool) async {
                    finished = flag
                }
            }

            """
        let result = Engine(rules: [MainActorCallbacks()], sdk: sdk, jobs: 1)
            .run([InputFile(path: "Screen.swift", bytes: Array(source.utf8), settings: SwiftSettings(languageMode: 5, sdk: .xcode16))])
        #expect(text(result).contains("final class Screen: NSObject, @preconcurrency PlayerDelegate {"), "\(text(result))")
        #expect(result.changes.first?.change.reason.contains("'player' takes 'player', a Player") == true, "\(result.changes.map(\.change.reason))")
    }

    @Test func awakeFromNibIsHoppedOnlyWhereTheSDKDeclaresItNonisolated() throws {
        let source = "import UIKit\n\nfinal class Cell: UIView {\n    var shown = false\n    override func awakeFromNib() {\n        super.awakeFromNib()\n        shown = true\n    }\n}\n"
        let modern = try run([("Cell.swift", source)], xcode: .xcode26)
        #expect(text(modern).contains("    override func awakeFromNib() {\n        MainActor.assumeIsolated {\n            super.awakeFromNib()\n            shown = true\n        }\n    }"), "\(text(modern))")
        let older = try run([("Cell.swift", source)], xcode: .xcode16)
        #expect(older.changes.isEmpty)
        // Not a main-actor class: its override is nonisolated anyway, and nothing there is main-actor.
        let plain = try run([("Cell.swift", source.replacingOccurrences(of: "UIView", with: "NSObject"))], xcode: .xcode26)
        #expect(plain.changes.isEmpty, "\(plain.changes.map(\.change.message))")
    }

    /// Issue 18, item 4: an `open` witness is a contract with subclasses in client code. Where the
    /// SDK calls on the main thread the conformance gets @preconcurrency (corpus case
    /// open-witnesses-keep-the-main-actor); elsewhere it is reported, and no witness becomes nonisolated.
    @Test func openWitnessesAreNeverMadeNonisolated() throws {
        let source = """
            import Foundation

            @MainActor
            open class Downloader: NSObject, URLSessionDataDelegate {
                open func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
                    print(data.count)
                }
            }

            """
        let open = try run([("Downloader.swift", source)])
        #expect(text(open) == source, "\(text(open))")
        #expect(open.advisories.first?.change.message.contains("'urlSession' is open") == true, "\(open.advisories.map(\.change.message))")
        // Not open: the witness uses no main-actor state and simply becomes nonisolated.
        let notOpen = try run([("Downloader.swift", source.replacingOccurrences(of: "    open func", with: "    func"))])
        #expect(text(notOpen).contains("    nonisolated func urlSession("), "\(text(notOpen))")
    }
}
