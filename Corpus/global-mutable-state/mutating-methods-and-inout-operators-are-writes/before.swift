// A global or static value changed only through a `mutating` method (also one declared in an
// extension) or through an operator that takes it `inout` is written: it cannot become a `let`.
struct Stats {
    var hits = 0
    mutating func record() { hits += 1 }
    func summary() -> String { "\(hits) hits" }
}
extension Stats { mutating func reset() { hits = 0 } }

infix operator <~
struct Bag {
    var items: [Int] = []
    static func <~ (lhs: inout Bag, rhs: Int) { lhs.items.append(rhs) }
}

var stats = Stats()
enum Cache { static var shared = Stats() }
var bag = Bag()
var baseline = Stats()

@MainActor func handleRequest() -> String {
    stats.record()
    Cache.shared.reset()
    bag <~ 1
    return baseline.summary() + (baseline.hits > 0 ? "!" : "")
}
