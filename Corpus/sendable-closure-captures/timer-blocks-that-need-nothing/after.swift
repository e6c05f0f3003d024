import Foundation

// Must do nothing: a timer block that already captures the constant it reads, and one of a Sendable
// class.
final class Poller {
    let endpoint: String
    private var timer: Timer?

    init(endpoint: String) {
        self.endpoint = endpoint
    }

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { [endpoint] _ in
            print("polling \(endpoint)")
        }
    }
}

final class Beacon: Sendable {
    let name: String

    init(name: String) {
        self.name = name
    }

    func start() {
        _ = Timer.scheduledTimer(withTimeInterval: 5, repeats: false) { _ in
            print(self.name)
        }
    }
}
