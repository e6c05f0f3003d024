import Foundation

var benchmark = Benchmark()
var argv = Array(CommandLine.arguments.dropFirst())
while !argv.isEmpty {
    let a = argv.removeFirst()
    if a == "--repeat", let n = argv.first.flatMap({ Int($0) }) {
        benchmark.repeats = max(1, n)
        argv.removeFirst()
    } else if a == "--jobs", let n = argv.first.flatMap({ Int($0) }), n > 0 {
        benchmark.jobs = [n]
        argv.removeFirst()
    } else if a == "--no-generated" {
        benchmark.generated = false
    } else if a == "--help" || a == "-h" {
        print("""
            USAGE: actorfix-bench [--repeat N] [--jobs N] [--no-generated] [PATH...]
              PATH...         .swift and .swiftinterface files under these paths
              --jobs N        time the full check with N jobs only (default: 1, then every core)
              --no-generated  skip the generated file with one change per line (1,000 to 64,000 changes)
            """)
        exit(0)
    } else {
        benchmark.paths.append(a)
    }
}
if benchmark.paths.isEmpty && !benchmark.generated {
    FileHandle.standardError.write(Data("actorfix-bench: give at least one PATH, or leave out --no-generated\n".utf8))
    exit(2)
}
exit(benchmark.run())
