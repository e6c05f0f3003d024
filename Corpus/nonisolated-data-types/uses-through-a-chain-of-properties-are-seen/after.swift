// A member reaching main-actor code through a chain of properties (`self.level.rank`, where
// `rank` is declared in an extension of the nested `Level`, which default isolation keeps on the
// main actor) is a use like any other: `Visibility` cannot become nonisolated alone, or its
// `isAtLeast` would fail ("main actor-isolated property 'rank' can not be referenced from a
// nonisolated context"). `Level` and that extension follow it, and the whole compiles.
nonisolated struct Visibility: Hashable {
    nonisolated enum Level {
        case visible, hidden
    }
    var level: Level

    func isAtLeast(_ other: Visibility) -> Bool {
        self.level.rank >= other.level.rank
    }
}

nonisolated extension Visibility.Level {
    var rank: Int {
        switch self {
        case .visible: return 1
        case .hidden: return 0
        }
    }
}

actor Registry {
    var seen: Set<Visibility> = []
    func record(_ visibility: Visibility) { seen.insert(visibility) }
}
