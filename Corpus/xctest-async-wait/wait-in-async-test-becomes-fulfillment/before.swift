import XCTest

final class LoaderTests: XCTestCase {
    func testLoadsInOrder() async throws {
        let first = expectation(description: "first")
        let second = expectation(description: "second")
        DispatchQueue.global().async {
            first.fulfill()
            second.fulfill()
        }
        wait(for: [first, second], timeout: 1, enforceOrder: true)
    }

    func testLoads() async {
        let done = expectation(description: "done")
        Task { done.fulfill() }
        self.wait(for: [done], timeout: 2)
    }
}
