import UIKit
import WebKit

enum Placeholders {
    // Made by main-actor code: only the main actor may run its initial value.
    static var webView = WKWebView()
    // The same, used from main-actor code only.
    static var banner = UIView()
    // Used off the main actor: @MainActor would break that use, so it is reported.
    static var spinner = UIView()
    // Not main-actor code: a constant as usual.
    static var title = "Loading"
}

@MainActor func showBanner() -> UIView {
    Placeholders.banner
}

func describe() -> String {
    "\(Placeholders.title) \(ObjectIdentifier(Placeholders.spinner))"
}
