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

    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    func best(_ body: () -> Void) -> Double {
        var bestTime = Double.infinity
        for _ in 0..<repeats {
            let start = Benchmark.now()
            body()
            bestTime = min(bestTime, Benchmark.now() - start)
        }
        return bestTime
    }

    static func rate(_ bytes: Int, _ seconds: Double) -> String { String(format: "%.0f MB/s", Double(bytes) / 1e6 / seconds) }
    static func seconds(_ s: Double) -> String { String(format: "%.3f s", s) }

    func run() -> Int32 {
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
        let inputs = files.map { InputFile(path: $0.path, bytes: $0.bytes, settings: settings) }
        for jobs in [1, ProcessInfo.processInfo.activeProcessorCount] {
            let engine = Engine(rules: RuleRegistry.all, sdk: sdk, jobs: jobs)
            var changes = 0
            let checkTime = best { changes = engine.run(inputs).changes.count }
            print("check (\(jobs) job\(jobs == 1 ? "" : "s")): \(Benchmark.seconds(checkTime))  \(Benchmark.rate(totalBytes, checkTime))  (\(changes) changes)")
        }
        return sink == 42 ? 1 : 0
    }
}
