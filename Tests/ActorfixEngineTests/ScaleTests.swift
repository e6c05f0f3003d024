@testable import ActorfixEngine
import ActorfixIndex
@testable import ActorfixRules
import ActorfixSyntax
import ActorfixTestSupport
import Foundation
import Testing

/// The structures that keep a file with many changes linear agree with the simple pairwise
/// versions they replace, on random edits from a fixed seed.
@Suite("Engine at scale")
struct ScaleTests {
    static func randomEdit(_ rng: inout SeededGenerator, upTo limit: Int) -> Edit {
        let start = Int.random(in: 0..<limit, using: &rng)
        let length = Bool.random(using: &rng) ? 0 : Int.random(in: 1...4, using: &rng)
        return Edit(range: start..<min(limit, start + length), replacement: String(repeating: "x", count: Int.random(in: 0...3, using: &rng)))
    }

    /// Target settings derived once per distinct settings of the run's files give what the
    /// derivation gives, for the run's settings (compared in turn, or hashed when there are many)
    /// and for others; the derivation runs once per distinct settings.
    @Test func memoizedTargetSettingsAgreeWithTheDerivation() {
        var rng = SeededGenerator(seed: 41)
        let featureNames = ["StrictConcurrency", "NonisolatedNonsendingByDefault", "InferIsolatedConformances", "ExistentialAny"]
        func random() -> SwiftSettings {
            var settings = SwiftSettings(languageMode: Bool.random(using: &rng) ? 5 : 6,
                                         defaultIsolation: Bool.random(using: &rng) ? .nonisolated : .mainActor,
                                         features: Set(featureNames.filter { _ in Int.random(in: 0..<3, using: &rng) == 0 }),
                                         sdk: SDKGeneration.allCases.randomElement(using: &rng)!)
            if Bool.random(using: &rng) { settings.toolsVersion = ["5.5", "5.9", "6.0"].randomElement(using: &rng)! }
            if Bool.random(using: &rng) { settings.strictConcurrency = "complete" }
            return settings
        }
        let derive: @Sendable (SwiftSettings) -> SwiftSettings = { settings in
            var target = settings
            target.languageMode = 6
            target.defaultIsolation = .mainActor
            target.features.formUnion(["NonisolatedNonsendingByDefault", "InferIsolatedConformances"])
            return target
        }
        for distinctCount in [1, 3, 8, 9, 40] {
            var pool: [SwiftSettings] = []
            while Set(pool).count < distinctCount {
                let candidate = random()
                if !pool.contains(candidate) { pool.append(candidate) }
            }
            let files = (0..<200).map { _ in pool.randomElement(using: &rng)! }
            let calls = Counter()
            let memoized = Engine.memoizing({ calls.increment(); return derive($0) }, for: files)
            #expect(calls.value == Set(files).count)
            for settings in files + (0..<50).map({ _ in random() }) { #expect(memoized(settings) == derive(settings)) }
        }
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func increment() { lock.lock(); count += 1; lock.unlock() }
        var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    }

    @Test func acceptedEditsAgreeWithPairwiseOverlaps() {
        var rng = SeededGenerator(seed: 17)
        for _ in 0..<300 {
            let proposals = (0..<Int.random(in: 1...40, using: &rng)).map { _ in
                Change(ruleID: "r", path: "F.swift", edits: (0..<Int.random(in: 1...2, using: &rng)).map { _ in ScaleTests.randomEdit(&rng, upTo: 30) },
                       message: "", reason: "", safety: .safe, offset: 0)
            }
            var taken = AcceptedEdits(proposals: proposals)
            var accepted: [Change] = []
            for proposal in proposals {
                // Sometimes a reviewer's rewrite: edits at offsets no proposal has.
                var change = proposal
                if Int.random(in: 0..<5, using: &rng) == 0 { change.edits = [ScaleTests.randomEdit(&rng, upTo: 60)] }
                let expected = accepted.contains { $0.conflicts(with: change) }
                #expect(taken.conflicts(with: change.edits) == expected, "\(change.edits) against \(accepted.map(\.edits))")
                if !expected {
                    accepted.append(change)
                    taken.insert(change.edits)
                }
            }
        }
    }

    /// The pairwise walk `OffsetMap` did before it searched.
    static func linearOriginalOffset(_ offset: Int, _ rounds: [[Edit]]) -> Int {
        var p = offset
        for batch in rounds.reversed() {
            var delta = 0
            var mapped: Int?
            for edit in batch.sorted(by: { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }) {
                let start = edit.range.lowerBound + delta
                let length = edit.replacement.utf8.count
                if p < start { break }
                if p < start + length { mapped = edit.range.lowerBound; break }
                delta += length - edit.range.count
            }
            p = mapped ?? (p - delta)
        }
        return p
    }

    @Test func offsetMapAgreesWithTheLinearWalk() {
        var rng = SeededGenerator(seed: 1717)
        for _ in 0..<200 {
            var size = 40
            var map = OffsetMap()
            var rounds: [[Edit]] = []
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                // Non-overlapping edits, as the engine applies them.
                var edits: [Edit] = []
                var taken = AcceptedEdits(proposals: [])
                for _ in 0..<Int.random(in: 0...8, using: &rng) {
                    let edit = ScaleTests.randomEdit(&rng, upTo: size)
                    if !taken.conflicts(edit) { edits.append(edit); taken.insert([edit]) }
                }
                map.record(edits)
                rounds.append(edits)
                size += edits.reduce(0) { $0 + $1.replacement.utf8.count - $1.range.count }
            }
            for offset in 0...size {
                #expect(map.originalOffset(offset) == ScaleTests.linearOriginalOffset(offset, rounds), "\(offset) after \(rounds)")
            }
        }
    }

    @Test func thousandsOfChangesInOneFileAreAllAppliedAndLocated() {
        let count = 5_000
        let source = (0..<count).map { "var global\($0) = \($0)\n" }.joined()
        let result = runEngine([GlobalMutableState()], [("Globals.swift", source)])
        #expect(result.changes.count == count)
        #expect(result.changes.map(\.line) == Array(1...count))
        #expect(finalText(result) == (0..<count).map { "let global\($0) = \($0)\n" }.joined())
    }

    /// Found by a sweep with generated input: each read asked which locals the function declares
    /// before it by walking the whole function, so 64,000 reads took more than 5 minutes. Far
    /// below the time the quadratic walk takes at this size, even in a debug build.
    @Test func aFunctionReadingAGlobalThousandsOfTimesIsCheckedInLinearTime() {
        let reads = 12_000
        let source = "var g = 0\nfunc use() {\n" + String(repeating: "    _ = g\n", count: reads) + "}\n"
        let start = Date()
        let result = runEngine([GlobalMutableState()], [("Reads.swift", source)])
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(finalText(result).hasPrefix("let g = 0\n"))
    }

    /// A global of a generated type nested thousands of levels deep (`[[[…Int…]]]`, `((…Int…))`):
    /// the type was taken apart one copied level per call, in time growing with the square of the
    /// depth, until the stack overflowed at 25,600 levels.
    @Test func deeplyNestedWrittenTypesAreNeitherSlowNorFatal() {
        for (open, close, value) in [("[", "]", "[]"), ("(", ")", "1")] {
            let depth = 30_000
            let source = "var x: " + String(repeating: open, count: depth) + "Int" + String(repeating: close, count: depth) + " = \(value)\n"
            let start = Date()
            let result = runEngine([GlobalMutableState()], [("Deep.swift", source)])
            #expect(Date().timeIntervalSince(start) < 20)
            #expect(result.files[0].changes.map(\.change.ruleID) == ["global-mutable-state"])
        }
    }

    /// The same for closures: each closure's captures were looked up by walking its function.
    @Test func aFunctionCreatingThousandsOfClosuresIsCheckedInLinearTime() {
        let closures = 4_000
        let source = "import Foundation\nfinal class Box { var v = 0 }\nfunc run() {\n    let box = Box()\n"
            + String(repeating: "    DispatchQueue.global().async { _ = box.v }\n", count: closures) + "}\n"
        let start = Date()
        let result = runEngine([SendableClosureCaptures(), SendableConformances()], [("Closures.swift", source)])
        #expect(Date().timeIntervalSince(start) < 20)
        // `box` crosses: its final class of one never-assigned var becomes Sendable.
        #expect(result.files[0].changes.map(\.change.ruleID) == ["sendable-conformances"])
        #expect(result.files[0].advisories.filter { $0.change.ruleID == "sendable-closure-captures" }.count == closures)
    }

    /// More generated shapes that were quadratic: a chain of subclasses (each walked the whole
    /// chain above it), a class of thousands of methods each calling the next (each use searched
    /// every member), and thousands of globals read in one function (its locals collected once per
    /// global).
    @Test func chainsLargeTypesAndManyGlobalsAreCheckedInLinearTime() {
        let count = 4_000
        let chain = "class C0 {}\n" + (1..<count).map { "class C\($0): C\($0 - 1) { func f\($0)() {} }\n" }.joined()
        let members = "import UIKit\nfinal class Big {\n" + (0..<count).map { "    func m\($0)() { m\($0 + 1)() }\n" }.joined()
            + "    func m\(count)() { UIApplication.shared.open(url) }\n}\n"
        let globals = (0..<count).map { "var g\($0) = \($0)\n" }.joined() + "func use() {\n" + (0..<count).map { "    _ = g\($0)\n" }.joined() + "}\n"
        for (name, source) in [("Chain.swift", chain), ("Members.swift", members), ("Globals.swift", globals)] {
            let start = Date()
            let result = runEngine(RuleRegistry.all, [(name, source)])
            #expect(Date().timeIntervalSince(start) < 20, "\(name)")
            if name == "Globals.swift" { #expect(result.changes.count == count) }
        }
    }

    /// A generated catalogue: a final class holding thousands of static constants of itself
    /// (home-assistant's `MaterialDesignIcons`, 7,447 icons). Whether the class may conform to
    /// Sendable was asked once per constant, and each answer read every member of the class:
    /// about 0.7 s a round in the release binary (that file's whole check is 0.33 s now). One change conforms the class.
    @Test func aCatalogueOfThousandsOfConstantsOfItsOwnClassIsCheckedInLinearTime() {
        let count = 6_000
        let source = "public final class Icons: Hashable {\n    public let name: String\n    public let code: String\n"
            + "    init(name: String, code: String) { self.name = name; self.code = code }\n"
            + "    public static func == (l: Icons, r: Icons) -> Bool { l.name == r.name }\n"
            + "    public func hash(into hasher: inout Hasher) { hasher.combine(name) }\n"
            + (0..<count).map { "    public static let icon\($0) = Icons(name: \"i\($0)\", code: \"\\u{F\($0 + 1000)}\")\n" }.joined() + "}\n"
        let start = Date()
        let result = runEngine(RuleRegistry.all, [("Icons.swift", source)], settings: SwiftSettings(languageMode: 6))
        let seconds = Date().timeIntervalSince(start)
        #expect(seconds < 12, "\(seconds) s")
        #expect(result.changes.map(\.change.message) == ["conform 'Icons' to Sendable: a final class whose stored properties are all lets of Sendable types"])
    }

    /// A chain of thousands of calls ending in main-actor code: each explanation quoted the rest
    /// of the chain, so the report grew with the square of its length. It quotes two levels, then
    /// the chain's length and its end.
    @Test func aLongCallChainIsExplainedInBoundedText() {
        let count = 3_000
        let source = "@MainActor func paint() {}\nfunc f0() { paint() }\n" + (1..<count).map { "func f\($0)() { f\($0 - 1)() }\n" }.joined()
        let start = Date()
        let result = runEngine(RuleRegistry.all, [("Chain.swift", source)], settings: SwiftSettings(languageMode: 5))
        #expect(Date().timeIntervalSince(start) < 20)
        let reasons = result.changes.filter { $0.change.ruleID == "infer-main-actor" }.map(\.change.reason)
        #expect(reasons.count == count)
        #expect(reasons.allSatisfy { $0.utf8.count < 1_000 })
        #expect(reasons.contains { $0.contains("through a chain of 2999 calls, the last of which uses paint") })
        #expect(reasons.contains { $0.contains("uses 'f1', which needs the main actor (it uses 'f0', which needs the main actor (it uses paint") })
    }

    /// A generated chain of 1,000 data types, each naming the one before in a method, the last used
    /// by an actor: all become nonisolated in the first round, and the rule's passes read only the
    /// mentions in the types the pass before changed (rescanning every mention per link took 3.2 s
    /// in a release build, now 0.34 s for the whole check).
    @Test func aLongChainOfDataTypesIsDecidedInOneRoundInLinearTime() {
        let count = 1_000
        let source = "struct T0: Hashable { var raw: Int }\n"
            + (1..<count).map { "struct T\($0): Hashable {\n    var x: T\($0 - 1)\n    func s() -> Set<T\($0 - 1)> { [x] }\n}\n" }.joined()
            + "actor A { func f(_ t: T\(count - 1)) -> Int { t.s().count } }\n"
        let start = Date()
        let result = runEngine([NonisolatedDataTypes()], [("Chain.swift", source)], settings: SwiftSettings(languageMode: 6, defaultIsolation: .mainActor))
        // (A debug build: 17.4 s rescanning every mention per pass, 1.8 s now; 10.9 s while the
        // corpus suite and two other builds shared the machine's two cores.)
        #expect(Date().timeIntervalSince(start) < 14)
        #expect(result.changes.count == count)
        #expect(result.changes.allSatisfy { $0.round == 0 })
    }

    /// A member chain of 10,000 links in a `Task.detached` closure of a main-actor class: every
    /// link walked up the chain looking for an `await` (found by fuzzing: 60,000 links took over 30 s;
    /// longer chains overflow the stack of a debug build's test thread, not the release binary's).
    @Test func aLongMemberChainInASendableClosureIsCheckedInLinearTime() {
        let source = "@MainActor final class C { var a = 0; func f() { Task.detached { _ = self.a" + String(repeating: ".b", count: 10_000) + " } } }\n"
        let start = Date()
        let result = runEngine([SendableClosureCaptures()], [("Chain.swift", source)])
        // (A debug build: 8 s before, 0.1 s after.)
        #expect(Date().timeIntervalSince(start) < 3)
        #expect(result.changes.map(\.change.message) == ["capture [a] in the closure passed to Task.detached"])
    }

    /// Thousands of types each declaring an async method of one name, each called from main-actor
    /// code: without receiver types every call binds to every method of the name, and each
    /// method placed every call (found by fuzzing: 3,000 of each took 35 s in the release binary,
    /// 0.3 s now). The first call passes a fresh value, so the reason names the second.
    @Test func thousandsOfSameNamedAsyncMethodsAreCheckedInLinearTime() {
        let count = 2_000
        let source = "public struct Item { public let id: Int }\n" + (0..<count).map { i in
            "final class M\(i) { func load(_ item: Item) async {} }\n"
                + "@MainActor final class V\(i) { var item = Item(id: 0); func go() async { let m = M\(i)(); await m.load(\(i == 0 ? "Item(id: 1)" : "item")) } }\n"
        }.joined()
        let start = Date()
        let result = runEngine([SendableConformances()], [("Load.swift", source)], settings: SwiftSettings(languageMode: 6))
        #expect(Date().timeIntervalSince(start) < 10)
        // (Each `M` is made where it is awaited, so it crosses as it is: a stored `m` would be
        // main-actor state sent with the call, and every `M` would conform.)
        #expect(result.changes.map(\.change.message) == ["conform 'Item' to Sendable: its values cross an isolation boundary and its stored properties are all Sendable"])
        #expect(result.changes.first?.change.reason.contains("main-actor code passes it to nonisolated async function M0.load, which runs on the global executor (Load.swift:5)") == true)
    }

    /// The same with actors calling actors: each call comes from a domain of its own, and each
    /// method leaves out only its own actor's calls (3,000 of each took 61 s and 4.7 GB before,
    /// 2.9 s with the calls placed once, 0.4 s with the domains summed up).
    @Test func thousandsOfActorsCallingSameNamedMethodsAreCheckedInLinearTime() {
        let count = 2_000
        let source = "public struct Item { public let id: Int }\n" + (0..<count).map { i in
            "actor M\(i) { func load(_ item: Item) -> Int { 0 } }\n"
                + "actor V\(i) { let m = M\(i)(); var item = Item(id: 0); func go() async { _ = await m.load(item) } }\n"
        }.joined()
        let start = Date()
        let result = runEngine([SendableConformances()], [("Load.swift", source)], settings: SwiftSettings(languageMode: 6))
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(result.changes.first?.change.reason.contains("V0-isolated code passes it to actor method M0.load (Load.swift:3)") == true, "\(result.changes.map(\.change.reason))")
    }

    /// Thousands of classes, each capturing its own var in a `Task.detached` closure: whether the
    /// var is assigned after init was scanned var by var, each scan reading the whole file (found
    /// by fuzzing: 16,000 took 16.5 s in the release binary, 1.3 s now; this debug test 37.5 s, 2 s;
    /// 3.6 s alone on the 2-core CI machine, up to 8.2 s beside the other suites, so the bound
    /// is 15 s: still far below the quadratic scan's).
    @Test func thousandsOfClassesCapturingTheirVarsAreCheckedInLinearTime() {
        let count = 8_000
        let source = (0..<count).map { "final class C\($0) { var v\($0) = 0; func go() { Task.detached { print(self.v\($0)) } } }\n" }.joined()
        let start = Date()
        let result = runEngine([SendableClosureCaptures()], [("Classes.swift", source)], settings: SwiftSettings(languageMode: 6))
        #expect(Date().timeIntervalSince(start) < 15)
        #expect(result.changes.count == count)
        #expect(result.changes.last?.change.message == "capture [v\(count - 1)] in the closure passed to Task.detached")
    }

    /// Thousands of locals, each captured by a closure of its own: each closure listed every
    /// local declared before it. (Each is used again after its closure, so none is handed over.)
    @Test func aFunctionDeclaringThousandsOfCapturedLocalsIsCheckedInLinearTime() {
        let count = 3_000
        let source = "import Foundation\nfinal class Box { var v = 0 }\nfunc run() {\n"
            + (0..<count).map { "    let a\($0) = Box()\n    DispatchQueue.global().async { _ = a\($0).v }\n    print(a\($0))\n" }.joined() + "}\n"
        let start = Date()
        let result = runEngine([SendableClosureCaptures()], [("Locals.swift", source)])
        #expect(Date().timeIntervalSince(start) < 20)
        let reports = result.files[0].advisories.map(\.change.message)
        #expect(reports.count == count)
        #expect(reports.last?.contains("it captures 'a\(count - 1)' of non-Sendable type 'Box'") == true)
    }

    /// Thousands of closures reading one local var: whether another closure writes it is found
    /// once per name (scanned per closure, the check was quadratic).
    @Test func thousandsOfClosuresReadingOneVarAreCheckedInLinearTime() {
        let count = 8_000
        let source = "import Foundation\nfunc run() {\n    var limit = 3\n    limit += 1\n"
            + String(repeating: "    DispatchQueue.global().async { print(limit) }\n", count: count) + "}\n"
        let start = Date()
        let result = runEngine([SendableClosureCaptures()], [("Reads.swift", source)])
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(result.changes.count == count)
        #expect(result.changes.last?.change.message == "capture [limit] for the closure passed to DispatchQueue.async")
    }

    /// The per-function table answers what a walk per question answered.
    @Test func theLocalsTableAgreesWithTheWalk() {
        let source = """
            func f(a: Int, _ b: Int) {
                let x = a
                if let y = Optional(x) { print(x, y, a, b) }
                for i in 0..<3 { let x = i; print(x, i) }
                guard let z = Optional(b) else { return }
                let c = { (q: Int) in print(q, x, z) }
                items.forEach { item in print(item, x) }
                do { var w = 1; w += x; print(w) }
                print(x, z, y, w, i, q, item, c)
            }

            """
        let tree = SyntaxTree.parse(source)
        let function = tree.nodes(ofKinds: .funcDecl)[0]
        let table = LocalScopes.Table(member: function)
        var asked = 0
        for reference in tree.nodes(ofKinds: .declReference) {
            guard let name = reference.name else { continue }
            let walked = LocalScopes.names(visibleAt: reference.byteRange, in: function, includingInside: false).contains(name)
            #expect(table.isShadowed(name, at: reference.byteRange) == walked, "\(name) at \(reference.byteRange)")
            asked += 1
        }
        #expect(asked > 20)
    }

    @Test func aFileThatTakesLongIsNamedOnTheProgressLine() {
        let lines = CollectedLines()
        // The slow file runs until it has been named (or 20 s pass): a loaded machine delays the
        // report, it must not make the test fail; a watcher that never reports still fails it.
        let slow = ClosureRule("slow") { file in
            guard file.path == "Slow.swift" else { return [] }
            let start = Date()
            while !lines.all.contains(where: { $0.contains("Slow.swift") }), Date().timeIntervalSince(start) < 20 {
                Thread.sleep(forTimeInterval: 0.05)
            }
            return []
        }
        var engine = Engine(rules: [slow], sdk: engineSDK, jobs: 2)
        engine.slowFileSeconds = 0.2
        let inputs = ["Fast.swift", "Slow.swift"].map { InputFile(path: $0, bytes: Array("let x = 1\n".utf8), settings: SwiftSettings(languageMode: 5)) }
        _ = engine.run(inputs, progress: { lines.append($0) })
        #expect(lines.all.contains { $0.hasPrefix("round 1: checking 2 files; Slow.swift for ") }, "\(lines.all)")
        #expect(!lines.all.contains { $0.contains("Fast.swift") })
    }
}

final class CollectedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.lock(); lines.append(line); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return lines }
}
