#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// swift-nio's system-call table: globals holding C function pointers, read from any thread.
/// A `@convention(c)` or `@convention(thin)` function captures nothing, so it is Sendable and
/// these `let`s compile in Swift 6 as they are.
@usableFromInline let sysMalloc: @convention(c) (Int) -> UnsafeMutableRawPointer? = malloc
@usableFromInline let sysFree: @convention(c) (UnsafeMutableRawPointer?) -> Void = free
private let sysAbs: @convention(c) (CInt) -> CInt = abs

enum Hooks {
    static let double: @convention(thin) (Int) -> Int = { $0 * 2 }
}

func allocate(_ count: Int) -> UnsafeMutableRawPointer? {
    _ = sysAbs(-1)
    return sysMalloc(Hooks.double(count))
}

func release(_ pointer: UnsafeMutableRawPointer?) {
    sysFree(pointer)
}
