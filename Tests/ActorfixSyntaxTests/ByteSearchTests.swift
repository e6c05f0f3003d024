@testable import ActorfixSyntax
import Foundation
import Testing

/// `ByteSearch` looks for the needle's rarest byte: `SyntaxTree.bytes(_:contain:in:)` must agree
/// with a plain search wherever that byte sits in the needle and wherever the needle sits in the
/// bytes, and `containsText` with Foundation's `contains`, which it replaces on hot paths.
@Suite("Byte search")
struct ByteSearchTests {
    func naive(_ bytes: [UInt8], _ needle: [UInt8], _ range: Range<Int>) -> Bool {
        guard !needle.isEmpty, range.count >= needle.count else { return false }
        return (range.lowerBound...(range.upperBound - needle.count)).contains { Array(bytes[$0..<$0 + needle.count]) == needle }
    }

    @Test func agreesWithAPlainSearch() {
        // A small alphabet mixing common and rare bytes, so needles occur and almost occur often.
        let alphabet = Array("esdXQ_ (".utf8)
        var state: UInt64 = 0x9E3779B97F4A7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        var checked = 0
        for _ in 0..<3000 {
            let bytes = (0..<next(40)).map { _ in alphabet[next(alphabet.count)] }
            let needle = (0..<(1 + next(5))).map { _ in alphabet[next(alphabet.count)] }
            let lower = bytes.isEmpty ? 0 : next(bytes.count + 1)
            let upper = lower + next(bytes.count - lower + 1)
            let text = String(decoding: needle, as: UTF8.self)
            #expect(SyntaxTree.bytes(bytes, contain: text) == naive(bytes, needle, 0..<bytes.count), "\(bytes) \(needle)")
            #expect(SyntaxTree.bytes(bytes, contain: text, in: lower..<upper) == naive(bytes, needle, lower..<upper), "\(bytes) \(needle) \(lower)..<\(upper)")
            #expect(String(decoding: bytes, as: UTF8.self).containsText(text) == String(decoding: bytes, as: UTF8.self).contains(text), "\(bytes) \(needle)")
            let middle = String(decoding: bytes, as: UTF8.self).dropFirst(1)
            #expect(middle.containsText(text) == middle.contains(text), "\(bytes) \(needle)")
            checked += 1
        }
        #expect(checked == 3000)
        #expect(!"abc".containsText("") && !"".containsText("a") && "x -> y".containsText("->"))
    }

    @Test func findsNamesAtTheEdges() {
        let source = Array("stdout; let send = stderr".utf8)
        #expect(SyntaxTree.bytes(source, contain: "stdout"))
        #expect(SyntaxTree.bytes(source, contain: "stderr"))
        #expect(SyntaxTree.bytes(source, contain: "send"))
        #expect(!SyntaxTree.bytes(source, contain: "stdin"))
        #expect(!SyntaxTree.bytes(source, contain: "stderrr"))
        #expect(!SyntaxTree.bytes(source, contain: "stdout", in: 1..<25))
        #expect(SyntaxTree.bytes(source, contain: "stderr", in: 19..<25))
        #expect(!SyntaxTree.bytes(source, contain: "stderr", in: 19..<24))
    }
}
