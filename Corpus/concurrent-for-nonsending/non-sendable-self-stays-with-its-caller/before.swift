import Foundation

/// A non-Sendable class whose async method main-actor code calls. @concurrent would send `self`
/// to the global executor: "sending 'self.account' risks causing data races" at every main-actor
/// caller (a region-isolation error). Left to run on its caller's actor, and reported.
final class AccountService {
    var balance = 0
    func refresh() async -> Int { balance }
}

@MainActor final class AccountScreen {
    let account = AccountService()
    func reload() async {
        _ = await account.refresh()
    }
}

func checksum(_ data: Data) async -> Int { data.count }
