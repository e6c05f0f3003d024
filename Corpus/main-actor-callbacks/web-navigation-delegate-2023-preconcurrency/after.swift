import WebKit

final class ArticleViewController: UIViewController, @preconcurrency WKNavigationDelegate {
    private var isLoading = true
    private var failures = 0

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        isLoading = false
    }

    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {
        failures += 1
    }
}
