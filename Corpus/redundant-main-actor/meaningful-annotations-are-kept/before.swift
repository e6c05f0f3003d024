import Foundation

nonisolated struct Parser {
    @MainActor func report() {}
}

actor Cache {
    @MainActor func refreshUI() {}
}

@MainActor protocol Screen {}

func schedule() {
    Task { @MainActor in print("on main") }
}
