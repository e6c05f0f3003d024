import ActorfixSyntax
import ActorfixTestSupport
import Foundation
import Testing

/// Mutations and truncations of real files, from a fixed seed: print(parse(x)) == x for all of
/// them, and each parse finishes quickly (a hang would show as a parse far over its budget).
@Suite("Fuzz")
struct FuzzTests {
    static let seeds: [[UInt8]] = {
        let folders = [packageRoot.appendingPathComponent("Tests/Fixtures").path, packageRoot.appendingPathComponent("Sources").path]
        return SourceFinder.swiftFiles(in: folders).files.compactMap { try? SourceFile.read(path: $0) }
    }()

    /// Fragments that stress the lexer's and parser's modes when spliced in anywhere.
    static let fragments: [[UInt8]] = [
        "\"", "\"\"\"", "#\"", "\"#", "\\(", ")", "(", "{", "}", "[", "]", "/", "/*", "*/", "//", "#/", "/#", "#if", "#endif",
        "<", ">", ">>", "?", "!", "`", "$0", "@", "#", "\n", "\r\n", "in", "case", "let", "{ x in", "<#", "#>", "é", "🐶", "\\#(",
    ].map { Array($0.utf8) }

    @Test func mutationsRoundTrip() {
        var rng = SeededGenerator(seed: 0xAC70_F1C5)
        #expect(!FuzzTests.seeds.isEmpty)
        var cases = 0
        for seed in FuzzTests.seeds.prefix(40) {
            for _ in 0..<25 {
                var bytes = seed
                for _ in 0..<Int.random(in: 1...6, using: &rng) {
                    let at = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &rng)
                    switch Int.random(in: 0..<4, using: &rng) {
                    case 0: bytes.insert(contentsOf: FuzzTests.fragments.randomElement(using: &rng)!, at: at)
                    case 1: if !bytes.isEmpty { bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...40, using: &rng))) }
                    case 2: bytes = Array(bytes.prefix(at)) // truncation
                    default:
                        // Duplicate a slice somewhere else (unbalances delimiters).
                        let end = min(bytes.count, at + Int.random(in: 1...200, using: &rng))
                        let slice = Array(bytes[at..<end])
                        bytes.insert(contentsOf: slice, at: Int.random(in: 0...bytes.count, using: &rng))
                    }
                }
                // Keep the input valid UTF-8 (the reader rejects anything else before parsing).
                let text = String(decoding: bytes, as: UTF8.self)
                let input = Array(text.utf8)
                let start = Date()
                let tree = SyntaxTree.parse(input)
                let elapsed = Date().timeIntervalSince(start)
                #expect(tree.printed() == input)
                #expect(triviaIsClean(tree))
                #expect(elapsed < 2.0, "parse took \(elapsed)s for a \(input.count)-byte input")
                cases += 1
            }
        }
        #expect(cases >= 250)
    }

    @Test func randomUnicodeText() {
        var rng = SeededGenerator(seed: 42)
        let alphabet = Array("abc xyz_019 \t\n\r(){}[]<>.,:;=+-*/%!?&|^~@#$\\\"'`éπ🐶\u{301}\u{2028}".unicodeScalars)
        for _ in 0..<300 {
            var s = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...400, using: &rng) { s.append(alphabet.randomElement(using: &rng)!) }
            let input = Array(String(s).utf8)
            let tree = SyntaxTree.parse(input)
            #expect(tree.printed() == input)
            #expect(triviaIsClean(tree))
        }
    }

    @Test func everyPrefixOfAFileRoundTrips() throws {
        let path = packageRoot.appendingPathComponent("Tests/Fixtures/Syntax/Statements.swift").path
        let bytes = try SourceFile.read(path: path)
        var cut = 0
        while cut <= bytes.count {
            let prefix = Array(String(decoding: bytes.prefix(cut), as: UTF8.self).utf8)
            #expect(SyntaxTree.parse(prefix).printed() == prefix)
            cut += 7
        }
    }
}
