// Without default main-actor isolation the implicit initializers of a class and its subclass
// agree (both nonisolated): nothing to do. Checked with swiftc 6.3.1 in the Swift 6 mode.
class Shape {
    var name = ""
}

final class Circle: Shape {
    var radius = 1.0
}

@MainActor
class Controller {}

final class DetailController: Controller {}
