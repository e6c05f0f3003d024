import ActorfixEngine
import Foundation
import Testing

@Suite("Safe writes")
struct SafeWriterTests {
    @Test func refusesFilesChangedSinceRead() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("actorfix-sw-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("A.swift")
        try Data("old\n".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        try SafeWriter.write(Array("new\n".utf8), to: file.path, expecting: Array("old\n".utf8))
        #expect(try String(contentsOf: file, encoding: .utf8) == "new\n")
        #expect((try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int) == 0o640)
        // Someone else edited the file: the write is refused and their edit survives.
        try Data("theirs\n".utf8).write(to: file)
        #expect(throws: WriteError.self) { try SafeWriter.write(Array("mine\n".utf8), to: file.path, expecting: Array("new\n".utf8)) }
        #expect(try String(contentsOf: file, encoding: .utf8) == "theirs\n")
        // No temporary files are left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["A.swift"])
    }
}
