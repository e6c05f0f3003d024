import UIKit

/// Helpers in extensions of UIKit's nonisolated UIImage: one reads the screen, so it and its
/// callers need the main actor; the other does pure arithmetic and is left alone.
extension UIImage {
    @MainActor func scaledForScreen() -> Double {
        UIScreen.main.scale * 2
    }

    func doubled(_ value: Double) -> Double {
        value * 2
    }

    @MainActor func badge() -> Int {
        Int(scaledForScreen())
    }
}

enum Icon {
    case star
    @MainActor var scale: Double {
        UIImage().scaledForScreen()
    }
    @MainActor var badgeCount: Int {
        UIImage().badge()
    }
}

final class IconRenderer {
    let image: UIImage
    init(image: UIImage) { self.image = image }
    func width() -> Double { image.doubled(4) }
    @MainActor func scale() -> Double { Icon.star.scale }
}

/// Left alone: a background queue calls it, so it cannot become main-actor (reported).
extension UIImage {
    func thumbnailScale() -> Double {
        UIScreen.main.scale / 2
    }
}

func makeThumbnails(_ image: UIImage) {
    DispatchQueue.global().async {
        _ = UIImage().thumbnailScale()
    }
}
