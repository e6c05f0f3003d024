// Stand-in for WebKit before the 2024 SDKs: the web view is a main-actor view, its navigation
// delegate is not annotated (refining AnyObject here: the UIKit stand-in's responders are not
// NSObjects). Objective-C optional requirements are modelled as requirements with
// default implementations (Linux has no @objc protocols).
@_exported import UIKit

@MainActor open class WKWebView: UIView {
    public weak var navigationDelegate: (any WKNavigationDelegate)?
    open var title: String? { nil }
}
open class WKNavigation: NSObject {}
public protocol WKNavigationDelegate: AnyObject {
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
}
extension WKNavigationDelegate {
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
}
