// IceCubesApp's AppAccount: a Codable account its notification service (an actor) reads.
nonisolated struct Account: Codable, Hashable {
    let server: String
    let token: String
}

nonisolated extension Account {
    static func key(for server: String) -> String { "account." + server.lowercased() }
    static func decode(_ data: [String: String]) -> Account? {
        guard let server = data["server"], let token = data["token"] else { return nil }
        return Account(server: server, token: token)
    }
}

actor NotificationService {
    var seen: Set<Account> = []
    func handle(_ data: [String: String]) -> String? {
        guard let account = Account.decode(data) else { return nil }
        seen.insert(account)
        return Account.key(for: account.server)
    }
}
