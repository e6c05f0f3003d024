@MainActor
final class Request {
    var delegateName: String?

    func describe(prefix: String) -> String { prefix + "request" }
    func describe(suffix: String = "") -> Int { suffix.count }

    nonisolated func log() -> String {
        describe()
    }
}

extension Request {
    // Reads main-actor state: what `log()` calls, reported.
    func describe() -> String { delegateName ?? "none" }
}
