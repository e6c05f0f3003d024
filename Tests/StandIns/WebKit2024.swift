// Stand-in for WebKit since the 2024 SDKs (iOS 18, macOS 15): the navigation delegate is
// `@MainActor`. Objective-C optional requirements are modelled as requirements with default
// implementations (Linux has no @objc protocols).
@_exported import UIKit

@MainActor open class WKWebView: UIView {
    public weak var navigationDelegate: (any WKNavigationDelegate)?
    open var title: String? { nil }
}
open class WKNavigation: NSObject {}
@MainActor public protocol WKNavigationDelegate: AnyObject {
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
}
extension WKNavigationDelegate {
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
}
