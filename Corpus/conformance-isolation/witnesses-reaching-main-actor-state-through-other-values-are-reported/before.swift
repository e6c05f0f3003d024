import UIKit

// A witness of a nonisolated requirement that reads main-actor state through another value
// (`model.title`, a main-actor model's property) cannot become nonisolated: its conformance is
// made an isolated conformance, not rewritten into code that does not compile ("main actor-isolated
// property 'title' can not be referenced from a nonisolated context"). The witness walk
// looked at the type's own properties only (mastodon-ios's `keyForCache`, once its view model
// became main-actor).
@MainActor
final class TitleModel {
    var title = "Inbox"
}

protocol CacheKeyProvider {
    func cacheKey() -> String
}

final class InboxController: UIViewController, CacheKeyProvider {
    let model = TitleModel()

    func cacheKey() -> String {
        model.title
    }
}

// Still rewritten: a witness that reads only Sendable constants.
final class OutboxController: UIViewController, CacheKeyProvider {
    let name = "Outbox"

    func cacheKey() -> String {
        name
    }
}

// A conformer that is not main-actor: the protocol stays nonisolated.
struct PlainKey: CacheKeyProvider {
    func cacheKey() -> String { "plain" }
}
