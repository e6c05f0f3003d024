import ActorfixTestSupport
import Foundation
import Testing

/// `fix --only-safe` with changes that rely on others of the same round: a safe-looking change that
/// needs a review one is held back with it, so what is written compiles.
@Suite("actorfix fix --only-safe: relied-on changes")
struct OnlySafeRelianceTests {
    static let source = """
        public struct Header { public let url: String }
        final class Token {
            let header: Header
            init(header: Header) { self.header = header }
        }
        actor Client { func store(_ token: Token) {} }

        """

    @Test func aSafeConformanceNeedingAReviewOneWaitsWithIt() throws {
        let dir = try CLI.repo(["Models.swift": OnlySafeRelianceTests.source])
        defer { try? FileManager.default.removeItem(at: dir) }
        let safe = try CLI.run(["fix", "--only-safe", "--rules", "sendable-conformances", "."], in: dir)
        #expect(safe.status == 0, "\(safe.stderr)")
        #expect(try CLI.read(dir, "Models.swift") == OnlySafeRelianceTests.source)
        let all = try CLI.run(["fix", "--rules", "sendable-conformances", "."], in: dir)
        #expect(all.status == 0, "\(all.stderr)")
        let fixed = try CLI.read(dir, "Models.swift")
        #expect(fixed.contains("public struct Header: Sendable {"))
        #expect(fixed.contains("final class Token: Sendable {"))
    }
}
