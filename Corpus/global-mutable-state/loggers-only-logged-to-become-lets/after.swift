import Dispatch
import os

public final class Log {
    /// Set once, chosen by a switch expression; only its (non-mutating) methods are called.
    private static let logger =
        switch ProcessInfoStub.bundleIdentifier {
        case "app":
            Logger(subsystem: "dev.example.app", category: "app")
        default:
            Logger(subsystem: "dev.example.app", category: "tunnel")
        }

    private static let audit: Logger = Logger(subsystem: "dev.example.app", category: "audit")

    /// Its default branch never returns (as in Firezone's own file): the type is the other's.
    private static let tunnel =
        switch ProcessInfoStub.bundleIdentifier {
        case "tunnel":
            Logger(subsystem: "dev.example.app", category: "tunnel")
        default:
            fatalError("Unknown bundle id: \(ProcessInfoStub.bundleIdentifier)")
        }

    public static func debug(_ message: String) {
        logger.debug(message)
        audit.info(message)
        tunnel.info(message)
    }
}

enum ProcessInfoStub {
    static let bundleIdentifier = "app"
}

func logFromAnyThread() {
    DispatchQueue.global().async { Log.debug("hello") }
}
