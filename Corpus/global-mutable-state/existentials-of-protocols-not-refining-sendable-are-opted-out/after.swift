// Found on SwiftCLI 6.0.3 (4 errors left): a constant holding the existential of a protocol of
// the project that does not refine Sendable got "cannot tell whether it is Sendable"; everything
// the protocol refines is known, so its existential is not Sendable: opted out for review.
public protocol WritableStream: AnyObject {
    func write(_ content: String)
}

public final class StandardStream: WritableStream {
    var written: [String] = []
    public func write(_ content: String) { written.append(content) }
}

public enum WriteStream {
    public nonisolated(unsafe) static let stdout: WritableStream = StandardStream()
    public nonisolated(unsafe) static let stderr: any WritableStream = StandardStream()
}

public func log(_ message: String) {
    WriteStream.stderr.write(message)
    WriteStream.stdout.write(message)
}
