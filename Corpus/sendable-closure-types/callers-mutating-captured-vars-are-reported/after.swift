import Dispatch

// Found on SwiftCLI 6.0.3 (its tests count lines with `count += 1` in the closure they pass):
// `each: @escaping @Sendable (String) -> ()` moved the error to the caller ("mutation of captured
// var 'count' in concurrently-executing code"), so the parameter is reported instead. Found
// through the type's name: an initializer's callers construct it.
public final class LineStream {
    private let queue = DispatchQueue(label: "LineStream")
    private let semaphore = DispatchSemaphore(value: 0)
    let lines: [String]

    public init(lines: [String], each: @escaping (String) -> ()) {
        self.lines = lines
        let copy = lines
        let semaphore = self.semaphore
        queue.async {
            for line in copy { each(line) }
            semaphore.signal()
        }
    }

    public func wait() { semaphore.wait() }
}

func countLines() -> Int {
    var count = 0
    let stream = LineStream(lines: ["a", "b", "c"]) { _ in
        count += 1
    }
    stream.wait()
    return count
}
