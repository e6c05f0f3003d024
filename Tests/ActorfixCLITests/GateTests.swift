import ActorfixTestSupport
import Foundation
import Testing

/// `check` as a CI gate: --strict counts advisories, a baseline lets a team gate only new findings.
@Suite("actorfix check as a CI gate")
struct GateTests {
    static let advisory = """
        import SwiftUI

        struct Home: View {
            @State private var show = false
            var body: some View {
                NavigationStack {
                    Button("Show") { show = true }
                        .sheet(isPresented: $show) { Text("Detail") }
                }
            }
        }

        """

    @Test func strictFailsOnAdvisories() throws {
        let dir = try CLI.folder(["Home.swift": Array(GateTests.advisory.utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let plain = try CLI.run(["check", "."], in: dir)
        #expect(plain.status == 0, "\(plain.stdout)")
        #expect(plain.stdout.contains("[state-lag-advisories] advisory"))
        let strict = try CLI.run(["check", "--strict", "."], in: dir)
        #expect(strict.status == 1)
        #expect(try CLI.run(["check", "--strict", "--disable", "state-lag-advisories", "."], in: dir).status == 0)
    }

    @Test func aBaselineReportsOnlyNewFindings() throws {
        let dir = try CLI.folder(["App/Globals.swift": Array("var a = 1\nvar b = 2\n".utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let write = try CLI.run(["check", "--write-baseline", "baseline.json", "App"], in: dir)
        #expect(write.status == 1)
        #expect(write.stderr.contains("recorded 2 findings in baseline.json"))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("baseline.json"))) as? [String: Any])
        #expect((document["findings"] as? [[String: Any]])?.count == 2)
        // Nothing new: exit 0, from any folder, even after lines moved.
        let known = try CLI.run(["check", "--baseline", "baseline.json", "App"], in: dir)
        #expect(known.status == 0)
        #expect(known.stdout.contains("1 file scanned, 0 changes in 0 files"), "\(known.stdout)")
        #expect(try CLI.run(["check", "--baseline", "../baseline.json", "."], in: dir.appendingPathComponent("App")).status == 0)
        try Data("// moved\n\nvar a = 1\nvar b = 2\nvar c = 3\n".utf8).write(to: dir.appendingPathComponent("App/Globals.swift"))
        let new = try CLI.run(["check", "--baseline", "baseline.json", "App"], in: dir)
        #expect(new.status == 1)
        #expect(new.stdout.contains("5:1  [global-mutable-state] safe  make 'c' a let"))
        #expect(!new.stdout.contains("'a'") && !new.stdout.contains("'b'"))
        try Data("{}".utf8).write(to: dir.appendingPathComponent("bad.json"))
        let bad = try CLI.run(["check", "--baseline", "bad.json", "App"], in: dir)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("bad.json: not an actorfix baseline"))
    }
}
