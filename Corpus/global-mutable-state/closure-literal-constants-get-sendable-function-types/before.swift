// Found on swift-prometheus (its Benchmarks package): package-benchmark's entry point
// `let benchmarks = { … }` is a closure literal, a function type that is not Sendable. Its
// maintainers wrote `let benchmarks: @Sendable () -> Void = {`, as package-benchmark asks.
struct Metric: Sendable { var name: String }

func register(_ name: String, _ body: @escaping () -> Void) {}

let benchmarks = {
    let metrics: [Metric] = [Metric(name: "malloc")]
    register("counter \(metrics.count)") {
        print("run")
    }
}

// One expression: the closure returned its value, which `-> Void` drops (review).
let single = { register("one") { print("one") } }

enum Hooks {
    static let onReset = {
        guard Bool.random() else { return }
        print("reset")
    }
}

// Must not change: typed already, isolated, or taking a value (reported).
let typed: @Sendable () -> Void = { print("typed") }

@MainActor let onLaunch = { print("launch") }

let echo = { (text: String) in print(text) }
