import Foundation

/// Why a file cannot be processed. The message always names the file.
public struct SourceFileError: Error, CustomStringConvertible, Sendable {
    public let path: String
    public let reason: String
    public var description: String { "\(path): \(reason)" }
}

/// Reading Swift source safely: actorfix only works on valid UTF-8 text and says so otherwise.
public enum SourceFile {
    /// The default size limit: larger files are skipped with a message.
    public static let defaultSizeLimit = 16 << 20

    public static func read(path: String, sizeLimit: Int = defaultSizeLimit) throws -> [UInt8] {
        let url = URL(fileURLWithPath: path)
        let data: Data
        do {
            // Checked before opening: opening a FIFO would wait for a writer.
            var info = stat()
            guard stat(path, &info) == 0 else { throw SourceFileError(path: path, reason: "cannot read: \(String(cString: strerror(errno)))") }
            guard info.st_mode & S_IFMT == S_IFREG else { throw SourceFileError(path: path, reason: "not a regular file; skipped") }
            let size = Int(info.st_size)
            if size > sizeLimit {
                throw SourceFileError(path: path, reason: "file is \(size) bytes, over the \(sizeLimit)-byte limit; skipped")
            }
            data = try Data(contentsOf: url)
        } catch let error as SourceFileError {
            throw error
        } catch {
            throw SourceFileError(path: path, reason: "cannot read: \((error as NSError).localizedDescription)")
        }
        let bytes = data.withUnsafeBytes { [UInt8]($0) }
        try validate(bytes, path: path)
        return bytes
    }

    /// Rejects bytes that are not UTF-8 text (invalid sequences or NUL bytes, which mean binary).
    public static func validate(_ bytes: [UInt8], path: String) throws {
        if let offset = firstInvalidUTF8Offset(bytes) {
            throw SourceFileError(path: path, reason: "not valid UTF-8 (first bad byte at offset \(offset)); skipped")
        }
        if bytes.withUnsafeBytes({ raw in raw.baseAddress.map { memchr($0, 0, raw.count) != nil } ?? false }) {
            throw SourceFileError(path: path, reason: "contains NUL bytes, looks binary; skipped")
        }
    }

    public static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { p -> Int? in
            var i = 0
            let n = p.count
            while i < n {
                // Eight ASCII bytes at a time: most source text is ASCII.
                if i + 8 <= n, UnsafeRawPointer(p.baseAddress! + i).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    i += 8
                    continue
                }
                let b = p[i]
                if b < 0x80 { i += 1; continue }
                let length: Int
                let minimum: UInt32
                if b & 0xE0 == 0xC0 { length = 2; minimum = 0x80 }
                else if b & 0xF0 == 0xE0 { length = 3; minimum = 0x800 }
                else if b & 0xF8 == 0xF0 { length = 4; minimum = 0x10000 }
                else { return i }
                guard let (scalar, _) = decodeScalar(p.baseAddress!, i, n) else { return i }
                if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return i }
                i += length
            }
            return nil
        }
    }
}
