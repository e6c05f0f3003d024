import SnapshotTestKit

struct Badge {
    var count: Int
    var text: String { count > 99 ? "99+" : "\(count)" }
}

/// Tests on a third-party XCTest base that use no main-actor code stay as they are.
final class BadgeTests: SnapshotKitTestCase {
    func testLargeCountsAreCapped() {
        precondition(Badge(count: 120).text == "99+")
    }

    func testSmallCountsAreShown() {
        precondition(Badge(count: 7).text == "7")
    }
}
