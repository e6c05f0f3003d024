// Must do nothing: `progress` is `@MainActor @Sendable`, so the closure runs on the main actor,
// where the main-actor model may write its own state (it was reported: "it writes 'status', so a
// copy would lose the write"). NetNewsWire's CloudKitStatsViewModel and `cleanUpCloudKit`.
final class Account: Sendable {
    func cleanUp(dryRun: Bool, progress: @escaping @MainActor @Sendable (Int) -> Void) async throws {}
}

@MainActor
final class StatsModel {
    var status = 0
    var isFinished = false
    let account = Account()
    var task: Task<Void, Never>?

    func start() {
        task = Task {
            try? await account.cleanUp(dryRun: true) { progress in
                self.status = progress
                if progress == 100 { self.isFinished = true }
            }
        }
    }
}
