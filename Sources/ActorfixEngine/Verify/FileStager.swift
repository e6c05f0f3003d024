import Foundation

/// Puts candidate versions of the files on disk for a build and puts the originals back. It
/// knows what it wrote, so it never overwrites a file someone else changed in the meantime.
final class FileStager {
    private let originals: [String: [UInt8]]
    private var onDisk: [String: [UInt8]]
    private let journal: VerifyJournal?

    init(originals: [String: [UInt8]], journal: VerifyJournal? = nil) {
        self.originals = originals
        self.journal = journal
        onDisk = originals
    }

    /// Writes each file whose wanted content differs from what is on disk; files not given go
    /// back to their originals.
    func stage(_ wanted: [String: [UInt8]]) throws {
        advanceStamp()
        for (path, original) in originals.sorted(by: { $0.key < $1.key }) {
            try put(wanted[path] ?? original, at: path)
        }
    }

    /// Every file back as it was read. Goes on past a file it cannot restore, then reports it.
    func restore() throws {
        var failures: [String] = []
        advanceStamp()
        for (path, original) in originals.sorted(by: { $0.key < $1.key }) {
            do { try put(original, at: path) } catch { failures.append("\(error)") }
        }
        if !failures.isEmpty {
            throw WriteError(path: failures.joined(separator: "; "), reason: "not restored after the verified build")
        }
        journal?.clear()
    }

    private func put(_ content: [UInt8], at path: String) throws {
        guard let current = onDisk[path], current != content else { return }
        try journal?.willWrite(content, to: path, original: originals[path] ?? current)
        try SafeWriter.write(content, to: path, expecting: current)
        onDisk[path] = content
        try? FileManager.default.setAttributes([.modificationDate: stamp], ofItemAtPath: path)
    }

    /// The modification time the files written for the next build get.
    private var stamp = Date.distantPast

    /// Incremental builds decide what to recompile by modification times, some at whole seconds
    /// (the file system's or the build record's): a file staged in the same second as the build
    /// before it started could be taken for unchanged and its old diagnostics reused (seen as a
    /// flaky back-out in the verify tests). The files written for a build get one time, after
    /// every earlier build's start: the next whole second, and a second after the last stamp.
    private func advanceStamp() {
        let nextSecond = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 + 1).rounded(.down))
        stamp = max(nextSecond, stamp.addingTimeInterval(1))
    }
}
