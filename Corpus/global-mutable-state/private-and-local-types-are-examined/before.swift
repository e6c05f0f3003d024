import Foundation

// Test files each declare `fileprivate struct Fixture` (found in 14 test files of one package):
// the index merges the name, so this file alone decides about its own.
fileprivate struct Fixture {
    static var name = "first"
    static var runs = 0
}

func runFixture() -> String {
    Fixture.runs += 1
    return Fixture.name
}

func countCalls() -> Int {
    // A type declared inside a function.
    struct Calls { static var count = 0 }
    Calls.count += 1
    return Calls.count
}
