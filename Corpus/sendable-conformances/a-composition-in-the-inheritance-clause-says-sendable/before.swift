import Dispatch

// swift-nio's `NIOFileHandle` (NIOCore/FileHandle.swift) conforms to Sendable through a
// composition in its inheritance clause: it is Sendable already. actorfix read only the
// composition's first part, proposed `Sendable` again, and reported the handle as not Sendable
// where a closure captures it; the code compiles as it is, and nothing changes.
public protocol FileDescriptor {
    func withUnsafeFileDescriptor<T>(_ body: (Int32) throws -> T) throws -> T
}

public final class NIOFileHandle: FileDescriptor & Sendable {
    let descriptor: Int32 = 0

    public func withUnsafeFileDescriptor<T>(_ body: (Int32) throws -> T) throws -> T { try body(descriptor) }
}

func read(fileHandle: NIOFileHandle, on queue: DispatchQueue) {
    queue.async {
        _ = try? fileHandle.withUnsafeFileDescriptor { $0 }
    }
}
