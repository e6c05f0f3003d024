import SnapshotTestKit
import UIKit

final class BadgeView: UIView {
    let label = UIView()
}

/// The project's own base of its snapshot tests, on a third-party XCTest base class that
/// actorfix's SDK knowledge does not describe.
class AppSnapshotTestCase: SnapshotKitTestCase {
    override func setUp() {
        super.setUp()
        recordMode = false
    }
}

/// Its tests construct views: in Swift 6 the test case must run on the main actor, where XCTest
/// runs its tests anyway.
final class BadgeSnapshotTests: AppSnapshotTestCase {
    func testBadge() {
        let view = BadgeView()
        verifySnapshot(view, identifier: "badge")
    }

    func testIdentifierIsEmpty() {
        let identifier = ""
        precondition(identifier.isEmpty)
    }
}
