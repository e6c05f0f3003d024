import Foundation

/// A family of errors: the base class is subclassed, so it cannot be final.
class NetworkError: Error, @unchecked Sendable {
    let status: Int
    init(status: Int) { self.status = status }
}

class TimeoutError: NetworkError, @unchecked Sendable {
    init() { super.init(status: 408) }
}

final class GatewayTimeoutError: TimeoutError, @unchecked Sendable {}

/// A class with a superclass other than NSObject cannot be a checked Sendable class.
class Operation {
    var name = "sync"
}

class OperationFailure: Operation, Error, @unchecked Sendable {}

/// Other modules may subclass an open class.
open class PluginError: Error, @unchecked Sendable {
    public init() {}
}

func check(_ status: Int) throws {
    if status == 408 { throw TimeoutError() }
    throw NetworkError(status: status)
}

/// Its only subclass is declared in a function body: `final` would break it.
class ParseFailure: Error, @unchecked Sendable {}

func emptyInputFailure() -> Error {
    class EmptyInput: ParseFailure, @unchecked Sendable {}
    return EmptyInput()
}
