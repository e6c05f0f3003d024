import UIKit
import XCTest

// stagehand's snapshot tests: a device configuration whose check uses main-actor UIKit, tried
// from the nonisolated setUp() of a test base class through a closure passed to
// `contains(where:)`. Making matches() @MainActor would only move the error into setUp().
struct DeviceConfig {
    let scale: Double

    func matches() -> Bool {
        UIView().isHidden == (scale > 3)
    }
}

class BaseTestCase: XCTestCase {
    private static let configs = [DeviceConfig(scale: 3)]

    override func setUp() {
        super.setUp()
        guard BaseTestCase.configs.contains(where: { $0.matches() }) else {
            fatalError("Tests must run on a supported device")
        }
    }
}
