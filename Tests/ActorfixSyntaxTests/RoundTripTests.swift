import ActorfixSyntax
import ActorfixTestSupport
import Foundation
import Testing

@Suite("Round trip")
struct RoundTripTests {
    static let fixtures: [String] = {
        let folder = packageRoot.appendingPathComponent("Tests/Fixtures/Syntax").path
        return SourceFinder.swiftFiles(in: [folder]).files
    }()

    /// The fixtures are Swift the compiler accepts; for them the parser must leave nothing unknown.
    @Test(arguments: fixtures)
    func fixturesAreUnderstood(path: String) throws {
        let bytes = try SourceFile.read(path: path)
        let tree = SyntaxTree.parse(bytes, path: path)
        #expect(tree.printed() == bytes)
        let unknown = tree.unknownNodes.map { "\($0.location): \($0.text.prefix(40))" }
        #expect(unknown.isEmpty, "\(path): \(unknown)")
    }

    @Test(arguments: fixtures)
    func fixturesAreValidSwift(path: String) throws {
        let result = try Subprocess.run("swiftc", ["-parse", "-swift-version", "6", path])
        #expect(result.status == 0, "swiftc -parse rejects \(path): \(result.stderr)")
    }

    /// The toolchain's module interfaces: megabytes of real Swift, including the standard library.
    @Test func toolchainInterfaces() throws {
        let lib = try #require(toolchainLibraryFolder(), "swiftc not found on PATH")
        let files = SourceFinder.swiftFiles(in: [lib], extensions: [".swiftinterface"]).files
        #expect(files.count >= 10)
        var failures: [String] = []
        var unknown: [String] = []
        for path in files {
            let bytes = try SourceFile.read(path: path)
            let tree = SyntaxTree.parse(bytes, path: path)
            if tree.printed() != bytes || !triviaIsClean(tree) { failures.append(path) }
            unknown += tree.unknownNodes.prefix(3).map { "\(path):\($0.location)" }
        }
        #expect(failures.isEmpty)
        #expect(unknown.isEmpty, "\(unknown.prefix(20))")
    }

    @Test func ownSources() throws {
        let files = SourceFinder.swiftFiles(in: [packageRoot.appendingPathComponent("Sources").path,
                                                 packageRoot.appendingPathComponent("Tests").path]).files
        #expect(files.count > 10)
        for path in files {
            let bytes = try SourceFile.read(path: path)
            let tree = SyntaxTree.parse(bytes, path: path)
            #expect(tree.printed() == bytes, "\(path)")
            #expect(tree.unknownNodes.isEmpty, "\(path): \(tree.unknownNodes.prefix(3).map(\.description))")
        }
    }

    @Test func trickyInputs() {
        let inputs = [
            "", "\n", "\r\n", "\r", " ", "\t\t", "\u{FEFF}", "\u{FEFF}let x = 1", "#!/usr/bin/swift", "#!/usr/bin/swift\r\nprint(1)",
            "let a = 1\r\nlet b = 2\r\n", "/* unterminated", "/* /* nested */", "// only a comment", "\"", "\"\"\"", "\"\"\"\n",
            "#\"", "##\"abc\"#", "\"\\(", "\"\\(\"", "\"\\(\"\\(\"", "#/", "#/abc", "/", "//", "/*/", "`", "``", "$", "@", "#", "<#",
            "<#x", "0x", "0x.p", "1e", "1.", "..", "...", "\\", "\u{2028}", "é", "🏳️‍🌈 = 1", "let π = 3.14", "x\u{0}y",
            "let s = \"tab\there\"\tlet t = 1", "\"\"\"\n\\\n\"\"\"", "#if\n#else\n#elseif\n#endif", "#if A\nstruct", "f(\n",
        ]
        for input in inputs {
            let tree = SyntaxTree.parse(input)
            #expect(tree.printed() == Array(input.utf8), "\(input.debugDescription)")
            #expect(triviaIsClean(tree), "\(input.debugDescription)")
        }
    }

    @Test func nonUTF8InputIsRejectedWithTheFileName() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("actorfix-utf8-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = dir.appendingPathComponent("Latin1.swift")
        try Data([0x6C, 0x65, 0x74, 0x20, 0xE9, 0x20, 0x3D, 0x20, 0x31]).write(to: bad)
        #expect(throws: SourceFileError.self) { try SourceFile.read(path: bad.path) }
        do {
            _ = try SourceFile.read(path: bad.path)
        } catch {
            #expect("\(error)".contains("Latin1.swift"))
            #expect("\(error)".contains("not valid UTF-8"))
        }
        #expect(SourceFile.firstInvalidUTF8Offset(Array("ok é 🐶".utf8)) == nil)
        #expect(SourceFile.firstInvalidUTF8Offset([0x61, 0xC0, 0x80]) == 1) // overlong
        #expect(SourceFile.firstInvalidUTF8Offset([0xED, 0xA0, 0x80]) == 0) // surrogate
        // ASCII is skipped eight bytes at a time: a bad byte after a run of it, at and between
        // word boundaries, and valid multi-byte characters after it.
        let ascii = Array("let x = 12345678901234".utf8)
        for offset in [7, 8, 9, 16, ascii.count] {
            #expect(SourceFile.firstInvalidUTF8Offset(Array(ascii[..<offset]) + [0xFF] + ascii) == offset)
            #expect(SourceFile.firstInvalidUTF8Offset(Array(ascii[..<offset]) + Array("é🐶".utf8) + ascii) == nil)
        }
        #expect(throws: SourceFileError.self) { try SourceFile.validate(ascii + [0] + ascii, path: "Nul.swift") }
    }
}
