import Foundation

@MainActor
final class Screen {
    func refresh() {}
}

@MainActor let screen = Screen()

enum Refresher {
    static func refreshNow() {
        MainActor.assumeIsolated {
            screen.refresh()
        }
    }

    static func refreshLater() {
        DispatchQueue.main.async {
            screen.refresh()
        }
    }

    static func refreshAsync() async {
        await MainActor.run {
            screen.refresh()
        }
    }

    static func checkThread() {
        MainActor.preconditionIsolated()
    }
}
