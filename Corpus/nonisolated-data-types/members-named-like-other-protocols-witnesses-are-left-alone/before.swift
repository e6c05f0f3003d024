// `Action` is nonisolated and used off the main actor, and its extension declares `description`:
// a requirement of CustomStringConvertible, to which `Action` does not conform, so a member of its
// own, main-actor like the rest of the extension, not a witness of its Codable conformance (the
// first version took any witness name of any data protocol). Found on mastodon-ios with
// --to swift6.2: `extension Mastodon.Entity.AccountWarning.Action { var description … }`.
nonisolated enum Action: String, Codable {
    case none, disable
}

extension Action {
    var description: String { self == .none ? "None" : "Disabled" }
}

actor Moderation {
    var actions: [Action] = []
    func decode(_ data: [String]) { actions = data.compactMap(Action.init(rawValue:)) }
}

func label(_ action: Action) -> String { action.description }
