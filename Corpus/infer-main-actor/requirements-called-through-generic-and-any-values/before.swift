// Found by a helper measuring web-browser's switch to Swift 6 (its person made TabManager
// @MainActor): calls of a main-actor protocol's requirements through a stored value typed by a
// generic parameter constrained to the protocol (`W: WebEngineContract`), or spelled
// `any WebEngineContract`, were not seen as uses of main-actor code; only the bare protocol name
// was. Each consumer now needs the main actor like the one typed by the bare name.
import Foundation

@MainActor
public protocol WebEngineContract {
    func load(_ url: URL)
    func goBack()
}

public class TabManager<W: WebEngineContract> {
    private let webView: W
    public init(webView: W) { self.webView = webView }

    public func didRequestSearch(_ url: URL) {
        webView.load(url)
    }

    public func didTapBack() {
        webView.goBack()
    }
}

public final class ContentBlocking {
    private let webView: any WebEngineContract
    public init(webView: any WebEngineContract) { self.webView = webView }

    public func didRequestSearch(_ url: URL) {
        webView.load(url)
    }

    public func didTapBack() {
        webView.goBack()
    }
}
