import Foundation

// Internal structs and enums are Sendable implicitly: nothing to write.
struct Draft {
    let text: String
}

enum Mode { case compose, reply }

// Public, but its values never cross an isolation boundary.
public struct Theme {
    public let name: String
}

// Crosses into an actor, but a class with a mutable stored property cannot be checked Sendable.
public final class Counter {
    var value = 0
    func increment() { value += 1 }
}

// Crosses, but not final: a subclass could add mutable state.
public class Palette {
    public let name: String
    public init(name: String) { self.name = name }
}

actor Outbox {
    func send(_ draft: Draft, mode: Mode) {}
    func count(_ counter: Counter) -> Int { counter.value }
    func paint(_ palette: Palette) -> String { palette.name }
}

func render(theme: Theme) -> String { theme.name }
