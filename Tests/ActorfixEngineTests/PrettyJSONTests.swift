@testable import ActorfixEngine
import ActorfixTestSupport
import Foundation
import Testing

/// The reports' own JSON writer must write what `JSONSerialization` writes (pretty, sorted keys)
/// byte for byte: tools read these reports, and the README documents their shape.
@Suite("Pretty JSON")
struct PrettyJSONTests {
    static func randomString(_ rng: inout SeededGenerator) -> String {
        let pieces = ["a", "Z", " ", "/", "\\", "\"", "\n", "\r", "\t", "\u{8}", "\u{C}", "\u{1}", "\u{1F}", "\u{7F}", "é", "→", "😀", "\u{2028}", "%SRCROOT%", "x.swift"]
        return (0..<Int.random(in: 0...6, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
    }

    /// A random value as this writer's and as Foundation's.
    static func randomValue(_ rng: inout SeededGenerator, depth: Int) -> (PrettyJSON, Any) {
        switch depth > 2 ? Int.random(in: 0...1, using: &rng) : Int.random(in: 0...3, using: &rng) {
        case 0:
            let s = randomString(&rng)
            return (.string(s), s)
        case 1:
            let n = Int.random(in: -100_000...100_000, using: &rng)
            return (.int(n), n)
        case 2:
            let items = (0..<Int.random(in: 0...3, using: &rng)).map { _ in randomValue(&rng, depth: depth + 1) }
            return (.array(items.map(\.0)), items.map(\.1))
        default:
            var keys = Set<String>()
            for _ in 0..<Int.random(in: 0...4, using: &rng) { keys.insert(["path", "line", "kind", "message", "a/b", "Z", "é", "Line", "lines", "uri", "uriBaseId", "ruleId", "ruleID", "rule", "a2", "a10"].randomElement(using: &rng)!) }
            let fields = keys.map { key in (key, randomValue(&rng, depth: depth + 1)) }
            return (.object(fields.map { ($0.0, $0.1.0) }), Dictionary(uniqueKeysWithValues: fields.map { ($0.0, $0.1.1) }))
        }
    }

    @Test func writesWhatJSONSerializationWrites() throws {
        var rng = SeededGenerator(seed: 29)
        for _ in 0..<500 {
            let (mine, foundation) = PrettyJSONTests.randomValue(&rng, depth: 0)
            let marker = PrettyJSON.marker()
            let document: [String: Any] = ["version": 1, "findings": marker, "summary": ["errors": ["x/y"]]]
            let expected = try JSONSerialization.data(withJSONObject: ["version": 1, "findings": foundation, "summary": ["errors": ["x/y"]]] as [String: Any],
                                                      options: [.prettyPrinted, .sortedKeys])
            #expect(PrettyJSON.serialize(document, replacing: marker, with: mine, level: 1) == String(decoding: expected, as: UTF8.self))
        }
    }

    /// Two keys are put in JSONSerialization's order, also those the byte-by-byte comparison
    /// leaves to Foundation (digits, case-only differences, other scripts).
    @Test func sortsKeysAsJSONSerializationDoes() throws {
        var rng = SeededGenerator(seed: 37)
        let pieces = ["a", "b", "Z", "z", "A", "_", "1", "10", "é", "I", "d"]
        func key() -> String { (1...Int.random(in: 1...4, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined() }
        for _ in 0..<2_000 {
            let (a, b) = (key(), key())
            guard a != b else { continue }
            let data = try JSONSerialization.data(withJSONObject: [a: 0, b: 1], options: [.sortedKeys])
            let aFirst = String(decoding: data, as: UTF8.self).hasSuffix(":1}")
            #expect(PrettyJSON.precedes(a, b) == aFirst, "\(a) \(b)")
        }
    }

    /// Deeper in a document, as SARIF's `runs[0].results`, and without escaped slashes.
    @Test func writesAtAnyLevelAndWithoutEscapedSlashes() throws {
        var rng = SeededGenerator(seed: 31)
        for _ in 0..<200 {
            let (mine, foundation) = PrettyJSONTests.randomValue(&rng, depth: 0)
            let marker = PrettyJSON.marker()
            let document: [String: Any] = ["runs": [["results": marker, "tool": "a/b"]], "version": "2.1.0"]
            let expected = try JSONSerialization.data(withJSONObject: ["runs": [["results": foundation, "tool": "a/b"]], "version": "2.1.0"] as [String: Any],
                                                      options: [.prettyPrinted, .sortedKeys])
            #expect(PrettyJSON.serialize(document, replacing: marker, with: mine, level: 3, slashes: false)
                    == String(decoding: expected, as: UTF8.self).replacingOccurrences(of: "\\/", with: "/"))
        }
    }
}
