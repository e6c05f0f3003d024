// MarkEdit #523: a delegate protocol whose only conformer is a view controller (an
// NSViewController there), called through a plain class that forwards to it and that only
// main-actor code uses. The protocol becomes @MainActor (as its people wrote), and the
// forwarding method with it.
import UIKit

public protocol EditorModuleCoreDelegate: AnyObject {
    func editorCoreWindowDidLoad(_ sender: EditorModuleCore)
}

public final class EditorModuleCore {
    private weak var delegate: EditorModuleCoreDelegate?

    public init(delegate: EditorModuleCoreDelegate) {
        self.delegate = delegate
    }

    public func notifyWindowDidLoad() {
        delegate?.editorCoreWindowDidLoad(self)
    }
}

final class EditorViewController: UIViewController {
    var hasFinishedLoading = false
    lazy var coreModule = EditorModuleCore(delegate: self)

    func load() {
        coreModule.notifyWindowDidLoad()
    }
}

extension EditorViewController: EditorModuleCoreDelegate {
    func editorCoreWindowDidLoad(_ sender: EditorModuleCore) {
        hasFinishedLoading = true
    }
}

// Must not: the forwarding class is also used off the main actor, so the protocol stays as it
// is (the conformance is reported).
protocol ExportDelegate: AnyObject {
    func exportDidFinish()
}

final class Exporter {
    weak var delegate: ExportDelegate?

    func finish() {
        delegate?.exportDidFinish()
    }
}

final class ExportViewController: UIViewController, ExportDelegate {
    var done = false
    let exporter = Exporter()

    func exportDidFinish() {
        done = true
    }
}

func exportInBackground() {
    Task.detached { Exporter().finish() }
}
