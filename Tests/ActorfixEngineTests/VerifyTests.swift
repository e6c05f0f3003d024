@testable import ActorfixEngine
import ActorfixIndex
import ActorfixRules
import ActorfixSyntax
import Foundation
import Testing

/// A compiler stand-in: reads the files on disk and reports an error on each line holding one of
/// the given words, so the verify loop can be tested without building anything.
struct FakeCompiler: BuildRunner {
    let files: [String]
    let errors: [String: String]
    var commandLine: String { "fake-compiler" }
    final class Counter: @unchecked Sendable { var builds = 0 }
    let counter = Counter()

    func build() throws -> BuildOutput {
        counter.builds += 1
        var log = ""
        for path in files {
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for (word, message) in errors.sorted(by: { $0.key < $1.key }) where line.contains(word) {
                    log += "\(path):\(number + 1):1: error: \(message)\n"
                }
            }
        }
        return BuildOutput(status: log.isEmpty ? 0 : 1, log: log, seconds: 0)
    }
}

/// A rule that appends a marker to the end of lines, one change per line.
func markLines(_ id: String, file name: String, _ markers: [Int: String]) -> ClosureRule {
    ClosureRule(id) { file in
        guard file.path.hasSuffix(name) else { return [] }
        var changes: [Change] = []
        var line = 0
        for (offset, byte) in file.tree.bytes.enumerated() where byte == 0x0A {
            if let marker = markers[line], !String(decoding: file.tree.bytes, as: UTF8.self).contains(marker) {
                changes.append(Change(ruleID: id, path: file.path, edits: [.insert(marker, at: offset)], message: "mark line \(line + 1)",
                                      reason: "test", safety: .safe, offset: offset))
            }
            line += 1
        }
        return changes
    }
}

func temporaryFolder(_ files: [String: String]) throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("actorfix-verify-\(UUID().uuidString)")
    for (path, text) in files {
        let url = dir.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
    return dir.resolvingSymlinksInPath()
}

@Suite("verify: compiler diagnostics")
struct CompilerDiagnosticTests {
    @Test func parsesLocatedErrorsWithGroupsOnce() {
        let log = """
            [3/4] Compiling Lib Globals.swift
            /p/Sources/Lib/Globals.swift:1:5: error: var 'counter' is not concurrency-safe because it is nonisolated global shared mutable state [#MutableGlobalVariable]
            1 | var counter = 0
              |     |- error: var 'counter' is not concurrency-safe because it is nonisolated global shared mutable state [#MutableGlobalVariable]
              |     `- note: disable concurrency-safety checks if accesses are protected by an external synchronization mechanism
            /p/Sources/Lib/Globals.swift:1:5: error: var 'counter' is not concurrency-safe because it is nonisolated global shared mutable state [#MutableGlobalVariable]
            Sources/Lib/Use.swift:4:10: warning: unused value
            \u{1B}[1mSources/Lib/Use.swift:7:3: \u{1B}[31merror: \u{1B}[0mcannot find 'x' in scope
            error: fatalError
            error: emit-module command failed with exit code 1 (use -v to see invocation)
            [#MutableGlobalVariable]: <https://docs.swift.org/compiler/documentation/diagnostics/mutable-global-variable>
            """
        let errors = CompilerDiagnostic.errors(in: log, relativeTo: "/work")
        #expect(errors.count == 3)
        #expect(errors[0].path == "/p/Sources/Lib/Globals.swift" && errors[0].line == 1 && errors[0].column == 5)
        #expect(errors[0].group == "MutableGlobalVariable")
        #expect(errors[0].message == "var 'counter' is not concurrency-safe because it is nonisolated global shared mutable state")
        #expect(errors[1].path == "/work/Sources/Lib/Use.swift" && errors[1].line == 7 && errors[1].message == "cannot find 'x' in scope")
        #expect(errors[2].path == "" && errors[2].message == "fatalError")
        #expect(DiagnosticFamilies.rules(for: errors[0]) == ["global-mutable-state"])
        #expect(DiagnosticFamilies.rules(for: errors[1]).isEmpty)
        #expect(DiagnosticFamilies.quotedNames(errors[0].message) == ["counter"])
    }
}

@Suite("verify: which rules address which errors")
struct DiagnosticFamiliesTests {
    func error(_ message: String, group: String? = nil) -> CompilerDiagnostic {
        CompilerDiagnostic(path: "/p/A.swift", line: 1, column: 1, severity: .error, message: message, group: group)
    }

    /// A rule added later must say which errors it fixes, or --diagnostics never counts an error
    /// its change addresses and a remaining one names other rules.
    @Test func everyRuleThatFixesACompilerErrorHasAFamily() {
        let ids = Set(RuleRegistry.ids)
        #expect(DiagnosticFamilies.rulesInTable.isSubset(of: ids), "\(DiagnosticFamilies.rulesInTable.subtracting(ids))")
        #expect(ids.subtracting(DiagnosticFamilies.fixNoCompilerError) == DiagnosticFamilies.rulesInTable,
                "\(ids.subtracting(DiagnosticFamilies.fixNoCompilerError).subtracting(DiagnosticFamilies.rulesInTable))")
    }

    /// Swift 6.3.1's wording of the errors each rule fixes.
    @Test func theCompilersWordingFindsTheRulesThatFixIt() {
        let cases: [(String, String?, String)] = [
            ("main actor-isolated static property 'shared' can not be referenced from a nonisolated context", nil, "infer-main-actor"),
            ("call to main actor-isolated instance method 'stop()' in a synchronous nonisolated context", "ActorIsolatedCall", "isolated-deinit"),
            ("reference to var 'stderr' is not concurrency-safe because it involves shared mutable state", nil, "c-standard-streams"),
            ("capture of 'completion' with non-Sendable type '() -> Void' in a '@Sendable' closure", "SendableClosureCaptures", "sendable-closure-types"),
            ("main actor-isolated conformance of 'Filter' to 'Hashable' cannot be used in actor-isolated context", "IsolatedConformances", "nonisolated-data-types"),
            ("sending 'item' risks causing data races", "SendingRisksDataRace", "sendable-conformances"),
            ("non-Sendable type 'Item' returned by call to actor-isolated function cannot cross actor boundary", nil, "sendable-conformances"),
            ("stored property 'k' of 'Sendable'-conforming struct 'Box' has non-Sendable type 'Klass'", nil, "preconcurrency-import"),
            ("instance method 'wait' is unavailable from asynchronous contexts; Use await fulfillment(of:timeout:enforceOrder:) instead.", nil, "xctest-async-wait"),
        ]
        for (message, group, rule) in cases {
            #expect(DiagnosticFamilies.rules(for: error(message, group: group)).contains(rule), "\(message)")
        }
        #expect(DiagnosticFamilies.quotedNames("call to main actor-isolated instance method 'stop()' in a synchronous nonisolated context") == ["stop"])
        #expect(DiagnosticFamilies.quotedNames("'add(_:)' and '() -> Void'") == ["add"])
    }

    /// A build log's errors calling an SDK type non-Sendable are knowledge for the run
    /// (swift-custom-dump's `ByteCountFormatter`, found by a helper); a type with no fact and no
    /// Apple prefix (another module's) is left to `preconcurrency-import`.
    @Test func aBuildLogsNonSendableTypesAreKnowledge() throws {
        let log = """
            /p/A.swift:10:24: error: static property 'formatter' is not concurrency-safe because non-'Sendable' type 'ByteCountFormatter' may have shared mutable state
            /p/B.swift:3:5: error: static property 'font' is not concurrency-safe because non-'Sendable' type 'NSFont?' may have shared mutable state
            /p/C.swift:7:5: error: type 'Session' does not conform to the 'Sendable' protocol
            """
        let sdk = try SDKKnowledge.bundled()
        let learned = try #require(BuildLogReader.learnedKnowledge(from: CompilerDiagnostic.errors(in: log, relativeTo: "/p"), known: sdk))
        #expect(learned.types.map(\.name) == ["ByteCountFormatter", "NSFont"])
        #expect(learned.types.allSatisfy { $0.sendable == false })
        #expect(sdk.type("ByteCountFormatter", in: .xcode26)?.sendable == nil)
        var knowing = sdk
        knowing.add(learned)
        #expect(knowing.type("ByteCountFormatter", in: .xcode26)?.sendable == false)
        #expect(BuildLogReader.learnedKnowledge(from: [], known: sdk) == nil)
    }

    /// A shared-state error names its variable: the change to another variable does not address
    /// it, also now that c-standard-streams shares the family.
    @Test func aSharedStateErrorIsAddressedOnlyByItsVariablesChange() {
        func record(_ rule: String, _ message: String) -> ChangeRecord {
            ChangeRecord(key: message, path: "/p/A.swift", displayPath: "A.swift", line: 1, column: 1, ruleID: rule, message: message,
                         safety: .safe, isAdvisory: false, scope: 1...3)
        }
        let stderrUse = error("reference to var 'stderr' is not concurrency-safe because it involves shared mutable state")
        #expect(record("c-standard-streams", "import Glibc with @preconcurrency: 'stderr' is a mutable C global on Linux").addresses(stderrUse))
        #expect(!record("global-mutable-state", "make 'counter' a let: it is never assigned after initialization").addresses(stderrUse))
    }
}

@Suite("verify: how to build")
struct BuildPlanTests {
    @Test func swiftPMFlagsFollowTheTargetSettings() throws {
        let swift5 = SwiftSettings(languageMode: 5)
        let target = [BuildPlan.Migration(current: swift5, target: SwiftSettings(languageMode: 6, defaultIsolation: .mainActor,
                                                                               features: ["NonisolatedNonsendingByDefault", "StrictConcurrency=complete"])),
                      BuildPlan.Migration(current: swift5, target: SwiftSettings(languageMode: 6, features: ["InferIsolatedConformances"]))]
        #expect(BuildPlan.compilerFlags(target) == ["-swift-version", "6", "-default-isolation", "MainActor",
                                                    "-enable-upcoming-feature", "InferIsolatedConformances",
                                                    "-enable-upcoming-feature", "NonisolatedNonsendingByDefault"])
        // What a target declares itself (its manifest's default isolation and features) is the
        // build's to apply, to that target only: flags would reach every target.
        let declared = SwiftSettings(languageMode: 5, defaultIsolation: .mainActor, features: ["InferIsolatedConformances"])
        let own = [BuildPlan.Migration(current: declared, target: Engine.swift6(declared)),
                   BuildPlan.Migration(current: swift5, target: Engine.swift6(swift5))]
        #expect(BuildPlan.compilerFlags(own) == ["-swift-version", "6"])
        let dir = try temporaryFolder(["Package.swift": "// swift-tools-version:5.9\n", "Sources/A/A.swift": ""])
        defer { try? FileManager.default.removeItem(at: dir) }
        let runner = try BuildPlan.runner(buildCommand: nil, root: dir.appendingPathComponent("Sources/A").path, migration: target, timeout: 5)
        #expect(Array(runner.arguments.prefix(4)) == ["swift", "build", "--package-path", dir.path], "the package above the first PATH")
        #expect(runner.arguments.contains("-Xswiftc") && runner.timeout == 5)
        let custom = try BuildPlan.runner(buildCommand: "make build", root: dir.path, migration: target, timeout: 5)
        #expect(custom.arguments == ["/bin/sh", "-c", "make build"] && custom.commandLine == "make build")
        #expect(BuildFailure.timedOut("make", 0.5).description.contains("within 0.5 s"))
        #expect(BuildFailure.timedOut("make", 60).description.contains("within 60 s"))
        #expect(throws: BuildPlan.NoBuild.self) {
            try BuildPlan.runner(buildCommand: nil, root: FileManager.default.temporaryDirectory.path, migration: target, timeout: 5)
        }
    }
}

@Suite("verify: the back-out loop")
struct VerifierTests {
    func inputs(_ dir: URL, _ names: [String]) throws -> [InputFile] {
        try names.map { name in
            let path = dir.appendingPathComponent(name).path
            return InputFile(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), settings: SwiftSettings(languageMode: 5))
        }
    }

    @Test func bisectsWithinAFileAndKeepsTheChangesThatDoNotHurt() throws {
        let source = "let a = 1 //\nlet b = 2 //\nlet c = 3 //\nlet d = 4 //\n"
        let dir = try temporaryFolder(["A.swift": source])
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("A.swift").path
        let rule = markLines("mark", file: "A.swift", [0: " ok", 1: " BAD", 2: " fine", 3: " BAD!"])
        let compiler = FakeCompiler(files: [path], errors: ["BAD": "this line is bad"])
        let engine = Engine(rules: [rule], sdk: engineSDK, jobs: 1)
        let outcome = try Verifier(engine: engine, inputs: try inputs(dir, ["A.swift"]), runner: compiler, displayPath: { $0 }).run()

        #expect(outcome.report.backedOut.map(\.change.message).sorted() == ["mark line 2", "mark line 4"])
        #expect(outcome.report.backedOut.allSatisfy { $0.error?.message == "this line is bad" })
        #expect(outcome.report.errorsBefore == 0 && outcome.report.errorsAfter == 0)
        #expect(outcome.report.kept == 2)
        #expect(String(decoding: outcome.result.files[0].final, as: UTF8.self) == "let a = 1 // ok\nlet b = 2 //\nlet c = 3 // fine\nlet d = 4 //\n")
        // Baseline, all changes, then halving: never more builds than changes times their log.
        #expect(compiler.counter.builds == outcome.report.builds)
        #expect(outcome.report.builds <= 9)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == source, "the files on disk are the originals again")
    }

    @Test func findsACulpritInAnotherFile() throws {
        let dir = try temporaryFolder(["A.swift": "let a = 1 //\n", "B.swift": "// uses a\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = dir.appendingPathComponent("A.swift").path, b = dir.appendingPathComponent("B.swift").path
        // The change to A.swift breaks B.swift (as `let` breaks an assignment elsewhere).
        let breaker = ClosureRule("breaker") { file in
            guard file.path.hasSuffix("A.swift"), !file.tree.text(0).isEmpty, !String(decoding: file.tree.bytes, as: UTF8.self).contains("BROKEN") else { return [] }
            return [Change(ruleID: "breaker", path: file.path, edits: [.insert(" BROKEN", at: 12)], message: "break B", reason: "test", safety: .safe, offset: 12)]
        }
        final class Compiler: BuildRunner {
            let a: String, b: String
            init(a: String, b: String) { self.a = a; self.b = b }
            var commandLine: String { "fake" }
            func build() throws -> BuildOutput {
                let broken = ((try? String(contentsOfFile: a, encoding: .utf8)) ?? "").contains("BROKEN")
                return BuildOutput(status: broken ? 1 : 0, log: broken ? "\(b):1:1: error: 'a' is broken\n" : "", seconds: 0)
            }
        }
        let engine = Engine(rules: [breaker], sdk: engineSDK, jobs: 1)
        let outcome = try Verifier(engine: engine, inputs: try inputs(dir, ["A.swift", "B.swift"]), runner: Compiler(a: a, b: b), displayPath: { $0 }).run()
        #expect(outcome.report.backedOut.map(\.change.ruleID) == ["breaker"])
        let blamed = outcome.report.backedOut.first?.error
        #expect(blamed?.path == b)
        #expect(outcome.result.files.filter(\.isChanged).isEmpty)
    }

    @Test func aBrokenBuildLeavesEveryFileAsItWas() throws {
        let dir = try temporaryFolder(["A.swift": "let a = 1 //\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        struct Broken: BuildRunner {
            var commandLine: String { "broken" }
            func build() throws -> BuildOutput { BuildOutput(status: 127, log: "sh: swiftc: not found\n", seconds: 0) }
        }
        let engine = Engine(rules: [markLines("mark", file: "A.swift", [0: " x"])], sdk: engineSDK, jobs: 1)
        #expect(throws: BuildFailure.self) {
            try Verifier(engine: engine, inputs: try inputs(dir, ["A.swift"]), runner: Broken(), displayPath: { $0 }).run()
        }
        #expect(try String(contentsOfFile: dir.appendingPathComponent("A.swift").path, encoding: .utf8) == "let a = 1 //\n")
    }
}

/// A real SwiftPM package built in the Swift 6 mode: actorfix's changes lower the error count,
/// and a test-only rule's bad change is backed out while its harmless one in the same file stays.
@Suite("verify: a SwiftPM package")
struct VerifySwiftPMTests {
    @Test func lowersTheErrorCountAndBacksOutABadChange() throws {
        let dir = try temporaryFolder([
            "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Lib\", targets: [.target(name: \"Lib\")])\n",
            "Sources/Lib/Globals.swift": "var counter = 0\nvar name = \"x\"\nfunc bump() -> Int { counter += 1; return counter }\n",
            "Sources/Lib/Use.swift": "func helper() -> Int { 1 }\n",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let use = dir.appendingPathComponent("Sources/Lib/Use.swift").path
        let bad = ClosureRule("bad-return") { file in
            guard file.path.hasSuffix("Use.swift"), String(decoding: file.tree.bytes, as: UTF8.self).hasPrefix("func") else { return [] }
            let text = String(decoding: file.tree.bytes, as: UTF8.self)
            guard let one = text.range(of: "{ 1 }") else { return [] }
            let offset = text.utf8.distance(from: text.startIndex, to: one.lowerBound)
            return [
                Change(ruleID: "bad-return", path: file.path, edits: [.insert("// checked\n", at: 0)], message: "add a comment", reason: "test", safety: .safe, offset: 0),
                Change(ruleID: "bad-return", path: file.path, edits: [.replace(offset..<(offset + 5), with: "{ \"one\" }")], message: "return a string",
                       reason: "test", safety: .safe, offset: offset),
            ]
        }
        let inputs = try ["Sources/Lib/Globals.swift", "Sources/Lib/Use.swift"].map { name in
            let path = dir.appendingPathComponent(name).path
            return InputFile(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), settings: SwiftSettings(languageMode: 5))
        }
        let engine = Engine(rules: [GlobalMutableState(), bad], sdk: try SDKKnowledge.bundled(), jobs: 1)
        let runner = try BuildPlan.runner(buildCommand: nil, root: dir.path, migration: inputs.map { BuildPlan.Migration(current: $0.settings, target: Engine.swift6($0.settings)) }, timeout: 600)
        #expect(runner.arguments.contains("-swift-version") && runner.arguments.contains(dir.appendingPathComponent(".build/actorfix-verify").path))
        let outcome = try Verifier(engine: engine, inputs: inputs, runner: runner, displayPath: { $0 }).run()
        let report = outcome.report

        #expect(report.errorsBefore >= 2, "var 'counter' and var 'name' are not concurrency-safe in Swift 6")
        #expect(report.errorsAfter == 0)
        #expect(report.backedOut.map(\.change.message) == ["return a string"])
        let blamed = report.backedOut.first?.error
        #expect(blamed?.message.contains("cannot convert") == true)
        #expect(report.kept == 3)
        #expect(report.builds == 5, "before, after, without both changes of Use.swift, then one per half")
        let finalUse = String(decoding: try #require(outcome.result.files.first { $0.path == use }).final, as: UTF8.self)
        #expect(finalUse == "// checked\nfunc helper() -> Int { 1 }\n")
        #expect(try String(contentsOfFile: use, encoding: .utf8) == "func helper() -> Int { 1 }\n")
    }
}
