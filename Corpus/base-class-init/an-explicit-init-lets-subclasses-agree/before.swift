// Default main-actor isolation (SE-0466) and swiftc 6.2/6.3.1: the implicit init() of a class
// without a superclass is nonisolated, its subclass's is main-actor, and every subclass fails with
// "main actor-isolated initializer 'init()' has different actor isolation from nonisolated
// overridden declaration" (swiftlang/swift#84644). An explicit `init() {}` in the base class
// fixes all of them. `Plain` has no subclass, `Explicit` has an initializer, `Detached` is
// nonisolated: nothing changes there.
class Shape {
    var name = ""
    var sides: Int?
}

final class Circle: Shape {
    var radius = 1.0
}

class Polygon: Shape {}

final class Square: Polygon {}

class Node {}

final class Leaf: Node {
    init(value: Int) {
        self.value = value
        super.init()
    }
    let value: Int
}

class Plain {
    var count = 0
}

class Explicit {
    init() {}
}

final class ExplicitChild: Explicit {}

nonisolated class Detached {}

final class DetachedChild: Detached {}
