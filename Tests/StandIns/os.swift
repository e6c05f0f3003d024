// Module `os`: the os overlay's `Logger`, `@unchecked Sendable`, whose logging methods are not
// mutating (the real ones take an `OSLogMessage`; a `String` stands for it here).
public struct Logger: @unchecked Sendable {
    public init(subsystem: String, category: String) {}
    public func debug(_ message: String) {}
    public func info(_ message: String) {}
    public func error(_ message: String) {}
}
