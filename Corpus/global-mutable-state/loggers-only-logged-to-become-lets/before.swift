import Dispatch
import os

public final class Log {
    /// Set once, chosen by a switch expression; only its (non-mutating) methods are called.
    private static var logger =
        switch ProcessInfoStub.bundleIdentifier {
        case "app":
            Logger(subsystem: "dev.example.app", category: "app")
        default:
            Logger(subsystem: "dev.example.app", category: "tunnel")
        }

    private static var audit: Logger = Logger(subsystem: "dev.example.app", category: "audit")

    public static func debug(_ message: String) {
        logger.debug(message)
        audit.info(message)
    }
}

enum ProcessInfoStub {
    static let bundleIdentifier = "app"
}

func logFromAnyThread() {
    DispatchQueue.global().async { Log.debug("hello") }
}
