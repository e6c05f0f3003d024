import LegacyKit

enum Entities {
    private static var counts: [String: Int] = [:]
    private static var sessions: [String: Session] = [:]
    private static var names: [String] = []

    struct Loader {
        func load(_ name: String) {
            counts[name, default: 0] += 1
            sessions[name] = Session()
        }

        // A member of the nested type with the same name: its own, not the outer static.
        var names: [String] = []
        mutating func rename() {
            names = ["loaded"]
        }
    }

    static func count(_ name: String) -> Int { counts[name] ?? 0 }
    static func session(_ name: String) -> Session? { sessions[name] }
    static func all() -> [String] { names }
}
