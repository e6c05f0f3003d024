// A generic type that must be Sendable (an Error, or one declaring Sendable) stores values of its
// generic parameter: the parameter must be constrained to Sendable (WasmKit's author wrote
// `ComponentError<Content: Sendable>` and `StreamError<Element: Sendable>`). A constraint it
// already has gains `& Sendable`.
public struct ComponentError<Content: Sendable>: Error {
    public let content: Content
}

public enum StreamError<Element: Sendable>: Error {
    case unexpected(Element, index: Int)
}

public struct Tagged<Value: Hashable & Sendable>: Sendable {
    public let value: Value
}

// Must not: constrained already, not required to be Sendable, or a closure of the parameter.
public struct Checked<T: Sendable>: Error {
    let value: T
}

public struct Wrapper<T> {
    let value: T
}

public struct Handler<Input>: Error {
    let handle: @Sendable (Input) -> Void
}

// Must not: another generic type applied to the parameter may be Sendable whatever it is
// (swift-nio's `Scheduled<T>` storing an `EventLoopPromise<T>`).
public final class Promise<Value>: Sendable {}

public struct Scheduled<T>: Sendable {
    let promise: Promise<T>
}

// Must not: a conditional conformance asks nothing more of the parameter (the Composable
// Architecture's `StackAction`).
public struct Pair<Element> {
    let first: Element
}

extension Pair: Sendable where Element: Sendable {}
