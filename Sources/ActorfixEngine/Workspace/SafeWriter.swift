import ActorfixSyntax
import Foundation

public struct WriteError: Error, CustomStringConvertible, Sendable {
    public let path: String
    public let reason: String
    public var description: String { "\(path): \(reason)" }
}

/// Writes files so that nothing is lost: the bytes on disk must still be the bytes that were
/// read (else the write is refused), the new content goes to a temporary file in the same folder
/// that is renamed over the original (atomic on POSIX), and permissions are kept. A symbolic
/// link is written through (the file it names changes; the link stays a link), a read-only file
/// or anything but a regular file is refused.
public enum SafeWriter {
    public static func write(_ bytes: [UInt8], to givenPath: String, expecting original: [UInt8]) throws {
        let fm = FileManager.default
        guard let path = SourceFinder.realPath(givenPath) else {
            throw WriteError(path: givenPath, reason: "cannot be found any more; not written")
        }
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw WriteError(path: givenPath, reason: "cannot be read any more; not written")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw WriteError(path: givenPath, reason: "not a regular file; not written")
        }
        // Mode bits, not access(2): run as root, access says every file is writable.
        guard info.st_mode & 0o222 != 0 else {
            throw WriteError(path: givenPath, reason: "read-only; not written")
        }
        guard let onDisk = fm.contents(atPath: path) else {
            throw WriteError(path: givenPath, reason: "cannot be read any more; not written")
        }
        guard onDisk.elementsEqual(original) else {
            throw WriteError(path: givenPath, reason: "changed since actorfix read it; not written (run actorfix again)")
        }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let temp = folder.appendingPathComponent(".\(url.lastPathComponent).actorfix-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let attributes = try? fm.attributesOfItem(atPath: path)
        guard fm.createFile(atPath: temp.path, contents: Data(bytes)) else {
            throw WriteError(path: givenPath, reason: "cannot write a temporary file in \(folder.path); not written")
        }
        if let permissions = attributes?[.posixPermissions] {
            try? fm.setAttributes([.posixPermissions: permissions], ofItemAtPath: temp.path)
        }
        if rename(temp.path, path) != 0 {
            let reason = String(cString: strerror(errno))
            try? fm.removeItem(at: temp)
            throw WriteError(path: givenPath, reason: "cannot replace the file (\(reason)); not written")
        }
    }
}
