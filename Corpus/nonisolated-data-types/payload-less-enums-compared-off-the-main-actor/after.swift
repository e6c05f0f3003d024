// Under default main-actor isolation a payload-less enum is Equatable and Hashable without saying
// so, and those conformances are main-actor with it (SE-0470): comparing its values off the main
// actor fails ("main actor-isolated conformance of 'Kind' to 'Equatable' cannot be used in
// nonisolated context"). Nothing names the enum there (`item.kind == .folder`): the case does.
// Found on swift-nio (a deinit comparing `removalState`, 3 enums) and NetNewsWire
// (`retentionStyle == .syncSystem` in a nonisolated function).
nonisolated enum Kind {
    case file, folder
}

struct Item {
    var kind: Kind
}

nonisolated func isFolder(_ item: Item) -> Bool {
    item.kind == .folder
}

final class Handler {
    private nonisolated enum RemovalState {
        case notAdded, removed
    }

    private var removalState: RemovalState = .notAdded

    deinit {
        if removalState != .notAdded { print("removed") }
    }
}

nonisolated enum Priority {
    case low, high
}

actor Queue {
    var pending: [Priority] = []

    func isUrgent(_ priority: Priority) -> Bool { priority == .high }

    // A generic function given the conformance is accepted (swiftc 6.3.1): not evidence.
    func hasUrgent() -> Bool { pending.contains(.high) }

    // A type nested in an actor, at any depth, does not take the default isolation: nothing to do.
    enum Step {
        case start, stop
    }

    func isStart(_ step: Step) -> Bool { step == .start }
}

// Compared only on the main actor: nothing to do.
enum Mode {
    case light, dark
}

func isDark(_ mode: Mode) -> Bool { mode == .dark }
