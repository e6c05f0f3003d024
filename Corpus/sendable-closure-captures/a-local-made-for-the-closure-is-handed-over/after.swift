import Foundation

// SwiftCLI 6.0.3's LineStream: a reader of a non-Sendable class, made for the closure and used
// by nothing else. `nonisolated(unsafe)` hands it over (review).
public final class ReadHandleStream {
    public let readHandle: FileHandle
    init(_ handle: FileHandle) { readHandle = handle }
    public func readLine() -> String? { nil }
}

public final class Reader: Sendable {
    private let queue = DispatchQueue(label: "Reader")

    public func start(each: @escaping @Sendable (String) -> ()) {
        let pipe = Pipe()
        nonisolated(unsafe) let readStream = ReadHandleStream(pipe.fileHandleForReading)
        queue.async {
            while let line = readStream.readLine() {
                each(line)
            }
        }
    }
}
