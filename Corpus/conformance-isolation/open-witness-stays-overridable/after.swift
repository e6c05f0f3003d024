import Foundation

@MainActor
open class Widget: @MainActor CustomStringConvertible {
    public let name: String
    public init(name: String) { self.name = name }
    /// Open: subclasses in client code override it and read their own main-actor state, which a
    /// nonisolated witness would forbid them.
    open var description: String { name }
}
