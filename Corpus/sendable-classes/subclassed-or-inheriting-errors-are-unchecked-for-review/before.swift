import Foundation

/// A family of errors: the base class is subclassed, so it cannot be final.
class NetworkError: Error {
    let status: Int
    init(status: Int) { self.status = status }
}

class TimeoutError: NetworkError {
    init() { super.init(status: 408) }
}

final class GatewayTimeoutError: TimeoutError {}

/// A class with a superclass other than NSObject cannot be a checked Sendable class.
class Operation {
    var name = "sync"
}

class OperationFailure: Operation, Error {}

/// Other modules may subclass an open class.
open class PluginError: Error {
    public init() {}
}

func check(_ status: Int) throws {
    if status == 408 { throw TimeoutError() }
    throw NetworkError(status: status)
}

/// Its only subclass is declared in a function body: `final` would break it.
class ParseFailure: Error {}

func emptyInputFailure() -> Error {
    class EmptyInput: ParseFailure {}
    return EmptyInput()
}
