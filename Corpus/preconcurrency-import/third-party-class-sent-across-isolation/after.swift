// Reduced from Cilicon (PR #79, "Import Citadel as @preconcurrency"): a main-actor manager hands
// a class of a module that has not adopted Sendable to a nonisolated async function.
@preconcurrency import LegacyKit

protocol Provisioner {
    func provision(session: Session) async throws
}

struct ScriptProvisioner: Provisioner {
    func provision(session: Session) async throws {
        _ = session.token
    }
}

@MainActor
final class VMManager {
    let provisioner = ScriptProvisioner()
    var session: Session?

    func start() async throws {
        let session = Session()
        self.session = session
        try await provisioner.provision(session: session)
    }
}
