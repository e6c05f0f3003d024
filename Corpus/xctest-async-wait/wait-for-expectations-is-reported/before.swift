import XCTest

final class LegacyTests: XCTestCase {
    func testEventually() async {
        let done = expectation(description: "done")
        Task { done.fulfill() }
        waitForExpectations(timeout: 1)
    }
}
