// Two functions named like one with a @Sendable closure parameter, which neither call can reach:
// a value cannot call the static `modify(using:)`, and `route(using:)` takes no unlabelled
// argument. Only the third call passes its closure to a @Sendable parameter.
enum Redirector {
    static func modify(using closure: @escaping @Sendable () -> Void) {}
}

final class Router {
    func route(using closure: @escaping @Sendable () -> Void) {}
    func route(_ step: Int, then closure: () -> Void) {}
}

struct Form { var title = "" }

struct Destination {
    var form = Form()
    mutating func modify(_ step: Int, _ body: (inout Form) -> Void) { body(&form) }
}

func edit(_ destination: inout Destination?, router: Router) {
    var edited = Form()
    edited.title = "Evening"
    destination?.modify(1) { $0 = edited }
    router.route(1) { print(edited) }
    router.route { print(edited) }
}
