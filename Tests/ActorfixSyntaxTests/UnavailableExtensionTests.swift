import Testing
@testable import ActorfixSyntax

@Suite("Extensions unavailable everywhere")
struct UnavailableExtensionTests {
    private func conformances(_ source: String) -> [String] {
        let tree = SyntaxTree.parse(Array(source.utf8))
        return tree.nodes(ofKinds: .extensionDecl).first?.conformedTypeNames ?? ["<no extension>"]
    }

    @Test("@available(*, unavailable) takes the conformance away")
    func unavailable() {
        #expect(conformances("@available(*, unavailable)\nextension Box: Sendable {}") == [])
        #expect(conformances("@available( * ,\tunavailable )\nextension Box: Sendable {}") == [])
        #expect(conformances("@available(*, unavailable, message: \"no\") extension Box: @unchecked Sendable {}") == [])
    }

    @Test("other @available attributes keep it, also when their text says 'unavailable'")
    func available() {
        #expect(conformances("@available(macOS 10.15, iOS 13, *)\nextension Box: Sendable {}") == ["Sendable"])
        #expect(conformances("@available(*, deprecated, message: \"unavailable soon\")\nextension Box: P {}") == ["P"])
        #expect(conformances("@available(iOS, unavailable)\nextension Box: P {}") == ["P"])
        #expect(conformances("extension Box: P, Q {}") == ["P", "Q"])
    }
}
