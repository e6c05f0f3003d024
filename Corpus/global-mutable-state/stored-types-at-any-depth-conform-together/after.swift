// Found on MoeMemos (its Swift 6 migration, c867313 → 6b3679a): a constant holds a public `Memo`,
// which stores `RemoteUser?`, which stores `MemoVisibility`. Its people made all three Sendable;
// actorfix looked one level deep only and opted the constant out.
import Foundation

public enum MemoVisibility: Codable, Sendable {
    case `private`
    case local
}

public struct RemoteUser: Equatable, Sendable {
    public var nickname: String
    public var defaultVisibility: MemoVisibility
    public var avatarUrl: URL?
}

public struct Memo: Equatable, Sendable {
    public var user: RemoteUser?
    public var content: String
    public var createdAt: Date

    public init(user: RemoteUser? = nil, content: String, createdAt: Date = .now) {
        self.user = user
        self.content = content
        self.createdAt = createdAt
    }
}

let sampleMemo = Memo(content: "Make your wonderful dream a reality.")

func snapshot() {
    Task.detached { print(sampleMemo.content) }
}
