import Foundation

// Captured by a @Sendable closure (DispatchQueue.global().async takes one): it must be Sendable,
// even when it is constructed right there.
public struct Upload: Sendable {
    public let name: String
    public let size: Int
}

// Must not: a Task created in main-actor code runs on the main actor, so its captures stay there.
public struct Banner {
    public let title: String
}

func store(_ upload: Upload) {}
func show(_ title: String) {}

@MainActor final class Composer {
    func upload() {
        let upload = Upload(name: "a", size: 1)
        DispatchQueue.global().async { store(upload) }
    }

    func present(_ banner: Banner) {
        Task { show(banner.title) }
    }
}
