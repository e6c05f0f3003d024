import Testing
@testable import ActorfixIndex
@testable import ActorfixSyntax

/// Name tables reject tokens by the tree's name keys before reading their bytes: the keys must be
/// the low bits of the hash `NameTable` computes from the bytes, or a name would be missed.
@Suite("Name keys")
struct NameKeyTests {
    static let source = """
        struct `class` { var café = 1; let `default` = "store.send" }
        func send(_ x: Int) -> Int { self.send(x) + café + `class`.init().`default`.count }
        let s = "\\(send(1)) send"; _ = $0; #if DEBUG
        #endif
        """

    /// FNV-1a's published values: the verify journal keeps these hashes between runs.
    @Test func hashIsFNV1a() {
        #expect(NameHash.of("") == 0xcbf2_9ce4_8422_2325)
        #expect(NameHash.of("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(NameHash.of("foobar") == 0x8594_4171_f739_67e8)
        #expect(NameHash.of("bar", continuing: NameHash.of("foo")) == NameHash.of("foobar"))
    }

    @Test func keysAreTheNamesHashes() {
        let tree = SyntaxTree.parse(Self.source)
        let keys = tree.nameKeys
        #expect(keys.count == tree.tokens.count)
        for (i, token) in tree.tokens.enumerated() {
            if token.kind == .identifier || token.kind == .keyword {
                let name = tree.identifierName(Int32(i))
                let expected = NameHash.key(NameHash.of(name))
                #expect(keys[i] == expected, "token \(i) '\(name)'")
            } else {
                #expect(keys[i] == 0, "token \(i) of kind \(token.kind)")
            }
        }
    }

    @Test func lookupByKeyFindsWhatLookupByBytesFinds() {
        let tree = SyntaxTree.parse(Self.source)
        let table = NameTable(["send", "class", "default", "café", "count", "self", "init", "absent"])
        var found = 0
        tree.nameKeys.withUnsafeBufferPointer { keys in
            for i in tree.tokens.indices {
                let byBytes = table.lookup(tree, Int32(i))
                #expect(table.lookup(tree, Int32(i), keys: keys) == byBytes, "token \(i)")
                if byBytes != nil { found += 1 }
            }
        }
        // send ×3 in code (the one in the string's text is no token of its own), class ×2,
        // default ×2, café ×2, count, self, init.
        #expect(found == 12)
    }

    @Test func mentionsFindEveryIdentifierSpelling() {
        let index = makeIndex([("A.swift", Self.source)])
        let mentions = index.mentions(of: ["send", "café", "absent"])
        #expect(mentions["send"]?.count == 3)
        #expect(mentions["café"]?.count == 2)
        #expect(mentions["absent"] == nil)
    }
}

@Suite("Name filters")
struct NameFilterTests {
    @Test func keepsEveryNameAndTellsOthersApart() {
        let names = ["UIApplication", "NSApp", "café", "`class`", ""]
        let filter = NameFilter(names)
        for name in names { #expect(filter.mayContain(name), "\(name)") }
        // One bit per key of 65,536: most other names are told apart (these are, for this hash).
        let others = ["UIScreen", "URLSession", "Sendable", "foo", "NSWorkspace", "x"]
        #expect(others.filter { filter.mayContain($0) }.count <= 1)
        #expect(!NameFilter().mayContain("UIApplication"))
    }

    @Test func sdkLookupsStillFindTheirFacts() {
        #expect(testSDK.type("UIViewController", in: .xcode26)?.isolation == "MainActor")
        #expect(testSDK.type("UIKit.UIViewController", in: .xcode26)?.isolation == "MainActor")
        #expect(testSDK.type("UIView", in: .xcode26) == nil)
    }
}
