import Foundation

// Timer's block parameters are `@Sendable` since the Xcode 16 SDKs (scheduledTimer,
// Timer(timeInterval:repeats:block:), Timer(fire:interval:repeats:block:)): a block of a class
// that is not Sendable cannot capture self. It reads a constant: capture that instead.
final class Poller {
    let endpoint: String
    let label: String
    private var timer: Timer?
    private var retry: Timer?

    init(endpoint: String, label: String) {
        self.endpoint = endpoint
        self.label = label
    }

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in
            print("polling \(self.endpoint)")
        }
        let retry = Timer(timeInterval: 30, repeats: false) { _ in
            print("retrying \(self.label)")
        }
        RunLoop.current.add(retry, forMode: .default)
        self.retry = retry
    }
}
