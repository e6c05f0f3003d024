import ActorfixRules

/// The edits accepted in one file during a round, answering "does this change overlap one
/// already taken?" (`Edit.overlaps`) in O(log n): comparing each proposal with every accepted
/// change made a file with thousands of changes cost the square of their number.
///
/// Offsets are compressed to the edit boundaries of the round's proposals, known up front. An
/// edit with another boundary (a change a reviewer rewrote) is compared edit by edit instead.
struct AcceptedEdits {
    /// Sorted distinct boundaries of the proposals' edits.
    private let boundaries: [Int]
    /// Per boundary: an accepted insertion sits there.
    private var insertionAt: [Bool]
    /// Per boundary: it lies strictly inside an accepted non-empty range.
    private var insideRange: [Bool]
    /// Per gap between boundary i and i + 1: an accepted non-empty range covers it.
    private var covered: [Bool]
    private var insertionCounts: FenwickTree
    private var coveredCounts: FenwickTree
    /// Every accepted edit, and those off the boundaries (compared one by one).
    private var all: [Edit] = []
    private var offBoundaries: [Edit] = []

    init<S: Sequence>(proposals: S) where S.Element == Change {
        var points: [Int] = []
        for change in proposals { for edit in change.edits { points.append(edit.range.lowerBound); points.append(edit.range.upperBound) } }
        points.sort()
        var distinct: [Int] = []
        distinct.reserveCapacity(points.count)
        for p in points where distinct.last != p { distinct.append(p) }
        boundaries = distinct
        insertionAt = Array(repeating: false, count: distinct.count)
        insideRange = Array(repeating: false, count: distinct.count)
        covered = Array(repeating: false, count: distinct.count)
        insertionCounts = FenwickTree(count: distinct.count)
        coveredCounts = FenwickTree(count: distinct.count)
    }

    /// Whether any edit of `edits` overlaps an accepted one.
    func conflicts(with edits: [Edit]) -> Bool {
        edits.contains { conflicts($0) }
    }

    func conflicts(_ edit: Edit) -> Bool {
        guard let (i, j) = slots(of: edit) else { return all.contains { $0.overlaps(edit) } }
        if offBoundaries.contains(where: { $0.overlaps(edit) }) { return true }
        if i == j { return insertionAt[i] || insideRange[i] }
        return coveredCounts.sum(i..<j) > 0 || insertionCounts.sum((i + 1)..<j) > 0
    }

    mutating func insert(_ edits: [Edit]) {
        for edit in edits {
            all.append(edit)
            guard let (i, j) = slots(of: edit) else { offBoundaries.append(edit); continue }
            if i == j {
                if !insertionAt[i] { insertionAt[i] = true; insertionCounts.add(1, at: i) }
                continue
            }
            // Accepted ranges do not overlap (except edits of one change), so each gap and each
            // boundary is marked about once in a round.
            for gap in i..<j where !covered[gap] { covered[gap] = true; coveredCounts.add(1, at: gap) }
            for inner in (i + 1)..<j { insideRange[inner] = true }
        }
    }

    /// The boundary indices of an edit's ends, or nil when either is not a known boundary.
    private func slots(of edit: Edit) -> (Int, Int)? {
        guard let i = index(of: edit.range.lowerBound), let j = index(of: edit.range.upperBound) else { return nil }
        return (i, j)
    }

    private func index(of offset: Int) -> Int? {
        var lo = 0, hi = boundaries.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if boundaries[mid] < offset { lo = mid + 1 } else { hi = mid }
        }
        return lo < boundaries.count && boundaries[lo] == offset ? lo : nil
    }
}

/// Prefix sums with point updates, both O(log n).
struct FenwickTree {
    private var tree: [Int]
    init(count: Int) { tree = Array(repeating: 0, count: count + 1) }

    mutating func add(_ value: Int, at index: Int) {
        var i = index + 1
        while i < tree.count { tree[i] += value; i += i & -i }
    }

    /// The sum of the values at indices below `end`.
    func prefix(_ end: Int) -> Int {
        var i = min(end, tree.count - 1), total = 0
        while i > 0 { total += tree[i]; i -= i & -i }
        return total
    }

    func sum(_ range: Range<Int>) -> Int { range.isEmpty ? 0 : prefix(range.upperBound) - prefix(range.lowerBound) }
}
