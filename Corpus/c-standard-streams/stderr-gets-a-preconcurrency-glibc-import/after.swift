#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#endif
import Foundation

/// A command-line tool's error output, the Swift 5 way.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) { fputs(string, stderr) }
}

func warn(_ message: String) {
    var output = StandardError()
    print("warning: \(message)", to: &output)
    fflush(stdout)
}
