import XCTest

@MainActor final class Counter {
    var value = 0
    func increment() { value += 1 }
}

/// Tests of main-actor code: in Swift 6 each test that touches Counter must run on the main actor.
@MainActor final class CounterTests: XCTestCase {
    func testIncrement() {
        let counter = Counter()
        counter.increment()
        XCTAssertEqual(counter.value, 1)
    }

    func testStartsAtZero() {
        XCTAssertEqual(Counter().value, 0)
    }

    func testArithmetic() {
        XCTAssertEqual(1 + 1, 2)
    }
}
