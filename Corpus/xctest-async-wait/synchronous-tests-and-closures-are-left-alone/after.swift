import XCTest

final class SyncTests: XCTestCase {
    func testBlocking() {
        let done = expectation(description: "done")
        DispatchQueue.global().async { done.fulfill() }
        wait(for: [done], timeout: 1)
    }

    func testWaiter() async {
        let done = expectation(description: "done")
        done.fulfill()
        // Another object's wait, not XCTestCase's own.
        let result = await XCTWaiter.fulfillment(of: [done], timeout: 1)
        XCTAssertEqual(result, .completed)
    }
}
