// A nested type named with its qualifier (`Cursor.Position` in `Mark`) is that type, even when
// another type nests one of the same name (`Viewport.Position`): `Mark` becomes nonisolated
// because an actor stores its values, and `Cursor.Position`, which it stores and compares,
// follows it in the same round (swiftc 6.3.1 rejects `l < r` in `Mark`'s `<` otherwise:
// "call to main actor-isolated operator function '<' in a synchronous nonisolated context").
struct Cursor {
    struct Position: Hashable, Comparable {
        var offset: Int
        static func < (a: Position, b: Position) -> Bool { a.offset < b.offset }
    }
    var position: Position
}

struct Viewport {
    enum Position: String {
        case top, bottom
    }
    var position: Position
}

enum Mark: Hashable, Comparable {
    case start
    case at(Cursor.Position)

    static func < (lhs: Mark, rhs: Mark) -> Bool {
        switch (lhs, rhs) {
        case (.at(let l), .at(let r)): return l < r
        case (.start, .at): return true
        default: return false
        }
    }
}

actor History {
    var marks: Set<Mark> = []
    func add(_ mark: Mark) { marks.insert(mark) }
}
