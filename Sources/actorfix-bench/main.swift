import ActorfixSyntax
import Foundation

/// Release-mode benchmark of the syntax core: `swift run -c release actorfix-bench PATH...`.
/// Files are read before timing starts; each phase is run `--repeat N` times (default 5) and the
/// best run counts. The slowest file is reported too (files under 16 KB are too quick to time).

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

var paths: [String] = []
var repeats = 5
var argv = Array(CommandLine.arguments.dropFirst())
while !argv.isEmpty {
    let a = argv.removeFirst()
    if a == "--repeat", let n = argv.first.flatMap({ Int($0) }) { repeats = max(1, n); argv.removeFirst() }
    else if a == "--help" || a == "-h" {
        print("USAGE: actorfix-bench [--repeat N] PATH...   (.swift and .swiftinterface files under PATH)")
        exit(0)
    } else { paths.append(a) }
}
if paths.isEmpty {
    FileHandle.standardError.write(Data("actorfix-bench: give at least one PATH\n".utf8))
    exit(2)
}

let found = SourceFinder.swiftFiles(in: paths, extensions: [".swift", ".swiftinterface"])
var files: [(String, [UInt8])] = []
for path in found.files {
    if let bytes = try? SourceFile.read(path: path) { files.append((path, bytes)) }
}
let totalBytes = files.reduce(0) { $0 + $1.1.count }
let lines = files.reduce(0) { total, file in total + file.1.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }
print("files: \(files.count), bytes: \(totalBytes) (\(String(format: "%.1f", Double(totalBytes) / 1e6)) MB), lines: \(lines)")

@MainActor func best(_ body: () -> Void) -> Double {
    var bestTime = Double.infinity
    for _ in 0..<repeats {
        let start = now()
        body()
        bestTime = min(bestTime, now() - start)
    }
    return bestTime
}

func mbps(_ bytes: Int, _ seconds: Double) -> String { String(format: "%.0f MB/s", Double(bytes) / 1e6 / seconds) }

var sink = 0
let lexTime = best {
    for (_, bytes) in files { sink &+= Lexer.tokenize(bytes).count }
}
print("lex:          \(String(format: "%.3f", lexTime)) s  \(mbps(totalBytes, lexTime))")
let parseTime = best {
    for (_, bytes) in files { sink &+= SyntaxTree.parse(bytes).nodes.count }
}
print("lex+parse:    \(String(format: "%.3f", parseTime)) s  \(mbps(totalBytes, parseTime))")
let printTime = best {
    for (_, bytes) in files { sink &+= SyntaxTree.parse(bytes).printed().count }
}
print("parse+print:  \(String(format: "%.3f", printTime)) s  \(mbps(totalBytes, printTime))")

// Slowest file for lex+parse, among files large enough to time.
var worst: (String, Double, Int)? = nil
for (path, bytes) in files where bytes.count >= 16_384 {
    let t = best { sink &+= SyntaxTree.parse(bytes).nodes.count }
    let rate = Double(bytes.count) / 1e6 / t
    if worst == nil || rate < worst!.1 { worst = (path, rate, bytes.count) }
}
if let (path, rate, size) = worst {
    print("slowest file: \(String(format: "%.0f", rate)) MB/s  \(path) (\(size) bytes)")
}
if sink == 42 { print("") }
