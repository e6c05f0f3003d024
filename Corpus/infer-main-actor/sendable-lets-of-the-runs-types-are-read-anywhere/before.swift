// SE-0434: a `let` of Sendable type in a main-actor type is readable from nonisolated code of its
// module. Sendable here by the type's own isolation (`Account`, a @MainActor class), by saying so
// (`Token`), or as an actor (`Cache`). Reduced from NetNewsWire after its Swift 6 migration
// (`nonisolated var scriptingUniqueID: Any { account.accountID }`), which compiles: actorfix reported
// each read as main-actor code called off the main actor (34 such reports there with --to swift6.2).
@MainActor final class Account {
    nonisolated let accountID: String
    init(accountID: String) { self.accountID = accountID }
}

struct Token: Sendable {
    let value: String
}

actor Cache {
    var entries: [String: String] = [:]
}

@MainActor final class ScriptableAccount {
    let account: Account
    let token: Token
    let cache: Cache

    init(account: Account, token: Token, cache: Cache) {
        self.account = account
        self.token = token
        self.cache = cache
    }

    nonisolated var scriptingUniqueID: String { account.accountID }
    nonisolated var tokenValue: String { token.value }
    nonisolated func entries() async -> [String: String] { await cache.entries }
}
