import Foundation

// Mastodon's API entities, three levels deep: public, Codable, declared in extensions. The outer
// type crosses into an actor and is stored in a Sendable type; the types it stores cross with it,
// and each level can conform only once the level below it does.
public enum Mastodon {}

extension Mastodon {
    public struct Attachment: Codable {
        public let id: String
        public let meta: Meta?
        public let kind: Kind
    }
}

extension Mastodon.Attachment {
    public struct Meta: Codable {
        public let original: Format?
        public let small: Format?
    }

    public enum Kind: String, Codable {
        case image, video
    }
}

extension Mastodon.Attachment.Meta {
    public struct Format: Codable {
        public let width: Int
        public let height: Int
    }
}

// Already Sendable: what it stores must be Sendable too.
public struct Timeline: Sendable {
    public let attachments: [Mastodon.Attachment]
}

public actor MediaStore {
    var attachments: [Mastodon.Attachment] = []
    public func add(_ attachment: Mastodon.Attachment) { attachments.append(attachment) }
}

@MainActor func upload(_ attachment: Mastodon.Attachment, to store: MediaStore) async {
    await store.add(attachment)
}
