import UIKit

/// A text sizer that owns a UIKit object: the type becomes @MainActor, and its static cache is
/// then isolated with it (no nonisolated(unsafe) for global-mutable-state to add).
@MainActor
final class TextSizer {
    static var cache: [String: Double] = [:]
    let window = UIWindow()

    func height(of text: String) -> Double {
        if let known = TextSizer.cache[text] { return known }
        let value = Double(text.count) * 1.5
        TextSizer.cache[text] = value
        return value
    }
}
