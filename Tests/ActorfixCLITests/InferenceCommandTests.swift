import ActorfixTestSupport
import Foundation
import Testing

/// The isolation inference and the migration targets, through the built binary.
@Suite("actorfix inference and --to-feature")
struct InferenceCommandTests {
    static let asyncCode = "import Foundation\n\nstruct Loader {\n    func decode(_ data: Data) async -> Int { data.count }\n}\n"

    @Test func toFeatureTurnsOnOneFeature() throws {
        let dir = try CLI.folder(["Loader.swift": Array(InferenceCommandTests.asyncCode.utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        // Without the feature being turned on, nothing to keep.
        let plain = try CLI.run(["check", "--rules", "concurrent-for-nonsending", "."], in: dir)
        #expect(plain.status == 0, "\(plain.stdout)")
        let one = try CLI.run(["diff", "--format", "patch", "--to-feature", "NonisolatedNonsendingByDefault", "."], in: dir)
        #expect(one.status == 1)
        #expect(one.stdout.contains("+    @concurrent func decode"))
        // Only that feature: no default main-actor isolation (the bundle of --to swift6.2 would
        // make the struct main-actor and remove nothing here, but redundant-main-actor is silent).
        let typo = try CLI.run(["check", "--to-feature", "NonisolatedNonsendingByDefalt", "."], in: dir)
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("did you mean 'NonisolatedNonsendingByDefault'"))
    }

    @Test func inferredMainActorNamesItsEvidenceAcrossFiles() throws {
        // The router's helper is used by a main-actor controller in another file; the router itself
        // uses a main-actor screen object declared in a third file.
        let files = [
            "Screen.swift": "@MainActor final class Screen {\n    static let main = Screen()\n    var scale = 2.0\n}\n",
            "Router.swift": "final class Router {\n    func scale() -> Double {\n        Screen.main.scale\n    }\n\n    func label() -> String {\n        \"x\\(scale())\"\n    }\n\n    func name() -> String { \"router\" }\n}\n",
            "Worker.swift": "final class Worker {\n    func tick() -> Int { 1 }\n    func start() {\n        Task.detached { _ = self.tick() }\n    }\n}\n",
        ]
        let dir = try CLI.folder(files.mapValues { Array($0.utf8) })
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = try CLI.run(["check", "--format", "json", "--rules", "infer-main-actor", "."], in: dir)
        #expect(json.status == 1, "\(json.stdout) \(json.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        let messages = findings.compactMap { $0["message"] as? String }
        #expect(messages.contains { $0.hasPrefix("mark Router @MainActor") || $0.hasPrefix("mark 'scale' @MainActor") }, "\(messages)")
        let reasons = findings.compactMap { $0["reason"] as? String }.joined(separator: "\n")
        #expect(reasons.contains("Router.swift:3"), "evidence names the use: \(reasons)")
        #expect(!messages.contains { $0.contains("tick") }, "a helper used from Task.detached stays nonisolated: \(messages)")
        let fixed = try CLI.run(["fix", "--allow-no-vcs", "--rules", "infer-main-actor", "."], in: dir)
        #expect(fixed.status == 0, "\(fixed.stderr)")
        let again = try CLI.run(["check", "--rules", "infer-main-actor", "."], in: dir)
        #expect(again.status == 0, "a second run proposes nothing: \(again.stdout)")
    }

    /// Counts of one read as English: "1 of its members needs", "its one use runs".
    @Test func countsOfOneReadAsEnglish() throws {
        let coordinator = """
            import UIKit

            var launches = 0

            final class Coordinator {
                let controller: UIViewController
                var count = 0
                init(controller: UIViewController) { self.controller = controller }
                func show() { controller.present(UIViewController(), animated: true) }
                func bump() -> Int { count + 1 }
            }

            final class Screen: UIViewController {
                var coordinator: Coordinator?
                override func viewDidLoad() { coordinator?.show(); launches += 1 }
            }

            """
        let dir = try CLI.folder(["Coordinator.swift": Array(coordinator.utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CLI.run(["check", "--swift-version", "6", "--format", "json", "."], in: dir)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.contains("mark Coordinator @MainActor: it owns main-actor objects and 1 of its members needs the main actor"), "\(run.stdout)")
        #expect(run.stdout.contains("Its one use in the project runs on the main actor"), "\(run.stdout)")
        #expect(!run.stdout.contains("members need ") && !run.stdout.contains("All 1 uses"))
    }
}

/// Reports do not depend on the process's hash seed: every run of the binary prints the same.
@Suite("actorfix output is the same on every run")
struct DeterminismTests {
    @Test func evidenceAndOrderAreTheSameEveryRun() throws {
        // `setup` uses six helpers that each need the main actor: which one the reason names
        // came from dictionary order before (mastodon-ios, two runs, two reasons).
        // Plain members keep the class under the whole-type threshold, so each member is decided.
        let helpers = (1...6).map { "    func configure\($0)() { Screen.main.scale = \($0) }\n" }.joined()
            + (1...19).map { "    func plain\($0)() -> Int { \($0) }\n" }.joined()
        let calls = (1...6).reversed().map { "        configure\($0)()\n" }.joined()
        let files = [
            "Screen.swift": "@MainActor final class Screen {\n    static let main = Screen()\n    var scale = 2.0\n}\n",
            "Setup.swift": "final class Setup {\n\(helpers)    func setup() {\n\(calls)    }\n    func other() { setup() }\n}\n",
        ]
        let dir = try CLI.folder(files.mapValues { Array($0.utf8) })
        defer { try? FileManager.default.removeItem(at: dir) }
        var outputs = Set<String>()
        for _ in 0..<6 {
            let run = try CLI.run(["check", "--format", "json", "--rules", "infer-main-actor", "."], in: dir)
            #expect(run.status == 1, "\(run.stdout) \(run.stderr)")
            // The JSON summary carries the run's duration; everything else must be identical.
            let findings = run.stdout.components(separatedBy: "\"summary\"")[0]
            #expect(findings.contains("mark 'other' @MainActor: it uses 'setup', which needs the main actor (it uses 'configure"), "\(run.stdout)")
            outputs.insert(findings)
        }
        #expect(outputs.count == 1, "\(outputs.sorted().joined(separator: "\n---\n"))")
    }
}
