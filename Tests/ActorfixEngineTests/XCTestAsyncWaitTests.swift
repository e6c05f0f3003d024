import ActorfixEngine
import ActorfixIndex
import ActorfixRules
import Testing

@Suite("Rule: xctest-async-wait")
struct XCTestAsyncWaitTests {
    let rule = XCTestAsyncWait()

    @Test func blockingWaitInAsyncTestBecomesFulfillment() {
        assertRule(rule, "import XCTest\nfinal class T: XCTestCase {\n    func testA() async throws {\n        wait(for: [e], timeout: 1)\n    }\n}\n",
                   "import XCTest\nfinal class T: XCTestCase {\n    func testA() async throws {\n        await fulfillment(of: [e], timeout: 1)\n    }\n}\n")
        // Already awaited (Swift 5 only warns): one await is enough.
        assertRule(rule, "import XCTest\nfinal class T: XCTestCase {\n    func testA() async { await wait(for: [e], timeout: 1) }\n}\n",
                   "import XCTest\nfinal class T: XCTestCase {\n    func testA() async { await fulfillment(of: [e], timeout: 1) }\n}\n")
    }

    @Test func leavesOtherWaitsAlone() {
        let untouched = [
            "import XCTest\nfinal class T: XCTestCase {\n    func testA() { wait(for: [e], timeout: 1) }\n}\n",
            "import XCTest\nfinal class T: XCTestCase {\n    func testA() async { run { self.wait(for: [e], timeout: 1) } }\n}\n",
            "import XCTest\nfinal class T: XCTestCase {\n    func testA() async { _ = waiter.wait(for: [e], timeout: 1) }\n}\n",
            "final class Pool {\n    func drain() async { wait(for: [e], timeout: 1) }\n}\n",
        ]
        assertLeavesAlone(rule, untouched)
    }
}
