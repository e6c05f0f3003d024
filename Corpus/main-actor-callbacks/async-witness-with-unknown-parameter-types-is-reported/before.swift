import UserNotifications

@MainActor
final class NotificationRouter: NSObject, UNUserNotificationCenterDelegate {
    private var lastAction = ""

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
        lastAction = response.actionIdentifier
    }
}
