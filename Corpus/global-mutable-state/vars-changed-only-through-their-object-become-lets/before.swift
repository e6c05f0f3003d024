import Foundation

// Variables never assigned after their initialization, whose object is changed or used through
// its members: a write of a member of a class instance (`requestCounter.value += 1`) and a
// method call on a class (`stampFormatter.string(from:)`, Foundation's formatters are classes)
// leave the variable as it is, so each becomes a `let` with its opt-out, as the rule does for
// every never-assigned variable. They were counted as writes, and stayed `var`s (found by a
// helper on XMLCoder's and CSV.swift's shared `ISO8601DateFormatter`).
final class Counter {
    var value = 0
}

var requestCounter = Counter()
var stampFormatter = DateFormatter()

func record() async -> String {
    requestCounter.value += 1
    return stampFormatter.string(from: Date())
}

// Must stay a `var`: a struct's member write assigns the variable.
struct Tally {
    var count = 0
}

var tally = Tally()

func count() async {
    tally.count += 1
}
