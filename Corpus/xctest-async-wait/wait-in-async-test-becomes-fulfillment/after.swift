import XCTest

final class LoaderTests: XCTestCase {
    func testLoadsInOrder() async throws {
        let first = expectation(description: "first")
        let second = expectation(description: "second")
        DispatchQueue.global().async {
            first.fulfill()
            second.fulfill()
        }
        await fulfillment(of: [first, second], timeout: 1, enforceOrder: true)
    }

    func testLoads() async {
        let done = expectation(description: "done")
        Task { done.fulfill() }
        await self.fulfillment(of: [done], timeout: 2)
    }
}
