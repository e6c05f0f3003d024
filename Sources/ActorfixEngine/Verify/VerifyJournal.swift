import Foundation
import ActorfixSyntax

/// A record, outside the project, of the files a verified run has changed on disk, so that the
/// next verified run can put them back if this one was killed (`kill -9`) in the middle of a
/// build. A file is put back only while it still holds exactly what the killed run wrote.
public struct VerifyJournal {
    struct Entry: Codable {
        var path: String
        var originalFile: String
        var stagedHash: UInt64
    }

    let folder: URL
    private var manifest: URL { folder.appendingPathComponent("journal.json") }

    /// One journal per project folder, in the temporary folder.
    public init(projectFolder: String) {
        let name = "actorfix-verify-journal-\(String(VerifyJournal.hash(Array(projectFolder.utf8)), radix: 16))"
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(name)
    }

    init(folder: URL) { self.folder = folder }

    /// Before writing `staged` over a file whose original is `original`.
    func willWrite(_ staged: [UInt8], to path: String, original: [UInt8]) throws {
        var entries = load()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if let i = entries.firstIndex(where: { $0.path == path }) {
            entries[i].stagedHash = VerifyJournal.hash(staged)
        } else {
            let originalFile = folder.appendingPathComponent("\(entries.count).original")
            try Data(original).write(to: originalFile, options: .atomic)
            entries.append(Entry(path: path, originalFile: originalFile.path, stagedHash: VerifyJournal.hash(staged)))
        }
        try JSONEncoder().encode(entries).write(to: manifest, options: .atomic)
    }

    /// Every file back as it was: nothing is left to recover.
    func clear() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Puts back the files a killed run left changed; returns their paths.
    public func recover() -> [String] {
        var restored: [String] = []
        for entry in load() {
            guard let onDisk = FileManager.default.contents(atPath: entry.path), VerifyJournal.hash(Array(onDisk)) == entry.stagedHash,
                  let original = FileManager.default.contents(atPath: entry.originalFile) else { continue }
            if Array(onDisk) == Array(original) { continue }
            if (try? SafeWriter.write(Array(original), to: entry.path, expecting: Array(onDisk))) != nil { restored.append(entry.path) }
        }
        clear()
        return restored
    }

    private func load() -> [Entry] {
        guard let data = FileManager.default.contents(atPath: manifest.path) else { return [] }
        return (try? JSONDecoder().decode([Entry].self, from: data)) ?? []
    }

    /// FNV-1a (`NameHash`): stable across runs, unlike `Hasher`.
    static func hash(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBufferPointer { NameHash.of($0) }
    }
}
