import ActorfixEngine
import ActorfixIndex
import ActorfixRules
import ActorfixSyntax
import Foundation

/// Release-mode benchmark of the syntax core: `swift run -c release actorfix-bench PATH...`.
/// Files are read before timing starts; each phase runs `--repeat N` times (default 5) and the
/// best run counts (this machine is a shared VM: the best run is the least disturbed one). The
/// slowest file is reported too (files under 16 KB are too quick to time one by one).
struct Benchmark {
    var paths: [String] = []
    var repeats = 5
    /// Also time the generated many-changes file.
    var generated = true
    /// The job counts the full check is timed with (`--jobs N` times one).
    var jobs = [1, ProcessInfo.processInfo.activeProcessorCount]

    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    func best(_ body: () -> Void) -> Double {
        var bestTime = Double.infinity
        for _ in 0..<repeats {
            // The memory of the previous run is freed before this one is timed.
            Engine.waitForReleasedRounds()
            let start = Benchmark.now()
            body()
            bestTime = min(bestTime, Benchmark.now() - start)
        }
        return bestTime
    }

    static func rate(_ bytes: Int, _ seconds: Double) -> String { String(format: "%.0f MB/s", Double(bytes) / 1e6 / seconds) }
    static func seconds(_ s: Double) -> String { String(format: "%.3f s", s) }

    func run() -> Int32 {
        var status: Int32 = 0
        if !paths.isEmpty { status = runOnFiles() }
        if generated { generatedFile() }
        return status
    }

    func runOnFiles() -> Int32 {
        let found = SourceFinder.swiftFiles(in: paths, extensions: [".swift", ".swiftinterface"])
        var files: [(path: String, bytes: [UInt8])] = []
        for path in found.files {
            if let bytes = try? SourceFile.read(path: path) { files.append((path, bytes)) }
        }
        let totalBytes = files.reduce(0) { $0 + $1.bytes.count }
        var lines = 0
        for file in files { for b in file.bytes where b == 0x0A { lines += 1 } }
        print("files: \(files.count), bytes: \(totalBytes) (\(String(format: "%.1f", Double(totalBytes) / 1e6)) MB), lines: \(lines)")
        guard totalBytes > 0 else { return 0 }

        var sink = 0
        let lexTime = best { for file in files { sink &+= Lexer.tokenize(file.bytes).count } }
        print("lex:          \(Benchmark.seconds(lexTime))  \(Benchmark.rate(totalBytes, lexTime))")
        let parseTime = best { for file in files { sink &+= SyntaxTree.parse(file.bytes).nodes.count } }
        print("lex+parse:    \(Benchmark.seconds(parseTime))  \(Benchmark.rate(totalBytes, parseTime))")
        let printTime = best { for file in files { sink &+= SyntaxTree.parse(file.bytes).printed().count } }
        print("parse+print:  \(Benchmark.seconds(printTime))  \(Benchmark.rate(totalBytes, printTime))")

        var worst: (path: String, rate: Double, size: Int)?
        for file in files where file.bytes.count >= 16_384 {
            let t = best { sink &+= SyntaxTree.parse(file.bytes).nodes.count }
            let rate = Double(file.bytes.count) / 1e6 / t
            if worst == nil || rate < worst!.rate { worst = (file.path, rate, file.bytes.count) }
        }
        if let worst {
            print("slowest file: \(String(format: "%.0f", worst.rate)) MB/s  \(worst.path) (\(worst.size) bytes)")
        }

        // The whole pipeline as `actorfix check` runs it: parse, index, all rules to the fixed point.
        let settings = SwiftSettings(languageMode: 5)
        let trees = files.map { SyntaxTree.parse($0.bytes, path: $0.path) }
        let units = trees.map { SourceUnit(tree: $0, settings: settings) }
        let sdk = (try? SDKKnowledge.bundled()) ?? SDKKnowledge()
        let indexTime = best { sink &+= ProjectIndex(units: units, sdk: sdk).types.count }
        print("index:        \(Benchmark.seconds(indexTime))  \(Benchmark.rate(totalBytes, indexTime))")
        // The isolation inference on that index (uses of every declaration, both worklists), as
        // every round computes it once for all rules.
        let index = ProjectIndex(units: units, sdk: sdk)
        let inferenceTime = best { sink &+= IsolationGraph(index: index, target: FileContext.swift6).needsMainActor.count }
        print("inference:    \(Benchmark.seconds(inferenceTime))  \(Benchmark.rate(totalBytes, inferenceTime))")
        let inputs = files.map { InputFile(path: $0.path, bytes: $0.bytes, settings: settings) }
        for jobs in jobs {
            let engine = Engine(rules: RuleRegistry.all, sdk: sdk, jobs: jobs)
            var changes = 0
            var changedByRound = ""
            var phases: [(String, Double)] = []
            let checkTime = best {
                let lines = ProgressLines()
                let result = engine.run(inputs, progress: { lines.append($0) })
                changes = result.changes.count
                changedByRound = Benchmark.rulesByRound(result.changes)
                lines.append("end")
                phases = lines.all
            }
            print("check (\(jobs) job\(jobs == 1 ? "" : "s")): \(Benchmark.seconds(checkTime))  \(Benchmark.rate(totalBytes, checkTime))  (\(changes) changes)")
            print("  by round:   \(Benchmark.rounds(phases))")
            print("  changes:    \(changedByRound)")
        }
        return sink == 42 ? 1 : 0
    }

    /// "1: infer-main-actor 12, sendable-conformances 30; 2: …": which rules made the changes of
    /// each round, so the reasons for an extra round show.
    static func rulesByRound(_ changes: [AppliedChange]) -> String {
        let rounds = Dictionary(grouping: changes, by: \.round)
        return rounds.keys.sorted().map { round in
            let counts = Dictionary(grouping: rounds[round]!, by: \.change.ruleID).mapValues(\.count)
            return "\(round + 1): " + counts.keys.sorted().map { "\($0) \(counts[$0]!)" }.joined(separator: ", ")
        }.joined(separator: "; ")
    }

    /// "1: index 0.30 s, rules 0.52 s; 2: …" from the engine's progress lines ("round N:
    /// indexing …", "round N: checking …"): each phase lasts until the next one starts; rules
    /// include applying the changes and parsing the changed files again.
    static func rounds(_ lines: [(String, Double)]) -> String {
        var phases: [(round: String, phase: String, start: Double)] = []
        for (line, time) in lines {
            let words = line.split(separator: " ")
            guard words.count > 2, words[0] == "round" else { phases.append(("", "end", time)); continue }
            let round = String(words[1].dropLast()), phase = words[2] == "indexing" ? "index" : "rules"
            if phases.last.map({ $0.round != round || $0.phase != phase }) ?? true { phases.append((round, phase, time)) }
        }
        var byRound: [(round: String, parts: [String])] = []
        for (phase, next) in zip(phases, phases.dropFirst()) where phase.phase != "end" {
            let part = "\(phase.phase) \(String(format: "%.2f", next.start - phase.start)) s"
            if byRound.last?.round == phase.round { byRound[byRound.count - 1].parts.append(part) } else { byRound.append((phase.round, [part])) }
        }
        return byRound.map { "\($0.round): \($0.parts.joined(separator: ", "))" }.joined(separator: "; ")
    }

    /// A generated file with one change per line (`var globalN = N`, each becoming a `let`), at
    /// doubling sizes: the whole check, the report and the diff, and the time per change, which
    /// must stay flat as the file grows.
    func generatedFile() {
        let settings = SwiftSettings(languageMode: 5)
        let sdk = (try? SDKKnowledge.bundled()) ?? SDKKnowledge()
        let engine = Engine(rules: RuleRegistry.all, sdk: sdk, jobs: 1)
        print("generated file, one change per line (1 job):")
        print("  changes      size    check   report     diff   per change")
        var perChange: [Double] = []
        for count in [1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000] {
            let source = (0..<count).map { "var global\($0) = \($0)\n" }.joined()
            let input = InputFile(path: "Generated.swift", bytes: Array(source.utf8), settings: settings)
            let once = Benchmark(paths: [], repeats: count >= 16_000 ? min(repeats, 2) : repeats)
            // Each run's result is kept until the size is done: replacing one inside the timing
            // would time freeing the previous run (a check's process never frees its result).
            var results = [engine.run([input])]
            let checkTime = once.best { results.append(engine.run([input])) }
            let result = results[results.count - 1]
            var findings: [Finding] = []
            let reportTime = once.best {
                findings = Finding.all(result, displayPath: { $0 })
                let summary = RunSummary(filesScanned: 1, filesChanged: 1, skipped: [], seconds: 0, errors: [])
                _ = TextReporter(color: false).report(findings, summary: summary, rules: RuleRegistry.all)
            }
            let file = result.files[0]
            var patch: [UInt8] = []
            let diffTime = once.best { patch = UnifiedDiff.patch(path: file.path, old: file.original, new: file.final) }
            guard result.changes.count == count, !patch.isEmpty, findings.count == count else {
                print("  \(count): expected \(count) changes, got \(result.changes.count)")
                continue
            }
            let total = checkTime + reportTime + diffTime
            perChange.append(total / Double(count))
            print(String(format: "  %7d  %6.0f KB  %.3f s  %.3f s  %.3f s  %5.1f µs", count, Double(source.utf8.count) / 1024,
                         checkTime, reportTime, diffTime, total / Double(count) * 1e6))
        }
        if let first = perChange.first, let last = perChange.last {
            print(String(format: "  time per change, largest vs smallest file: %.2f×", last / first))
        }
        generatedBodies(engine: engine, settings: settings)
    }

    /// One function of N lines of the same kind, the shapes where a walk of the function per line
    /// once made the check quadratic: N reads of one global, N closures capturing one local.
    func generatedBodies(engine: Engine, settings: SwiftSettings) {
        let shapes: [(name: String, source: (Int) -> String)] = [
            ("reads of one global", { "var g = 0\nfunc use() {\n" + String(repeating: "    _ = g\n", count: $0) + "}\n" }),
            ("closures capturing one local", {
                "import Foundation\nfinal class Box { var v = 0 }\nfunc run() {\n    let box = Box()\n"
                    + String(repeating: "    DispatchQueue.global().async { _ = box.v }\n", count: $0) + "}\n"
            }),
        ]
        print("generated function bodies, N lines in one function (1 job):")
        for shape in shapes {
            var perLine: [Double] = []
            var cells: [String] = []
            for count in [1_000, 4_000, 16_000, 64_000] {
                let input = InputFile(path: "Generated.swift", bytes: Array(shape.source(count).utf8), settings: settings)
                let once = Benchmark(paths: [], repeats: count >= 16_000 ? min(repeats, 2) : repeats)
                let checkTime = once.best { _ = engine.run([input]) }
                perLine.append(checkTime / Double(count))
                cells.append(String(format: "%d: %.3f s", count, checkTime))
            }
            let ratio = (perLine.last ?? 0) / max(perLine.first ?? 1, 1e-12)
            print("  \(shape.name): \(cells.joined(separator: ", ")); time per line, largest vs smallest: \(String(format: "%.2f×", ratio))")
        }
    }
}

/// The engine's progress lines with the time each arrived (the engine may call from a timer thread).
final class ProgressLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [(String, Double)] = []
    func append(_ line: String) { lock.lock(); lines.append((line, Benchmark.now())); lock.unlock() }
    var all: [(String, Double)] { lock.lock(); defer { lock.unlock() }; return lines }
}
