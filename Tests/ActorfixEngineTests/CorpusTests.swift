import ActorfixEngine
import ActorfixIndex
import ActorfixRules
import ActorfixSyntax
import ActorfixTestSupport
import Foundation
import Testing

/// Every folder of `Corpus/<rule>/<case>/` is a proof: actorfix turns `before.swift` into
/// `after.swift` exactly; a second run proposes nothing; `// actorfix:ignore-file` prevents every
/// change; and the real compiler (`swiftc -swift-version 6`, against the stand-in SDK of the case's
/// shape) reports the case's errors on `before.swift` and none on `after.swift`.
struct CorpusCase: CustomStringConvertible, Sendable {
    struct Settings: Decodable, Sendable {
        init(sdk: String, swiftVersion: Int?, defaultIsolation: String?, features: [String]?, rules: [String]?,
             expectBefore: [String], expectAfter: [String]?, note: String?, cleanup: Bool? = nil) {
            self.cleanup = cleanup
            self.targetFeatures = nil
            self.xcode = nil
            self.expectAdvisories = nil
            self.expectBeforeSIL = nil
            self.expectBeforeWarnings = nil
            self.viewStyle = nil
            self.sdk = sdk
            self.swiftVersion = swiftVersion
            self.defaultIsolation = defaultIsolation
            self.features = features
            self.rules = rules
            self.expectBefore = expectBefore
            self.expectAfter = expectAfter
            self.note = note
        }
        /// SDK shape of the stand-ins: pre2024, sdk2024, strict or sdk2025 (sdk2024 with Xcode 26's QuickLook).
        var sdk: String
        /// The language mode the code is compiled with before the migration (actorfix's current settings).
        var swiftVersion: Int?
        var defaultIsolation: String?
        var features: [String]?
        /// Rules to run (default: the folder's rule).
        var rules: [String]?
        /// Error messages `before.swift` must produce (substrings); empty: a case where nothing may change.
        var expectBefore: [String]
        /// Errors `before.swift` must produce compiled on to SIL: region-isolation errors
        /// ("sending 'self.page' risks causing data races"), which type-checking does not report.
        var expectBeforeSIL: [String]?
        /// Warnings `before.swift` must produce and `after.swift` must not (substrings): the
        /// Swift 6 mode still only warns about some Sendable requirements (what an `Error` stores).
        var expectBeforeWarnings: [String]?
        /// Errors that remain in `after.swift`: for report-only (review) cases, where actorfix
        /// explains instead of editing. Empty or absent: `after.swift` must compile.
        var expectAfter: [String]?
        /// A cleanup: `before.swift` compiles too, and still changes (removing redundant code).
        var cleanup: Bool?
        /// `--view-style`: attribute (default) or protocol.
        var viewStyle: String?
        /// How many advisories (report-only findings) the case must produce.
        var expectAdvisories: Int?
        /// The SDK generation actorfix assumes ("15", "16", "26"); default: 15 for pre2024, else 26.
        var xcode: String?
        /// Features being turned on by the migration (in the target settings and the compiler, not
        /// in actorfix's view of the current settings).
        var targetFeatures: [String]?
        var note: String?
    }

    let rule: String
    let name: String
    let folder: URL
    let settings: Settings
    var description: String { "\(rule)/\(name)" }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let all: [CorpusCase] = {
        let corpus = root.appendingPathComponent("Corpus")
        let fm = FileManager.default
        var cases: [CorpusCase] = []
        for rule in ((try? fm.contentsOfDirectory(atPath: corpus.path)) ?? []).sorted() where RuleRegistry.rule(rule) != nil {
            let ruleFolder = corpus.appendingPathComponent(rule)
            for name in ((try? fm.contentsOfDirectory(atPath: ruleFolder.path)) ?? []).sorted() {
                let folder = ruleFolder.appendingPathComponent(name)
                guard let data = fm.contents(atPath: folder.appendingPathComponent("case.json").path),
                      let settings = try? JSONDecoder().decode(Settings.self, from: data) else { continue }
                cases.append(CorpusCase(rule: rule, name: name, folder: folder, settings: settings))
            }
        }
        return cases
    }()

    func read(_ file: String) -> String { (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? "" }

    /// Other Swift files of the case (multi-file cases): compiled and indexed with it.
    var contextFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            $0.hasSuffix(".swift") && $0 != "before.swift" && $0 != "after.swift"
        }.sorted()
    }

    var swiftSettings: SwiftSettings {
        SwiftSettings(languageMode: settings.swiftVersion ?? 5,
                      defaultIsolation: settings.defaultIsolation == "MainActor" ? .mainActor : .nonisolated,
                      features: Set(settings.features ?? []),
                      sdk: settings.xcode.flatMap(SDKGeneration.init(rawValue:)) ?? (settings.sdk == "pre2024" ? .xcode15 : .xcode26))
    }

    /// - Parameter verifyingCarryOver: also check each later round on a fresh index (any
    ///   difference is an engine error, see `Engine.verifiesCarryOver`).
    func run(_ main: String, verifyingCarryOver: Bool = false) throws -> EngineResult {
        let sdk = try SDKKnowledge.bundled()
        let rules = (settings.rules ?? [rule]).compactMap { RuleRegistry.rule($0) }
        let inputs = [InputFile(path: folder.appendingPathComponent("before.swift").path, bytes: Array(main.utf8), settings: swiftSettings)]
            + contextFiles.map { InputFile(path: folder.appendingPathComponent($0).path, bytes: Array(read($0).utf8), settings: swiftSettings) }
        let turnedOn = settings.targetFeatures ?? []
        var options = RuleOptions()
        options.viewStyle = settings.viewStyle ?? "attribute"
        var engine = Engine(rules: rules, options: options, sdk: sdk, jobs: 1, targetSettings: { current in
            var target = Engine.swift6(current)
            target.features.formUnion(turnedOn)
            return target
        })
        engine.verifiesCarryOver = verifyingCarryOver
        return engine.run(inputs)
    }
}

/// Builds the stand-in modules once per test run.
enum StandIns {
    static let folder: URL? = {
        let source = CorpusCase.root.appendingPathComponent("Tests/StandIns")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("actorfix-standins-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)) != nil else { return nil }
        for module in ["Combine", "UIKit", "AppKit", "CoreLocation", "UserNotifications", "MessageUI", "os", "AppIntents"] {
            guard swiftc(["-emit-module", "-module-name", module, "-parse-as-library", "-swift-version", "6", "-I", out.path,
                          source.appendingPathComponent("\(module).swift").path,
                          "-emit-module-path", out.appendingPathComponent("\(module).swiftmodule").path]).status == 0 else { return nil }
        }
        // Third-party modules built in the Swift 5 mode: one that has not adopted Sendable,
        // swift-argument-parser's shape (Sendable `CommandConfiguration`), swift-dependencies' keys,
        // a third-party XCTest base class.
        for module in ["LegacyKit", "ArgumentParser", "Dependencies", "SnapshotTestKit"] {
            guard swiftc(["-emit-module", "-module-name", module, "-parse-as-library", "-swift-version", "5",
                          source.appendingPathComponent("\(module).swift").path,
                          "-emit-module-path", out.appendingPathComponent("\(module).swiftmodule").path]).status == 0 else { return nil }
        }
        // sdk2025: the 2024 SwiftUI shape with the Xcode 26 QuickLook (a @MainActor data source).
        for (shape, file) in [("pre2024", "ViewPre2024.swift"), ("sdk2024", "View2024.swift"), ("strict", "ViewStrict.swift"), ("sdk2025", "View2024.swift")] {
            let dir = out.appendingPathComponent(shape)
            try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            let result = swiftc(["-emit-module", "-module-name", "SwiftUI", "-parse-as-library", "-swift-version", "6", "-I", out.path,
                                 source.appendingPathComponent("SwiftUICommon.swift").path, source.appendingPathComponent(file).path,
                                 "-emit-module-path", dir.appendingPathComponent("SwiftUI.swiftmodule").path])
            guard result.status == 0 else { return nil }
            let quickLook = shape == "sdk2025" ? "QuickLook2025.swift" : "QuickLookPre2025.swift"
            guard swiftc(["-emit-module", "-module-name", "QuickLook", "-parse-as-library", "-swift-version", "6", "-I", out.path,
                          source.appendingPathComponent(quickLook).path,
                          "-emit-module-path", dir.appendingPathComponent("QuickLook.swiftmodule").path]).status == 0 else { return nil }
            // WebKit: the navigation delegate is @MainActor since the 2024 SDKs.
            let webKit = shape == "pre2024" ? "WebKitPre2024.swift" : "WebKit2024.swift"
            guard swiftc(["-emit-module", "-module-name", "WebKit", "-parse-as-library", "-swift-version", "6", "-I", out.path,
                          source.appendingPathComponent(webKit).path,
                          "-emit-module-path", dir.appendingPathComponent("WebKit.swiftmodule").path]).status == 0 else { return nil }
        }
        return out
    }()

    static func swiftc(_ arguments: [String]) -> (status: Int32, output: String) {
        do {
            let result = try Subprocess.run("swiftc", arguments)
            return (result.status, result.stdout + result.stderr)
        } catch { return (-1, "\(error)") }
    }

    /// Type-checks files in the Swift 6 mode against a shape; returns the compiler's error lines
    /// (or its lines of another `kind`, `": warning: "`).
    /// With `sil`, compiles on to SIL: region-isolation errors ("sending 'x' risks causing data
    /// races") appear only there, and only once type-checking succeeds.
    static func errors(_ files: [URL], shape: String, settings: CorpusCase.Settings, sil: Bool = false, kind: String = ": error: ") -> [String] {
        guard let folder else { return ["stand-ins did not build"] }
        var arguments = (sil ? ["-emit-sil", "-o", "/dev/null"] : ["-typecheck"]) + ["-swift-version", "6", "-parse-as-library", "-I", folder.path, "-I", folder.appendingPathComponent(shape).path]
        if settings.defaultIsolation == "MainActor" { arguments += ["-default-isolation", "MainActor"] }
        for feature in (settings.features ?? []) + (settings.targetFeatures ?? []) { arguments += ["-enable-upcoming-feature", feature] }
        let result = swiftc(arguments + files.map(\.path))
        return result.output.split(separator: "\n").map(String.init).filter { $0.contains(kind) }
    }
}

@Suite("Corpus", .serialized)
struct CorpusTests {
    @Test func corpusHasCasesForEveryRule() {
        for rule in RuleRegistry.all {
            let cases = CorpusCase.all.filter { $0.rule == rule.id }
            #expect(cases.count >= 3, "\(rule.id) has \(cases.count) corpus cases")
            #expect(cases.contains { $0.read("before.swift") == $0.read("after.swift") }, "\(rule.id) needs a case where nothing may change")
        }
    }

    @Test(arguments: CorpusCase.all)
    func rewriteIsExactIdempotentAndSuppressible(_ corpusCase: CorpusCase) throws {
        let before = corpusCase.read("before.swift")
        let after = corpusCase.read("after.swift")
        let result = try corpusCase.run(before, verifyingCarryOver: true)
        #expect(String(decoding: result.files[0].final, as: UTF8.self) == after, "\(corpusCase)")
        #expect(result.errors.isEmpty, "\(result.errors)")
        if corpusCase.settings.expectBefore.isEmpty && (corpusCase.settings.expectBeforeSIL ?? []).isEmpty
            && (corpusCase.settings.expectBeforeWarnings ?? []).isEmpty && corpusCase.settings.cleanup != true {
            #expect(before == after, "\(corpusCase): a case without errors must not change")
        }
        if let advisories = corpusCase.settings.expectAdvisories {
            #expect(result.advisories.count == advisories, "\(corpusCase): \(result.advisories.map(\.change.message))")
        }
        let again = try corpusCase.run(after)
        #expect(again.changes.isEmpty, "\(corpusCase): second run proposes \(again.changes.map(\.change.message))")
        let ignored = try corpusCase.run("// actorfix:ignore-file\n" + before)
        #expect(ignored.changes.isEmpty, "\(corpusCase): ignore-file did not prevent \(ignored.changes.map(\.change.message))")
    }

    /// The same file with CRLF line endings gets the same rewrite, with CRLF line endings: Swift
    /// takes "\r\n" as one Character, so splitting text at "\n" once dropped multi-line changes.
    @Test(arguments: CorpusCase.all)
    func sameRewriteWithCRLFLineEndings(_ corpusCase: CorpusCase) throws {
        func crlf(_ text: String) -> String { String(decoding: Array(text.utf8).flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] }, as: UTF8.self) }
        let before = corpusCase.read("before.swift")
        guard !before.utf8.contains(0x0D) else { return }
        let result = try corpusCase.run(crlf(before))
        #expect(String(decoding: result.files[0].final, as: UTF8.self) == crlf(corpusCase.read("after.swift")), "\(corpusCase)")
    }

    /// A chain of data types used off the main actor becomes nonisolated in the first round: the
    /// rule takes the types it makes nonisolated as such while looking for more (each link took a
    /// fixed-point round before).
    @Test func aChainOfDataTypesChangesInTheFirstRound() throws {
        let corpusCase = try #require(CorpusCase.all.first { $0.name == "a-chain-of-data-types-becomes-nonisolated-in-one-round" })
        let result = try corpusCase.run(corpusCase.read("before.swift"))
        #expect(result.changes.count == 3)
        #expect(result.changes.allSatisfy { $0.round == 0 }, "\(result.changes.map { ($0.change.message, $0.round) })")
        #expect(result.rounds == 2)
    }

    /// What code that a change makes nonisolated reads (a global constant, a static one, a member
    /// of an extension of String) is made nonisolated in the same round, not in the next one.
    @Test func whatCodeBecomingNonisolatedReadsChangesInTheSameRound() throws {
        let corpusCase = try #require(CorpusCase.all.first { $0.name == "what-code-becoming-nonisolated-reads-changes-with-it" })
        let result = try corpusCase.run(corpusCase.read("before.swift"))
        #expect(result.changes.count == 5, "\(result.changes.map(\.change.message))")
        #expect(result.changes.allSatisfy { $0.round == 0 }, "\(result.changes.map { ($0.change.message, $0.round) })")
        #expect(result.rounds == 2)
        let messages = result.changes.map(\.change.message)
        #expect(messages.contains("make 'version' nonisolated: it is read by 'userAgent', which becomes nonisolated"), "\(messages)")
        #expect(messages.contains("make 'verbose' nonisolated: it is read by 'debug', which becomes nonisolated"), "\(messages)")
    }

    /// A struct a global constant holds and the struct it stores, in two files, both conform in
    /// the first round, each in its own file, and the project then compiles (MoeMemos' `Memo` and
    /// `Resource`; a fixture, not a corpus case: the corpus compiles its context files unchanged).
    @Test func conformsAcrossFilesInOneRound() throws {
        let folder = CorpusCase.root.appendingPathComponent("Tests/Fixtures/cross-file-conformance")
        let settings = CorpusCase.Settings(sdk: "sdk2024", swiftVersion: 5, defaultIsolation: nil, features: nil, rules: nil,
                                           expectBefore: [], expectAfter: nil, note: nil)
        let paths = ["Memo.swift", "Resource.swift"].map { folder.appendingPathComponent($0) }
        let before = StandIns.errors(paths, shape: "sdk2024", settings: settings)
        #expect(before.contains { $0.contains("let 'sampleMemo' is not concurrency-safe because non-'Sendable' type 'Memo'") }, "\(before)")
        let inputs = try paths.map { InputFile(path: $0.path, bytes: try SourceFile.read(path: $0.path), settings: SwiftSettings(languageMode: 5, sdk: .xcode26)) }
        let result = Engine(rules: [RuleRegistry.rule("global-mutable-state")!], sdk: try SDKKnowledge.bundled(), jobs: 1).run(inputs)
        #expect(result.changes.map(\.change.message).sorted() == ["conform 'Memo' to Sendable: its stored properties are all Sendable",
                                                                "conform 'Resource' to Sendable: its stored properties are all Sendable"])
        #expect(result.changes.allSatisfy { $0.round == 0 })
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("actorfix-across-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: out) }
        let files = try result.files.map { file in
            let url = out.appendingPathComponent(URL(fileURLWithPath: file.path).lastPathComponent)
            try Data(file.final).write(to: url)
            return url
        }
        let errors = StandIns.errors(files, shape: "sdk2024", settings: settings, sil: true)
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test(arguments: CorpusCase.all)
    func compilerAgrees(_ corpusCase: CorpusCase) throws {
        let context = corpusCase.contextFiles.map { corpusCase.folder.appendingPathComponent($0) }
        let beforeErrors = StandIns.errors([corpusCase.folder.appendingPathComponent("before.swift")] + context,
                                           shape: corpusCase.settings.sdk, settings: corpusCase.settings)
        if corpusCase.settings.cleanup == true { #expect(beforeErrors.isEmpty, "\(corpusCase): a cleanup's before.swift must compile: \(beforeErrors)") }
        for expected in corpusCase.settings.expectBefore {
            #expect(beforeErrors.contains { $0.contains(expected) }, "\(corpusCase): before.swift should fail with \"\(expected)\"; got \(beforeErrors)")
        }
        if let expectedSIL = corpusCase.settings.expectBeforeSIL, !expectedSIL.isEmpty {
            let silErrors = StandIns.errors([corpusCase.folder.appendingPathComponent("before.swift")] + context,
                                            shape: corpusCase.settings.sdk, settings: corpusCase.settings, sil: true)
            for expected in expectedSIL {
                #expect(silErrors.contains { $0.contains(expected) }, "\(corpusCase): before.swift should fail at SIL with \"\(expected)\"; got \(silErrors)")
            }
        }
        // After the rewrite, past type-checking too: a change must not trade an isolation error
        // for a region-isolation one.
        let afterErrors = StandIns.errors([corpusCase.folder.appendingPathComponent("after.swift")] + context,
                                          shape: corpusCase.settings.sdk, settings: corpusCase.settings, sil: true)
        let allowed = corpusCase.settings.expectAfter ?? []
        let unexpected = afterErrors.filter { line in !allowed.contains { line.contains($0) } }
        #expect(unexpected.isEmpty, "\(corpusCase): after.swift does not compile: \(unexpected)")
        if let warnings = corpusCase.settings.expectBeforeWarnings, !warnings.isEmpty {
            let before = StandIns.errors([corpusCase.folder.appendingPathComponent("before.swift")] + context,
                                         shape: corpusCase.settings.sdk, settings: corpusCase.settings, kind: ": warning: ")
            let after = StandIns.errors([corpusCase.folder.appendingPathComponent("after.swift")] + context,
                                        shape: corpusCase.settings.sdk, settings: corpusCase.settings, kind: ": warning: ")
            for expected in warnings {
                #expect(before.contains { $0.contains(expected) }, "\(corpusCase): before.swift should warn \"\(expected)\"; got \(before)")
                #expect(!after.contains { $0.contains(expected) }, "\(corpusCase): after.swift still warns \"\(expected)\"")
            }
        }
    }
}
