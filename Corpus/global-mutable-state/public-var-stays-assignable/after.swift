import Foundation

public enum Log {
    /// Clients turn logging on: never assigned in the package does not mean never assigned.
    public nonisolated(unsafe) static var isEnabled = false
    private nonisolated(unsafe) static var lines: [String] = []

    public static func write(_ line: String) {
        guard isEnabled else { return }
        lines.append(line)
    }
}
