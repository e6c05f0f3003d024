// The same compiler behaviour (swiftlang/swift#84644), but `Job` is constructed in an actor:
// `init() {}` would make `Job()` main-actor and break that use. actorfix reports instead, naming
// the place; `nonisolated override init() { super.init() }` in each subclass keeps the base
// nonisolated.
class Job {
    var attempts = 0
}

final class RetryJob: Job {}

actor Scheduler {
    func makeJob() -> Job { Job() }
}
