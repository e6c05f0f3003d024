import UIKit
import WebKit

extension WKWebView {
    // A method the project adds to a main-actor SDK class is main-actor isolated like the class.
    func invoke(path: String) -> String {
        (title ?? "") + path
    }

    nonisolated func scheme() -> String {
        "markedit"
    }
}

final class WebBridgeHistory {
    private weak var webView: WKWebView?

    init(webView: WKWebView) {
        self.webView = webView
    }

    func undo() -> String? {
        webView?.invoke(path: "history.undo")
    }

    func pageTitle() -> String? {
        webView?.title
    }
}

final class Presenter {
    var label: UILabel!

    func hide(_ view: UIView) {
        view.isHidden = true
    }

    func show(_ message: String) {
        label.text = message
    }

    // A member the project's extension declares nonisolated asks for nothing.
    func scheme(of webView: WKWebView) -> String {
        webView.scheme()
    }

    func format(_ count: Int) -> String {
        "\(count) items"
    }
}
