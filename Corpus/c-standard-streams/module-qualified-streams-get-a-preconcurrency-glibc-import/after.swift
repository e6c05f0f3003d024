#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#endif
import Foundation

// Found building SwiftCLI 6.0.3 (helper 70): `Foundation.stdout` is the C stream Foundation
// re-exports (2 errors were left); `@preconcurrency import Glibc` before Foundation covers it.
public enum Term {
    public static let isTTY = isatty(fileno(Foundation.stdout)) != 0
}

func flushOutput() {
    fflush(Foundation.stdout)
}
