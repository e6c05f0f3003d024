@MainActor func currentScale() -> Double { 2 }

// Its initializer reads main-actor state; its other members do not need the main actor.
struct Tile {
    var scale: Double
    var count = 0

    init() {
        scale = currentScale()
    }

    func doubled() -> Int { count * 2 }
    func tripled() -> Int { count * 3 }
    func summary() -> String { "tile \(count)" }
}

// Constructs a Tile: once its initializer is @MainActor, so must this be.
func makeTile() -> Tile {
    Tile()
}
