@MainActor
final class ThumbnailStore {
    var cache: [String: String] = [:]

    func key(for name: String) -> String { normalized(name) + ".png" }
    func normalized(_ name: String) -> String { trimmed(name).lowercased() }
    func trimmed(_ name: String) -> String { String(name.drop { $0 == " " }) }
    // Reads main-actor state: reported, and so is what calls it.
    func cachedKey(for name: String) -> String { cache[name] ?? (key(for: name) + suffix()) }
    // Pure, but called only by what stays main-actor: nothing to do.
    func suffix() -> String { "" }
    func label(for name: String) -> String { "[" + cachedKey(for: name) + "]" }

    nonisolated func prefetch(_ names: [String]) -> [String] {
        names.map { key(for: $0) }
    }

    nonisolated func describe(_ name: String) -> String {
        label(for: name)
    }
}
