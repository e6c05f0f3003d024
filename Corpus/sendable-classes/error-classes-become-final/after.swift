import Foundation

/// A Swift 5-era error class, as command-line tools and app networking layers write them
/// (Commander's UsageError and Help, Stencil's TemplateDoesNotExist).
final class UsageError: Error, CustomStringConvertible {
    let message: String
    let attempts = 0

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}

public final class TemplateDoesNotExist: Error {
    let names: [String]
    public init(names: [String]) { self.names = names }
}

/// An NSObject subclass may be a final Sendable class too.
final class BridgedError: NSObject, LocalizedError {
    var errorDescription: String? { "bridged" }
}

/// The conformance comes from an extension in another part of the file.
final class LateFailure {
    let code: Int
    init(code: Int) { self.code = code }
}

extension LateFailure: Error {}

func fail() throws {
    throw UsageError("no command given")
}

/// Declared in a function body, as swift-nio's tests do.
func parse(_ text: String) throws -> Int {
    final class DummyError: Error {}
    guard let value = Int(text) else { throw DummyError() }
    return value
}

/// Conforms through a typealias of Error.
typealias Failure = Error & CustomStringConvertible

final class ConfigFailure: Failure {
    var description: String { "config" }
}
