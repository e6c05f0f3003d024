// A dictionary iterated with a tuple pattern: `panel` is a main-actor `Panel`, so calling its
// method makes `refreshAll()` need the main actor. The uses scan typed only a loop's single name
// over an array or a set, and missed it.
@MainActor final class Panel {
    var title = ""
    func refresh() { title = "refreshed" }
}

final class Board {
    var panels: [String: Panel] = [:]
    var counts: [String: Int] = [:]

    @MainActor func refreshAll() {
        for (_, panel) in panels {
            panel.refresh()
        }
    }

    func total() -> Int {
        var sum = 0
        for (_, count) in counts { sum += count }
        return sum
    }
}
