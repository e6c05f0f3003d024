import Foundation

/// swift-nio's NonBlockingFileIO: a buffer filled by a `mutating func` on a background thread.
/// Capturing it (`[buf]`) would make the call fail ("cannot use mutating member on immutable
/// value"), so the closure is reported, not rewritten; `limit`, only read, is captured.
struct ByteBuffer {
    var bytes: [UInt8] = []
    mutating func write(_ body: (inout [UInt8]) -> Int) -> Int { body(&bytes) }
    func peek() -> UInt8? { bytes.first }
}

func readInBackground(limit: Int) {
    var buf = ByteBuffer()
    var maximum = limit
    maximum += 0
    DispatchQueue.global().async { [maximum] in
        _ = buf.write { bytes in
            bytes.append(1)
            return min(bytes.count, maximum)
        }
        print(buf.peek() ?? 0)
    }
}
