import Foundation

// API models, as IceCubes and mastodon had them (public, Codable): values cross into an actor.
public struct Account: Codable, Sendable {
    public let id: String
    public let avatar: URL
    public let header: Header
}

public struct Header: Codable, Sendable {
    public let url: URL
}

public enum Visibility: String, Codable, Sendable {
    case pub, unlisted
}

public final class Token: Sendable {
    public let value: String
    init(value: String) { self.value = value }
}

// Already Sendable: what it stores must be Sendable too.
public struct Timeline: Sendable {
    public let accounts: [Account]
    public let visibility: Visibility
}

// Must not: a class with mutable state gets no Sendable; a lock makes it a review note only.
public final class Cache {
    let lock = NSLock()
    var entries: [String: String] = [:]
    func put(_ key: String, _ value: String) {
        lock.lock(); defer { lock.unlock() }
        entries[key] = value
    }
}

// Must not: a public struct that never crosses a boundary.
public struct LocalOnly { public let name: String }

public actor Client {
    var cached: [Account] = []
    public func store(_ account: Account, visibility: Visibility, token: Token, cache: Cache) {
        cached.append(account)
    }
}

@MainActor func sync(client: Client, account: Account, token: Token, cache: Cache) async {
    await client.store(account, visibility: .pub, token: token, cache: cache)
    print(LocalOnly(name: "x").name)
}
