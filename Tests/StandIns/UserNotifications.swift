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
    // The async form the SDK's Swift overlay imports for the requirement above (here a
    // requirement of its own).
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
}
extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping () -> Void) {}
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}
}
