@testable import ActorfixIndex
import ActorfixSyntax
import Testing

/// `LocalNameTable` (a declaration's locals for the uses scan) answers as the set of names and the
/// dictionary of written types it replaced: a name declared at all is a local, and its type is the
/// last one written, before and after the list becomes a dictionary.
@Suite("Index: a declaration's local names")
struct LocalNameTableTests {
    @Test func answersAsASetAndADictionary() {
        // A fixed linear congruential sequence: the same cases every run.
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for count in [0, 1, 5, 16, 17, 40, 200] {
            var table = LocalNameTable<String>()
            var names = Set<String>(), types: [String: String] = [:]
            for _ in 0..<count {
                // Few distinct names, so that names are declared again, with and without a type.
                let name = "v\(next(count / 2 + 1))"
                let type = next(3) == 0 ? nil : "T\(next(4))"
                table.declare(name, value: type)
                names.insert(name)
                if let type { types[name] = type }
            }
            for probe in (0...(count / 2 + 2)).map({ "v\($0)" }) {
                #expect(table.contains(probe) == names.contains(probe), "\(count) names: \(probe)")
                #expect(table.value(of: probe) == types[probe], "\(count) names: \(probe)")
            }
        }
    }

    /// The scan's use of it: a local declared after sixteen others (the table is then a
    /// dictionary) still shadows the member of that name, and a member no local shadows is used.
    @Test func aLocalPastTheListShadowsAMember() {
        let locals = (0..<20).map { "        let local\($0) = \($0)" }.joined(separator: "\n")
        let index = makeIndex([("A.swift", """
            final class Store {
                var count = 0
                var total = 0
                func run() {
            \(locals)
                    let count = 1
                    _ = count
                    _ = total
                }
            }
            """)], settings: swift6)
        let graph = IsolationGraph(index: index, target: { $0 })
        let used = graph.uses.values.flatMap { $0 }.compactMap { use -> String? in
            guard case .declaration(let target) = use.target else { return nil }
            return index.declarations[target]?.member.name
        }
        #expect(used == ["total"])
    }
}
