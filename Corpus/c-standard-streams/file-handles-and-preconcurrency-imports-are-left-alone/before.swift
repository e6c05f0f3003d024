#if os(Linux)
@preconcurrency import Foundation
#else
import Foundation
#endif

func report(_ message: String) {
    fputs(message, stderr)
    FileHandle.standardError.write(Data(message.utf8))
}

struct Console {
    var stdout = ""
    mutating func log(_ line: String) { self.stdout += line }
}
