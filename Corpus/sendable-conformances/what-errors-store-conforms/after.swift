import Foundation

// `Error` refines `Sendable`, so what an error stores, and what its enum payloads carry, must be
// Sendable too: "stored property 'location' of 'Sendable'-conforming struct 'WatParserError'
// contains non-Sendable type 'Location'" (a warning, in the Swift 6 mode too). The public types
// stored so conform, as their storage allows. Found by a helper on WasmKit (PR #202, whose author
// made these types Sendable); the same payload in a struct declaring `Sendable` was already seen.
public struct Location: Equatable, Sendable {
    public let line: Int
    public let column: Int
}

public struct WatParserError: Error {
    public let message: String
    public let location: Location?
}

public enum ValueType: Equatable, Hashable, Sendable {
    case i32, i64, f32, f64
}

public struct FunctionType: Equatable, Hashable, Sendable {
    public let parameters: [ValueType]
    public let results: [ValueType]
}

public enum TrapReason: Error {
    case typeMismatchCall(actual: FunctionType, expected: FunctionType)
}

// A conformer of `LocalizedError` is Sendable already: it gets nothing itself.
public enum ToolError: LocalizedError {
    case unreadable(Location)

    public var errorDescription: String? { "unreadable" }
}

// The standard library's string views and indices are Sendable (WasmKit's `Location`).
public struct Span: Sendable {
    let start: String.Index
    let source: String.UnicodeScalarView
}

public struct LexerError: Error {
    let span: Span
}
