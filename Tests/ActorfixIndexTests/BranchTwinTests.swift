@testable import ActorfixIndex
import ActorfixSyntax
import Testing

@Suite("Index: members declared in several #if branches")
struct BranchTwinTests {
    /// Twins are the same member (kind, name, parameters) declared inside `#if` clauses, at any
    /// nesting; overloads and members outside every clause are not.
    @Test func twinsAreMembersOfOneSignatureInsideClauses() {
        let index = makeIndex([("A.swift", """
            final class Player {
                func stop() {}
            #if os(iOS)
                func update(_ value: Int) {}
                func play() {}
            #if DEBUG
                func trace() {}
            #else
                func trace() {}
            #endif
            #else
                func update(_ value: Int) {}
                func update(_ value: String) {}
            #endif
                func play(speed: Double) {}
            }
            """)])
        var names: [String: [[Int]]] = [:]
        for (location, twins) in index.branchTwins {
            let name = index.declarations[location]!.member.name
            let lines = ([location] + twins).map { index.units[$0.file].tree.location(ofToken: index.node($0).firstToken).line }
            names[name, default: []].append(lines)
        }
        // Each twin names the others; `update(_: String)`, `play()`/`play(speed:)` and `stop()` have none.
        #expect(names["update"]?.sorted { $0[0] < $1[0] } == [[4, 12], [12, 4]])
        #expect(names["trace"]?.sorted { $0[0] < $1[0] } == [[7, 9], [9, 7]])
        #expect(names["play"] == nil && names["stop"] == nil)
        #expect(index.branchTwins.count == 4)
    }
}
