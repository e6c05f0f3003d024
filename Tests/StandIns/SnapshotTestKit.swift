// Stand-in for a third-party XCTest base class (iOSSnapshotTestCase's `FBSnapshotTestCase`, KIF's
// `KIFTestCase`), built in the Swift 5 mode: actorfix's SDK knowledge does not describe it, and
// it is an `XCTestCase` subclass, not isolated.
import XCTest

open class SnapshotKitTestCase: XCTestCase {
    open var recordMode = false
    public func verifySnapshot(_ object: AnyObject, identifier: String = "") {}
}
