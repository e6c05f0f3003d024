import Foundation

/// A main-actor cache whose key helper is also used by a detached task: the helper uses no
/// main-actor state, so it becomes nonisolated. 'describe' reads 'images' and is reported.
@MainActor final class ImageCache {
    var images: [String: Int] = [:]

    nonisolated func key(for url: String) -> String {
        "img-" + url.lowercased()
    }

    func describe() -> String {
        "\(images.count) images"
    }

    func store(_ url: String) {
        images[key(for: url)] = 1
    }

    func prefetch(_ urls: [String]) {
        Task.detached {
            for url in urls { _ = self.key(for: url) }
            _ = self.describe()
        }
    }
}
