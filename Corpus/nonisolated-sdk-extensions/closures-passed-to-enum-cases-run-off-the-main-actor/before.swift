// swift-composable-architecture's `Effect.run`: the closure passed to the enum case
// `.run(name:priority:operation:)` is `@Sendable`, so it runs off the main actor, and under
// default main-actor isolation the `String` helper it calls must be nonisolated. The call passes
// `name` before `priority`, the case's order; the static `run(priority:name:operation:)` takes
// them the other way round, so the call is the case's, whose facts actorfix did not read.
extension String {
    func indent(by count: Int) -> String { String(repeating: " ", count: count) + self }
}

public struct Effect<Action>: Sendable {
    enum Operation: Sendable {
        case none
        case run(name: String? = nil, priority: TaskPriority? = nil, operation: @Sendable (Int) async -> Void)
    }
    let operation: Operation

    public static func run(
        priority: TaskPriority? = nil,
        name: String? = nil,
        operation: @escaping @Sendable (Int) async throws -> Void
    ) -> Self {
        Self(operation: .run(name: name, priority: priority) { send in
            do {
                try await operation(send)
            } catch {
                print("\(error)".indent(by: 4))
            }
        })
    }
}
