import ActorfixRules

/// Maps offsets in a file after rounds of edits back to the file as it was read, so changes
/// computed on rewritten text are reported at the user's lines.
struct OffsetMap: Sendable {
    /// Edit batches in the order they were applied, each in the coordinates of its round.
    private(set) var rounds: [[Edit]] = []

    mutating func record(_ edits: [Edit]) {
        rounds.append(edits.sorted { $0.range.lowerBound < $1.range.lowerBound })
    }

    /// The original offset of `offset` taken after the first `round` rounds.
    func originalOffset(_ offset: Int, afterRounds round: Int? = nil) -> Int {
        var p = offset
        for batch in rounds.prefix(round ?? rounds.count).reversed() {
            var delta = 0
            var mapped: Int?
            for edit in batch {
                let start = edit.range.lowerBound + delta
                let length = edit.replacement.utf8.count
                if p < start { break }
                if p < start + length { mapped = edit.range.lowerBound; break }
                delta += length - edit.range.count
            }
            p = mapped ?? (p - delta)
        }
        return p
    }
}
