// Under default main-actor isolation (SE-0466) the types nested in a type made nonisolated become
// nonisolated with it (swiftc 6.3.1), and a public nonisolated type is not implicitly Sendable
// (SE-0302): `Endpoint` becomes `nonisolated` and `Sendable`, and so do the public `Method` and
// `Header` it stores ("stored property 'method' of 'Sendable'-conforming struct 'Endpoint' has
// non-Sendable type 'Endpoint.Method'" otherwise). `Job.State` is internal, so implicitly Sendable:
// nothing is added to it.
public struct Endpoint: Hashable {
    public enum Method: String, Hashable {
        case get, post
    }
    public struct Header: Hashable {
        public var name: String
        public var value: String
    }
    public var method: Method
    public var headers: [Header]
    public var path: String
}

struct Job: Hashable {
    enum State: Hashable {
        case queued, running
    }
    var state: State
}

actor Client {
    var sent: Set<Endpoint> = []
    var jobs: Set<Job> = []
    func send(_ endpoint: Endpoint, as job: Job) {
        sent.insert(endpoint)
        jobs.insert(job)
    }
}
