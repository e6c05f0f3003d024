import Foundation

// NetNewsWire's AppAssets: `static var x: RSImage! = { … }()`, never assigned again. People made
// them `static let` (RSImage is a Sendable image type there); `let` keeps the closure initializer.
struct Icon {
    let name: String
    init?(named name: String) { self.name = name }
}

typealias RSImage = Icon

struct AppAssets {
    static var accountFeedbin: RSImage! = {
        return RSImage(named: "accountFeedbin")
    }()

    static var accountFeedly: RSImage! = {
        return RSImage(named: "accountFeedly")
    }()

    // Must not: assigned below, so it stays a var (opted out for review).
    static var lastUsed: RSImage? = nil

    static func image(for name: String) -> RSImage? {
        let image = name == "feedbin" ? accountFeedbin : accountFeedly
        lastUsed = image
        return image
    }
}
