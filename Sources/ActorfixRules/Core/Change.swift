import Foundation

/// Whether applying a change keeps the program's behaviour.
public enum Safety: String, Sendable, Codable, Comparable {
    /// Behaviour-preserving: the code compiles and does what it did.
    case safe
    /// A human must decide: the change alters where code runs, or is one of several fixes.
    case review

    public static func < (a: Safety, b: Safety) -> Bool { a == .safe && b == .review }
}

/// One byte-range edit: replace `range` of the file's current bytes with `replacement`
/// (an insertion has an empty range, a deletion an empty replacement).
public struct Edit: Sendable, Hashable, Codable {
    public let range: Range<Int>
    public let replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    public static func insert(_ text: String, at offset: Int) -> Edit { Edit(range: offset..<offset, replacement: text) }
    public static func replace(_ range: Range<Int>, with text: String) -> Edit { Edit(range: range, replacement: text) }
    public static func delete(_ range: Range<Int>) -> Edit { Edit(range: range, replacement: "") }

    /// Whether two edits touch the same bytes (two insertions at one offset also conflict: their
    /// order would be arbitrary).
    public func overlaps(_ other: Edit) -> Bool {
        if range.isEmpty && other.range.isEmpty { return range.lowerBound == other.range.lowerBound }
        if range.isEmpty { return other.range.lowerBound < range.lowerBound && range.lowerBound < other.range.upperBound }
        if other.range.isEmpty { return range.lowerBound < other.range.lowerBound && other.range.lowerBound < range.upperBound }
        return range.overlaps(other.range)
    }
}

/// A proposed change: what a rule wants to do to one file, and why. A change with no edits is an
/// advisory: it is reported, never applied.
public struct Change: Sendable, Codable {
    public let ruleID: String
    public let path: String
    public var edits: [Edit]
    /// One line: what the change does ("mark ContentView @MainActor").
    public let message: String
    /// A paragraph: what Swift 6 says about the code and why this fix. Written out when read:
    /// most runs report only messages, and a generated file's 8,000 changes spent 7% of their
    /// instructions composing paragraphs nobody saw.
    public var reason: String { reasonText.text }
    /// The reason as it is kept: reports hold on to it, not to the text.
    public let reasonText: DeferredText
    public let safety: Safety
    /// Where to report it: a byte offset in the file the change was computed on.
    public let offset: Int

    public init(ruleID: String, path: String, edits: [Edit], message: String, reason: String, safety: Safety, offset: Int) {
        self.init(ruleID: ruleID, path: path, edits: edits, message: message, deferredReason: DeferredText(reason), safety: safety, offset: offset)
    }

    /// A change whose reason is composed only if it is read.
    public init(ruleID: String, path: String, edits: [Edit], message: String, deferredReason: DeferredText, safety: Safety, offset: Int) {
        self.ruleID = ruleID
        self.path = path
        self.edits = edits.count < 2 ? edits : edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        self.message = message
        self.reasonText = deferredReason
        self.safety = safety
        self.offset = offset
    }

    /// Encoded as it always was: the reason is written out as text.
    private enum CodingKeys: String, CodingKey { case ruleID, path, edits, message, reasonText = "reason", safety, offset }

    public var isAdvisory: Bool { edits.isEmpty }

    public func conflicts(with other: Change) -> Bool {
        edits.contains { a in other.edits.contains { a.overlaps($0) } }
    }
}

/// Applies non-overlapping edits to bytes.
public enum EditApplier {
    public static func apply(_ edits: [Edit], to bytes: [UInt8]) -> [UInt8] {
        let sorted = edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + sorted.reduce(0) { $0 + $1.replacement.utf8.count })
        var cursor = 0
        for edit in sorted {
            let start = max(cursor, min(edit.range.lowerBound, bytes.count))
            out.append(contentsOf: bytes[cursor..<start])
            out.append(contentsOf: edit.replacement.utf8)
            cursor = max(start, min(edit.range.upperBound, bytes.count))
        }
        out.append(contentsOf: bytes[cursor...])
        return out
    }
}

/// Text composed on first read (then kept): a change's reason. Encoded as the text itself.
public final class DeferredText: @unchecked Sendable, Codable {
    private var make: (@Sendable () -> String)?
    private var value: String?
    private let lock = NSLock()

    public init(_ text: String) { value = text }
    public init(composing make: @escaping @Sendable () -> String) { self.make = make }

    public init(from decoder: any Decoder) throws { value = try decoder.singleValueContainer().decode(String.self) }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    public var text: String {
        lock.lock(); defer { lock.unlock() }
        if let value { return value }
        let composed = make?() ?? ""
        value = composed
        make = nil
        return composed
    }
}
