/// Aligns the lines of two texts for a diff in near-linear time. Myers' O(ND) algorithm gives the
/// shortest script, but a generated file with thousands of changed lines makes D as large as N
/// (and kept a copy of its diagonal vector per step: gigabytes). So Myers runs only while its work
/// stays small; past that the lines are anchored on lines that occur equally often on both sides
/// (patience diff, generalized from unique lines to the k-th of k occurrences), the longest
/// increasing run of anchors is kept, and each gap between anchors is aligned the same way.
enum LineAlignment {
    enum OpKind { case same, delete, insert }
    struct Op { let kind: OpKind; let oldIndex: Int; let newIndex: Int }

    /// The script turning line ids `a` into `b` (equal ids: equal lines).
    static func align(_ a: [Int], _ b: [Int]) -> [Op] {
        var ops: [Op] = []
        ops.reserveCapacity(a.count + b.count)
        align(a[...], b[...], depth: 0, into: &ops)
        return ops
    }

    /// Maps lines to small integers, equal lines to equal ids.
    static func ids(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> ([Int], [Int]) {
        var table: [ArraySlice<UInt8>: Int] = [:]
        table.reserveCapacity(a.count + b.count)
        func id(_ line: ArraySlice<UInt8>) -> Int {
            if let known = table[line] { return known }
            table[line] = table.count
            return table.count - 1
        }
        return (a.map(id), b.map(id))
    }

    private static func align(_ a: ArraySlice<Int>, _ b: ArraySlice<Int>, depth: Int, into ops: inout [Op]) {
        // Common prefix and suffix first: edits are usually small.
        var lowA = a.startIndex, lowB = b.startIndex
        while lowA < a.endIndex && lowB < b.endIndex && a[lowA] == b[lowB] {
            ops.append(Op(kind: .same, oldIndex: lowA, newIndex: lowB)); lowA += 1; lowB += 1
        }
        var highA = a.endIndex, highB = b.endIndex
        while highA > lowA && highB > lowB && a[highA - 1] == b[highB - 1] { highA -= 1; highB -= 1 }
        let midA = a[lowA..<highA], midB = b[lowB..<highB]
        defer { for k in 0..<(a.endIndex - highA) { ops.append(Op(kind: .same, oldIndex: highA + k, newIndex: highB + k)) } }
        if midA.isEmpty || midB.isEmpty || !sharesALine(midA, midB) { replaceAll(midA, midB, into: &ops); return }
        let size = midA.count + midB.count
        // Myers' work is about D × size: keep it under a few million steps.
        if let script = myers(midA, midB, maxD: min(size, max(64, 4_000_000 / size))) { ops += script; return }
        guard depth < 8, anchored(midA, midB, depth: depth, into: &ops) else { replaceAll(midA, midB, into: &ops); return }
    }

    private static func replaceAll(_ a: ArraySlice<Int>, _ b: ArraySlice<Int>, into ops: inout [Op]) {
        for i in a.indices { ops.append(Op(kind: .delete, oldIndex: i, newIndex: b.startIndex)) }
        for j in b.indices { ops.append(Op(kind: .insert, oldIndex: a.endIndex, newIndex: j)) }
    }

    private static func sharesALine(_ a: ArraySlice<Int>, _ b: ArraySlice<Int>) -> Bool {
        let inA = Set(a)
        return b.contains { inA.contains($0) }
    }

    /// Aligns on anchors and recurses into the gaps; false when there is no anchor.
    private static func anchored(_ a: ArraySlice<Int>, _ b: ArraySlice<Int>, depth: Int, into ops: inout [Op]) -> Bool {
        var countA: [Int: Int] = [:], countB: [Int: Int] = [:]
        for id in a { countA[id, default: 0] += 1 }
        for id in b { countB[id, default: 0] += 1 }
        // Positions in b of each id occurring equally often on both sides, in order.
        var positionsB: [Int: [Int]] = [:]
        for j in b.indices where countA[b[j]] == countB[b[j]] { positionsB[b[j], default: []].append(j) }
        var seen: [Int: Int] = [:]
        var candidates: [(i: Int, j: Int)] = []
        for i in a.indices {
            guard let positions = positionsB[a[i]] else { continue }
            let k = seen[a[i], default: 0]
            seen[a[i]] = k + 1
            candidates.append((i, positions[k]))
        }
        let anchors = longestIncreasingRun(candidates)
        guard !anchors.isEmpty else { return false }
        var nextA = a.startIndex, nextB = b.startIndex
        for anchor in anchors {
            align(a[nextA..<anchor.i], b[nextB..<anchor.j], depth: depth + 1, into: &ops)
            ops.append(Op(kind: .same, oldIndex: anchor.i, newIndex: anchor.j))
            nextA = anchor.i + 1
            nextB = anchor.j + 1
        }
        align(a[nextA...], b[nextB...], depth: depth + 1, into: &ops)
        return true
    }

    /// The longest subsequence of `pairs` (increasing in i) that also increases in j, by patience
    /// sorting: O(n log n).
    private static func longestIncreasingRun(_ pairs: [(i: Int, j: Int)]) -> [(i: Int, j: Int)] {
        var tails: [Int] = []          // index into pairs of the smallest tail of each length
        var previous = Array(repeating: -1, count: pairs.count)
        for (n, pair) in pairs.enumerated() {
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if pairs[tails[mid]].j < pair.j { lo = mid + 1 } else { hi = mid }
            }
            if lo > 0 { previous[n] = tails[lo - 1] }
            if lo == tails.count { tails.append(n) } else { tails[lo] = n }
        }
        var run: [(i: Int, j: Int)] = []
        var n = tails.last ?? -1
        while n >= 0 { run.append(pairs[n]); n = previous[n] }
        return run.reversed()
    }

    /// Myers' O(ND) shortest edit script, or nil when it needs more than `maxD` edits. Each step
    /// keeps only the diagonals it reached (2d + 1 of them) for the backtrack.
    private static func myers(_ a: ArraySlice<Int>, _ b: ArraySlice<Int>, maxD: Int) -> [Op]? {
        let n = a.count, m = b.count
        let offsetA = a.startIndex, offsetB = b.startIndex
        let max = n + m
        var v = Array(repeating: 0, count: 2 * max + 2)
        var trace: [[Int]] = []
        var finalD = -1
        outer: for d in 0...Swift.min(max, maxD) {
            // The furthest x on diagonals -d...d before this step.
            trace.append(Array(v[(max - d)...(max + d)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[k - 1 + max] < v[k + 1 + max]) { x = v[k + 1 + max] } else { x = v[k - 1 + max] + 1 }
                var y = x - k
                while x < n && y < m && a[offsetA + x] == b[offsetB + y] { x += 1; y += 1 }
                v[k + max] = x
                if x >= n && y >= m { finalD = d; break outer }
            }
        }
        guard finalD >= 0 else { return nil }
        var ops: [Op] = []
        var x = n, y = m
        for d in stride(from: finalD, through: 0, by: -1) {
            let window = trace[d]
            func at(_ k: Int) -> Int { window[k + d] }
            let k = x - y
            let prevK = (k == -d || (k != d && at(k - 1) < at(k + 1))) ? k + 1 : k - 1
            let prevX = d == 0 ? 0 : at(prevK)
            let prevY = prevX - prevK
            while x > prevX && y > prevY { x -= 1; y -= 1; ops.append(Op(kind: .same, oldIndex: offsetA + x, newIndex: offsetB + y)) }
            if d > 0 {
                if x == prevX { y -= 1; ops.append(Op(kind: .insert, oldIndex: offsetA + x, newIndex: offsetB + y)) }
                else { x -= 1; ops.append(Op(kind: .delete, oldIndex: offsetA + x, newIndex: offsetB + y)) }
            }
        }
        return ops.reversed()
    }
}
