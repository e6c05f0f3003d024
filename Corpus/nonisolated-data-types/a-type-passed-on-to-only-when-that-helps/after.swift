// Must not change `Slice`: `Buffer` reads `slice.lowerBound` of the `Slice` it stores, but also
// calls its `Storage` class, main-actor by the default isolation, so `Buffer` stays main-actor
// (reported) and `Slice` would become nonisolated for nothing (found on swift-nio's
// `_ByteBufferSlice`, which a first version changed).
struct Slice: Equatable {
    var lowerBound = 0
    var start: Int { lowerBound }
}

final class Storage {
    var capacity = 16
    func grow() -> Int { capacity * 2 }
}

struct Buffer: Equatable {
    var slice = Slice()
    var count = 0
    var describe: String { "\(slice.start) \(count)" }
    static func == (lhs: Buffer, rhs: Buffer) -> Bool { lhs.count == rhs.count && Storage().grow() > 0 }
}

actor Writer {
    func write() -> Bool {
        Buffer() == Buffer()
    }
}
