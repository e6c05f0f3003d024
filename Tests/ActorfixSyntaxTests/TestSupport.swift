import ActorfixSyntax
import Foundation
import Testing

/// Token kinds and texts of `source`, without the end-of-file token: `["identifier:x", …]`.
func lex(_ source: String) -> [String] {
    let bytes = Array(source.utf8)
    let tokens = Lexer.tokenize(bytes)
    return tokens.dropLast().map { t in
        "\(t.kind):" + String(decoding: bytes[Int(t.start)..<Int(t.end)], as: UTF8.self)
    }
}

/// The tree as nested node kinds with names, no tokens: `structDecl[ContentView](memberBlock(...))`.
/// Shape assertions read like the code they describe and fail on any structural change.
func shape(_ node: SyntaxNode) -> String {
    var s = "\(node.kind)"
    if let name = node.name { s += "[\(name)]" }
    let kids = node.children
    if !kids.isEmpty { s += "(" + kids.map(shape).joined(separator: " ") + ")" }
    return s
}

func shape(of source: String) -> String {
    let tree = SyntaxTree.parse(source)
    return tree.root.children.map(shape).joined(separator: " ")
}

/// The first node of a kind in preorder.
func first(_ kind: NodeKind, in source: String) -> SyntaxNode? {
    SyntaxTree.parse(source).root.descendants(kind).first
}

/// Asserts the round trip and that the parser understood everything.
func expectClean(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let tree = SyntaxTree.parse(source)
    #expect(tree.printed() == Array(source.utf8), "round trip", sourceLocation: sourceLocation)
    let unknown = tree.unknownNodes.map { "\($0.location): \($0.text)" }
    #expect(unknown.isEmpty, "unknown regions: \(unknown)", sourceLocation: sourceLocation)
}

/// The folder holding this package (tests read real files from it).
let packageRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The toolchain's library folder, found from the `swiftc` on PATH (its .swiftinterface files are
/// large, real Swift).
func toolchainLibraryFolder() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for dir in path.split(separator: ":") {
        let candidate = "\(dir)/swiftc"
        if FileManager.default.isExecutableFile(atPath: candidate) {
            let resolved = URL(fileURLWithPath: candidate).resolvingSymlinksInPath()
            let lib = resolved.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift").path
            if FileManager.default.fileExists(atPath: lib) { return lib }
        }
    }
    return nil
}

/// Whether every trivia range holds only trivia: proof that no token text was swallowed.
func triviaIsClean(_ tree: SyntaxTree) -> Bool {
    tree.allTriviaRanges.allSatisfy { range in tree.triviaPieces(range).allSatisfy { $0.kind != .garbage } }
}
