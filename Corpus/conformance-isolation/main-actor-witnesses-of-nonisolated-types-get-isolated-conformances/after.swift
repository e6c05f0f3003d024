import UIKit

protocol Renderer {
    func render(_ text: String)
}

protocol Refreshing {
    func refresh()
}

/// Generic code calls the requirements off any actor: the protocols stay nonisolated.
final class Pipeline<R: Renderer> {
    let renderer: R
    init(renderer: R) { self.renderer = renderer }
    func run() { renderer.render("ready") }
}

func refreshAll(_ items: [any Refreshing]) {
    for item in items { item.refresh() }
}

/// Its author made the witness @MainActor, but not the conformance.
struct LabelRenderer: @MainActor Renderer {
    let label: UILabel

    @MainActor func render(_ text: String) {
        label.text = text
    }
}

final class Screen {
    let label: UILabel
    init(label: UILabel) { self.label = label }
}

extension Screen: @MainActor Refreshing {
    @MainActor func refresh() {
        label.text = nil
    }
}

protocol Syncing {
    func sync() async
}

/// An isolated async witness meets an async requirement by hopping: nothing to do.
final class Syncer: Syncing {
    var count = 0
    @MainActor func sync() async {}
}

@MainActor func start(label: UILabel) {
    Pipeline(renderer: LabelRenderer(label: label)).run()
    refreshAll([Screen(label: label)])
}
