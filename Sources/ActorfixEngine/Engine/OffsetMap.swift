import ActorfixRules

/// Maps offsets in a file after rounds of edits back to the file as it was read, so changes
/// computed on rewritten text are reported at the user's lines. Each lookup is a binary search
/// per round, so reporting n changes costs O(n log n), not O(n²).
struct OffsetMap: Sendable {
    /// One round's edits, sorted as they were applied, with where each landed in the new text.
    struct Batch: Sendable {
        /// Start and end of each edit's replacement in the text after the round.
        var newStarts: [Int] = []
        var newEnds: [Int] = []
        /// Start of each edit's range in the text before the round.
        var oldStarts: [Int] = []
        /// Length change of the text through each edit (inclusive).
        var deltasAfter: [Int] = []
    }

    private(set) var rounds: [Batch] = []

    mutating func record(_ edits: [Edit]) {
        // The order `EditApplier` applies them in.
        let sorted = edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        var batch = Batch()
        var delta = 0
        for edit in sorted {
            let length = edit.replacement.utf8.count
            batch.newStarts.append(edit.range.lowerBound + delta)
            batch.newEnds.append(edit.range.lowerBound + delta + length)
            batch.oldStarts.append(edit.range.lowerBound)
            delta += length - edit.range.count
            batch.deltasAfter.append(delta)
        }
        rounds.append(batch)
    }

    /// The original offset of `offset` taken after the first `round` rounds: an offset inside
    /// inserted text maps to where the edit was made.
    func originalOffset(_ offset: Int, afterRounds round: Int? = nil) -> Int {
        var p = offset
        for batch in rounds.prefix(round ?? rounds.count).reversed() {
            // The last edit that starts at or before p.
            var lo = 0, hi = batch.newStarts.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if batch.newStarts[mid] <= p { lo = mid + 1 } else { hi = mid }
            }
            guard lo > 0 else { continue }
            let i = lo - 1
            p = p < batch.newEnds[i] ? batch.oldStarts[i] : p - batch.deltasAfter[i]
        }
        return p
    }
}
