// Stencil's operator table: since Swift 6.2 the existential metatype of a protocol that refines
// neither Sendable nor SendableMetatype is not Sendable (SE-0470), so an enum carrying
// `InfixOperator.Type` is not implicitly Sendable, and neither is a table of its values.
protocol InfixOperator {
    init(lhs: Int, rhs: Int)
}

final class OrExpression: InfixOperator {
    init(lhs: Int, rhs: Int) {}
}

enum Operator {
    case infix(String, Int, InfixOperator.Type)

    static let all: [Operator] = [
        .infix("or", 6, OrExpression.self),
    ]
}

func findOperator(name: String) -> Operator? {
    for op in Operator.all {
        if case .infix(name, _, _) = op { return op }
    }
    return nil
}

// Must not: a class's metatype, and the metatype of a protocol refining Sendable, are Sendable.
protocol Renderer: Sendable {}

enum Kind {
    case object(OrExpression.Type)
    case renderer(any Renderer.Type)

    static let defaults: [Kind] = [.object(OrExpression.self)]
}

func defaultKinds() -> [Kind] { Kind.defaults }
