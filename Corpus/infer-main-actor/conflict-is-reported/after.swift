import UIKit

/// 'currentScale' needs the main actor but runs on a background queue: no annotation fixes that.
final class ImageLoader {
    func currentScale() -> Double {
        UIScreen.main.scale
    }

    func load() {
        DispatchQueue.global().async {
            _ = self.currentScale()
        }
    }
}

extension ImageLoader: @unchecked Sendable {}
