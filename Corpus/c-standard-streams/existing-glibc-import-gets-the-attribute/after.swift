#if canImport(Glibc)
@preconcurrency import Glibc
#else
import Darwin
#endif

enum Terminal {
    static func write(_ text: String) {
        fputs(text, stdout)
        fflush(stdout)
    }
}
