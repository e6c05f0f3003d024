// Stand-in for UserNotifications: the delegate protocol is not annotated and its thread is not
// documented. Objective-C optional requirements are modelled as requirements with default
// implementations (Linux has no @objc protocols).
@_exported import Foundation

open class UNNotificationResponse: NSObject {
    public var actionIdentifier: String { "" }
}
open class UNUserNotificationCenter: NSObject {
    public static func current() -> UNUserNotificationCenter { UNUserNotificationCenter() }
    public weak var delegate: (any UNUserNotificationCenterDelegate)?
}
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void)
}
extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping () -> Void) {}
}
