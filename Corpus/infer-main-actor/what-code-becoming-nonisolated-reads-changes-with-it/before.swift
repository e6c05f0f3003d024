// Under default main-actor isolation (SE-0466) a change can make more code nonisolated, and that
// code then needs what it reads to be nonisolated too: `nonisolated-data-types` makes `Header`
// nonisolated (an actor hashes it), so `userAgent` reads the main-actor global `version`, and
// `text` calls the main-actor `quoted()` of an extension of String; `infer-main-actor` makes
// `Log.debug` nonisolated (an actor calls it), so it reads the main-actor `Log.verbose`. All of it
// changes in one round.
let version = "5.0"

extension String {
    func quoted() -> String { "\"" + self + "\"" }
}

struct Header: Hashable {
    let name: String
    static let userAgent = Header(name: "Agent/" + version)
    var text: String { name.quoted() }
}

final class Log {
    static let verbose = false
    static func debug(_ message: String) {
        if verbose { print(message) }
    }
}

actor Server {
    var seen: Set<Header> = []
    func accept(_ header: Header) {
        seen.insert(header)
        Log.debug("accepted")
    }
}
