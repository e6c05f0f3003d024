import Foundation

var benchmark = Benchmark()
var argv = Array(CommandLine.arguments.dropFirst())
while !argv.isEmpty {
    let a = argv.removeFirst()
    if a == "--repeat", let n = argv.first.flatMap({ Int($0) }) {
        benchmark.repeats = max(1, n)
        argv.removeFirst()
    } else if a == "--help" || a == "-h" {
        print("USAGE: actorfix-bench [--repeat N] PATH...   (.swift and .swiftinterface files under PATH)")
        exit(0)
    } else {
        benchmark.paths.append(a)
    }
}
if benchmark.paths.isEmpty {
    FileHandle.standardError.write(Data("actorfix-bench: give at least one PATH\n".utf8))
    exit(2)
}
exit(benchmark.run())
