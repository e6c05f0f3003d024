// Plot's shape: HTML elements whose wrapper is a static function of Node.
public struct Node<Context> {
    let text: String
}

public enum Body {}

public extension Node where Context == Body {
    static nonisolated func article(_ nodes: Node<Body>...) -> Node { Node(text: "article") }
    // Returns another main-actor member of Node (an implicit member): reported, not changed.
    static func aside(_ nodes: Node<Body>...) -> Node { .element(named: "aside") }
    static func element(named name: String) -> Node { Node(text: name) }
}

public protocol ElementDefinition {
    associatedtype InputContext
    associatedtype OutputContext
    static var wrapper: (Node<InputContext>...) -> Node<OutputContext> { get }
}

public enum Article: ElementDefinition {
    public static var wrapper = Node.article
}

public enum Aside: ElementDefinition {
    public static let wrapper = Node.aside
}
