import Foundation

// quotio's shape (PR #83, default main-actor isolation): the deinit removes the observers whose
// tokens the class stored. A token is `any NSObjectProtocol`, which is not Sendable, so reading it
// from the nonisolated deinit is an error the SIL pass reports ("cannot access property
// 'windowWillCloseObserver' with a non-Sendable type '(any NSObjectProtocol)?' from nonisolated
// deinit"). With Xcode 26 the deinit becomes isolated (SE-0371; main-actor deinits back-deploy).
final class AppDelegate: NSObject {
    private var windowWillCloseObserver: NSObjectProtocol?
    private var openWindows = 0

    func applicationDidFinishLaunching() {
        windowWillCloseObserver = NotificationCenter.default.addObserver(
            forName: Notification.Name("NSWindowWillCloseNotification"),
            object: nil,
            queue: .main
        ) { _ in
            print("closed")
        }
        openWindows += 1
    }

    isolated deinit {
        if let observer = windowWillCloseObserver {
            NotificationCenter.default.removeObserver(observer)
        }
    }
}
