import Foundation
import UserNotifications

// Reduced from pocket-casts-ios' NotificationsHelper: the completion handler of a
// UNUserNotificationCenterDelegate witness is called on a background queue. The witness must take
// the parameter type the SDK's requirement declares, so `@Sendable` there alone would be a new
// error ("sendability of function types in instance method … does not match requirement"): it is
// reported. A method no requirement names gets `@Sendable`.
final class NotificationsHelper: NSObject, UNUserNotificationCenterDelegate {
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        DispatchQueue.global().async {
            completionHandler()
        }
    }

    func refreshBadges(completion: @escaping @Sendable () -> Void) {
        DispatchQueue.global().async {
            completion()
        }
    }
}
