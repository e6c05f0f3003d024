// Default main-actor isolation (SE-0466) makes a global constant main-actor like the module's
// code, and swiftc 6.3.1 rejects reading it off the main actor even in its own module ("main
// actor-isolated let 'maxRetries' can not be referenced from a nonisolated context"). Constants
// of Sendable type that an actor or a nonisolated function reads become nonisolated; one that
// only main-actor code reads (`title`) stays.
nonisolated let maxRetries = 3
private nonisolated let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
nonisolated let mirrors = ["a.example.com", "b.example.com"]
let title = "Downloads"

actor Downloader {
    func attempts() -> Int { maxRetries }
    func mirror(_ i: Int) -> String { mirrors[i % mirrors.count] }
}

nonisolated func hex(_ byte: UInt8) -> String {
    String(decoding: [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]], as: UTF8.self)
}

func heading() -> String { title }
