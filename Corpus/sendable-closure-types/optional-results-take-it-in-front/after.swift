import Foundation

// Reduced from PromiseKit 8.2.0's AnyPromise.swift: closure types whose result is optional.
public final class Box {
    public func thenOn(_ q: DispatchQueue, execute: @escaping @Sendable (Any?) -> Any?) {
        q.async { _ = execute(nil) }
    }

    public func tryMap(_ q: DispatchQueue, execute: @escaping @Sendable (Int) throws -> Int?) {
        q.async { _ = try? execute(1) }
    }

    public func factory(_ q: DispatchQueue, make: @escaping @Sendable () -> (() -> Void)?) {
        q.async { _ = make() }
    }

    // A parenthesized closure type too (`@Sendable ((Int) -> Int)`: "attribute does not apply to type").
    public func apply(_ q: DispatchQueue, transform: @escaping (@Sendable (Int) -> Int)) {
        q.async { _ = transform(1) }
    }

    // And one that `@escaping` is written against (penn-mobile-ios): once `@Sendable`, it is seen.
    public func load(_ q: DispatchQueue, completion: @escaping(@Sendable (Int) -> Void)) {
        q.async { completion(1) }
    }

    // An optional closure: the attribute goes inside its parentheses.
    public func notify(_ q: DispatchQueue, done: (@Sendable (Int) -> Int?)?) {
        q.async { _ = done?(1) }
    }
}
