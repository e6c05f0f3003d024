// Plot's shape: HTML elements whose wrapper is a static function of Node.
public struct Node<Context> {
    let text: String
}

public enum Body {}

public extension Node where Context == Body {
    static func article(_ nodes: Node<Body>...) -> Node { Node(text: "article") }
    // Returns another static function of Node (an implicit member): both become nonisolated.
    static func aside(_ nodes: Node<Body>...) -> Node { .element(named: "aside") }
    static func element(named name: String) -> Node { Node(text: name) }
    // What it returns reads main-actor state: reported, not changed.
    static func nav(_ nodes: Node<Body>...) -> Node { .counted(named: "nav") }
}

enum Counter {
    static var count = 0
}

extension Node {
    static func counted(named name: String) -> Node {
        Counter.count += 1
        return Node(text: name)
    }
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

public enum Nav: ElementDefinition {
    public static let wrapper = Node.nav
}
