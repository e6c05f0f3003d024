// A static constant of a main-actor type is main-actor isolated wherever it is read; an
// instance constant of Sendable type is not, within its module (SE-0434). Code that is not on
// the main actor may read the static one once it is nonisolated.
@MainActor enum Keychain {
    static nonisolated let group = "346J38YKE3.com.example.shared"
    static let retries = 3
    static nonisolated let service = "accounts"
    static nonisolated let account: String = service + ".default"
}

@MainActor final class Theme {
    static let name = "Default"
    let id = "theme"
}

func keychainQuery() -> [String: String] {
    ["group": Keychain.group, "account": Keychain.account]
}

@MainActor func title() -> String {
    Theme.name + Keychain.service
}

func themeID(_ theme: Theme) -> String {
    theme.id
}

func retryCount() async -> Int {
    await Keychain.retries
}
