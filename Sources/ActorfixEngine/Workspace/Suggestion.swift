/// "Did you mean …?" for misspelled flags, commands, config keys and rule ids.
public enum Suggestion {
    /// `; did you mean 'x'?` when a candidate is close enough, else "".
    public static func didYouMean(_ name: String, among candidates: [String]) -> String {
        let scored = candidates.map { ($0, editDistance(name, $0)) }.sorted { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }
        if let best = scored.first, best.1 <= max(2, name.count / 3) { return "; did you mean '\(best.0)'?" }
        // A truncated name: `global-mutable` for `global-mutable-state`.
        if name.count >= 3, let prefixed = candidates.filter({ $0.hasPrefix(name) }).min(by: { $0.count < $1.count }) {
            return "; did you mean '\(prefixed)'?"
        }
        return ""
    }

    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.utf8), b = Array(b.utf8)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
