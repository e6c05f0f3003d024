// Found by a helper measuring web-browser's switch to Swift 6 (its person wrote
// `protocol TabBarStore: Sendable`): main-actor code awaits a nonisolated async requirement on a
// stored value of a generic type constrained to the protocol, which sends that value off the
// main actor ("sending 'self.tabBarStore' risks causing data races", seen with -emit-sil). Every
// conformer is Sendable (an actor), so the protocol refines Sendable (a conformer that cannot be
// Sendable would leave it alone).
import Foundation

protocol TabBarStore {
    func getTabSessions() async -> [String: Data]?
}

actor TabSessionStore: TabBarStore {
    var sessions: [String: Data] = [:]
    func getTabSessions() async -> [String: Data]? { sessions }
}

@MainActor
final class TabBarManager<T: TabBarStore> {
    let tabBarStore: T
    var restored = 0

    init(tabBarStore: T) { self.tabBarStore = tabBarStore }

    func fetchTabs() async {
        guard let tabSessions = await tabBarStore.getTabSessions() else { return }
        restored = tabSessions.count
    }
}
