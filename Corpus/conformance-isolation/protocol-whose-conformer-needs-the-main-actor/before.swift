import UIKit

/// The app's engine protocol: its real conformer drives a view, a test spy does not. The
/// conformer's witnesses need the main actor, so the protocol becomes @MainActor, and the spy
/// with it (it conforms on its own declaration); the consumer's method calling a requirement
/// follows.
public protocol Engine {
    func show()
    func isShown() -> Bool
}

public final class ViewEngine: Engine {
    public let view: UIView

    public init(view: UIView) {
        self.view = view
    }

    public func show() {
        view.isHidden = false
    }

    public func isShown() -> Bool {
        !view.isHidden
    }
}

final class EngineSpy: Engine {
    var shown = 0
    func show() { shown += 1 }
    func isShown() -> Bool { shown > 0 }
}

public final class Presenter {
    private let engine: Engine
    public init(engine: Engine) { self.engine = engine }
    public func present() { engine.show() }
}

/// A generic consumer: its calls through the constrained value follow too.
public final class Coordinator<E: Engine> {
    private let engine: E
    public init(engine: E) { self.engine = engine }
    public func start() { engine.show() }
}

/// Left alone: a conformer is used off the main actor (a background queue calls its witness),
/// so the protocol cannot become main-actor; the view-driving witness is reported.
public protocol Renderer {
    func render()
}

public final class ViewRenderer: Renderer {
    let view: UIView
    public init(view: UIView) { self.view = view }
    public func render() { view.isHidden = true }
}

final class LogRenderer: Renderer {
    var lines: [String] = []
    func render() { lines.append("render") }
}

func renderInBackground() {
    DispatchQueue.global().async { LogRenderer().render() }
}

/// Left alone: the other conformer conforms in an extension, where the protocol's isolation
/// would reach only that extension's members; the view-driving witness is reported.
public protocol Highlighter {
    func highlight()
}

public final class ViewHighlighter: Highlighter {
    let view: UIView
    public init(view: UIView) { self.view = view }
    public func highlight() { view.isHidden = false }
}

final class TextHighlighter {
    var count = 0
}

extension TextHighlighter: Highlighter {
    func highlight() { count += 1 }
}
