// Found on SwiftCLI 6.0.3 (helper 70): `stdout` in a command is its protocol extension's
// property, not the C stream; three files got a Glibc import for nothing.
public protocol WritableStream: AnyObject, Sendable {
    func write(_ content: String)
}

public final class Sink: WritableStream {
    public func write(_ content: String) {}
}

public protocol Routable {}

extension Routable {
    public var stdout: WritableStream { Sink() }
}

public protocol Command: Routable {}

public final class VersionCommand: Command {
    public func execute() {
        stdout.write("Version: 1.0")
    }
}
