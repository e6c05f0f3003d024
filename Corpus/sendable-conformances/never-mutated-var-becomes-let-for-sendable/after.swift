import Foundation

// A final class whose `var`s nothing assigns after init: they become `let`s so that the class can
// conform to Sendable (checked), as the Sendable struct that stores it requires.
public final class Session: Sendable {
    public let token: String
    let server: URL

    init(token: String, server: URL) {
        self.token = token
        self.server = server
    }

    func describe() -> String { token.lowercased() + server.absoluteString }
}

// Must not: an extension assigns 'name', so it stays a var and the class is not made Sendable.
public final class Profile {
    var name: String
    init(name: String) { self.name = name }
}

extension Profile {
    func rename(to newName: String) { name = newName }
}

// Must not: a struct's mutating method assigns its var; a class holding it through a `var` of
// that struct is left alone.
public struct Draft {
    var text = ""
    mutating func clear() { text = "" }
}

public final class Composer {
    var draft: Draft
    init(draft: Draft) { self.draft = draft }
    func reset() { draft.clear() }
}

public struct Snapshot: Sendable {
    public let session: Session
    public let profile: Profile
    public let composer: Composer
}
