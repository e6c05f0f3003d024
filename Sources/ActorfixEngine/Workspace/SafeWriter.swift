import Foundation

public struct WriteError: Error, CustomStringConvertible, Sendable {
    public let path: String
    public let reason: String
    public var description: String { "\(path): \(reason)" }
}

/// Writes files so that nothing is lost: the bytes on disk must still be the bytes that were
/// read (else the write is refused), the new content goes to a temporary file in the same folder
/// that is renamed over the original (atomic on POSIX), and permissions are kept.
public enum SafeWriter {
    public static func write(_ bytes: [UInt8], to path: String, expecting original: [UInt8]) throws {
        let fm = FileManager.default
        guard let onDisk = fm.contents(atPath: path) else {
            throw WriteError(path: path, reason: "cannot be read any more; not written")
        }
        guard onDisk.elementsEqual(original) else {
            throw WriteError(path: path, reason: "changed since actorfix read it; not written (run actorfix again)")
        }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let temp = folder.appendingPathComponent(".\(url.lastPathComponent).actorfix-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let attributes = try? fm.attributesOfItem(atPath: path)
        guard fm.createFile(atPath: temp.path, contents: Data(bytes)) else {
            throw WriteError(path: path, reason: "cannot write a temporary file in \(folder.path); not written")
        }
        if let permissions = attributes?[.posixPermissions] {
            try? fm.setAttributes([.posixPermissions: permissions], ofItemAtPath: temp.path)
        }
        if rename(temp.path, path) != 0 {
            let reason = String(cString: strerror(errno))
            try? fm.removeItem(at: temp)
            throw WriteError(path: path, reason: "cannot replace the file (\(reason)); not written")
        }
    }
}
