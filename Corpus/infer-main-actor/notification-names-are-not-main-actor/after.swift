import Foundation
import UIKit

/// swift-composable-architecture's shape (it compiles in the Swift 6 mode): UIKit's notification
/// names are C globals imported as members of UIApplication, not isolated to the main actor, so
/// code that only names them needs no `@MainActor`.
var willResignNotificationName: Notification.Name? {
    UIApplication.willResignActiveNotification
}

var canListenForResignActive: Bool {
    willResignNotificationName != nil
}

final class LifecycleLog {
    private var names: [Notification.Name] = []

    func track() {
        names.append(UIApplication.willResignActiveNotification)
    }
}
