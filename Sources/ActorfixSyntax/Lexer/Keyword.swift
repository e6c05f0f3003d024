/// Words the parser gives meaning to. Reserved words are lexed as `.keyword` tokens; contextual
/// ones (`actor`, `async`, `nonisolated`, …) stay `.identifier` tokens that carry their keyword
/// so that `actor` can still be a variable name. Pound keywords (`#if`) are `.poundKeyword` tokens.
public enum Keyword: UInt8, Sendable, CaseIterable {
    case none = 0
    // Reserved
    case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`, `import`,
         `init`, `inout`, `internal`, `let`, `operator`, `private`, `precedencegroup`,
         `protocol`, `public`, `rethrows`, `static`, `struct`, `subscript`, `typealias`, `var`,
         `break`, `case`, `catch`, `continue`, `default`, `defer`, `do`, `else`, `fallthrough`,
         `for`, `guard`, `if`, `in`, `repeat`, `return`, `throw`, `switch`, `where`, `while`,
         `Any`, `as`, `false`, `is`, `nil`, `self`, `Self`, `super`, `throws`, `true`, `try`, `_`
    // Contextual
    case `open`, `actor`, `async`, `await`, `nonisolated`, `isolated`, `some`, `any`, `mutating`,
         `nonmutating`, `override`, `final`, `lazy`, `weak`, `unowned`, `convenience`, `dynamic`,
         `required`, `optional`, `indirect`, `get`, `set`, `willSet`, `didSet`, `modify`, `read`,
         `_modify`, `_read`,
         `consuming`, `borrowing`, `package`, `macro`, `distributed`, `each`, `sending`,
         `__consuming`, `__owned`, `__shared`, `safe`, `unsafe`, `then`, `discard`, `copy`,
         `consume`, `prefix`, `postfix`, `infix`, `Type`, `Protocol`, `of`
    // Pound
    case poundIf, poundElseif, poundElse, poundEndif, poundWarning, poundError,
         poundSourceLocation, poundAvailable, poundUnavailable, poundSelector, poundKeyPath

    public var isReserved: Bool { rawValue >= Keyword.associatedtype.rawValue && rawValue <= Keyword._.rawValue }

    /// The spelling, for diagnostics and tree dumps.
    public var text: String { Keyword.spellings[Int(rawValue)] }

    static let spellings: [String] = {
        var result = Array(repeating: "", count: Keyword.allCases.count)
        for k in Keyword.allCases {
            var s = "\(k)"
            if s.hasPrefix("`") { s = String(s.dropFirst().dropLast()) }
            switch k {
            case .none: s = ""
            case .poundIf: s = "#if"
            case .poundElseif: s = "#elseif"
            case .poundElse: s = "#else"
            case .poundEndif: s = "#endif"
            case .poundWarning: s = "#warning"
            case .poundError: s = "#error"
            case .poundSourceLocation: s = "#sourceLocation"
            case .poundAvailable: s = "#available"
            case .poundUnavailable: s = "#unavailable"
            case .poundSelector: s = "#selector"
            case .poundKeyPath: s = "#keyPath"
            default: break
            }
            result[Int(k.rawValue)] = s
        }
        return result
    }()
}

/// An open-addressing table from a word's bytes to its keyword. Words are at most 16 bytes, so
/// each is packed into two little-endian 64-bit lanes; the hash mixes the lanes and the length.
/// Lookups allocate nothing, retain nothing, and compare at most a few entries.
struct KeywordTable: @unchecked Sendable {
    private struct Entry { var a: UInt64; var b: UInt64; var length: Int; var keyword: Keyword }
    private static let capacity = 512
    /// Written once at initialization, read-only afterwards (hence `@unchecked Sendable`).
    private let entries: UnsafeMutablePointer<Entry>
    /// Bit i set: some keyword starts with byte i (cheap rejection of most identifiers).
    private let firstBytes: (UInt64, UInt64)

    static let shared = KeywordTable()

    private init() {
        entries = .allocate(capacity: KeywordTable.capacity)
        entries.initialize(repeating: Entry(a: 0, b: 0, length: 0, keyword: .none), count: KeywordTable.capacity)
        var first: (UInt64, UInt64) = (0, 0)
        for keyword in Keyword.allCases where keyword != .none {
            let bytes = Array(keyword.text.utf8)
            precondition(bytes.count <= 16, "keywords are at most 16 bytes")
            var padded = bytes + Array(repeating: 0, count: 16)
            let (a, b) = padded.withUnsafeMutableBytes { raw in
                (raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            }
            padded.removeAll()
            var slot = KeywordTable.hash(a, b, bytes.count)
            while entries[slot].length != 0 { slot = (slot + 1) & (KeywordTable.capacity - 1) }
            entries[slot] = Entry(a: a, b: b, length: bytes.count, keyword: keyword)
            if bytes[0] < 64 { first.0 |= 1 << UInt64(bytes[0]) } else if bytes[0] < 128 { first.1 |= 1 << UInt64(bytes[0] - 64) }
        }
        firstBytes = first
    }

    @inline(__always)
    private static func hash(_ a: UInt64, _ b: UInt64, _ length: Int) -> Int {
        var h = a &* 0x9E37_79B9_7F4A_7C15
        h ^= (b &+ UInt64(length)) &* 0xC2B2_AE3D_27D4_EB4F
        return Int(truncatingIfNeeded: (h ^ (h >> 29)) >> 7) & (capacity - 1)
    }

    /// The keyword spelled by `count` bytes at `p`, or `.none`. `available` is how many bytes may
    /// be read from `p` (lets the common case load whole words).
    @inline(__always)
    func lookup(_ p: UnsafePointer<UInt8>, _ count: Int, available: Int) -> Keyword {
        if count < 1 || count > 16 { return .none }
        let f = p[0]
        if f >= 128 { return .none }
        let bit: UInt64 = f < 64 ? firstBytes.0 & (1 << UInt64(f)) : firstBytes.1 & (1 << UInt64(f - 64))
        if bit == 0 { return .none }
        var a: UInt64 = 0
        var b: UInt64 = 0
        if available >= 16 {
            let raw = UnsafeRawPointer(p)
            a = raw.loadUnaligned(as: UInt64.self)
            b = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            if count < 8 {
                a &= (1 << UInt64(count * 8)) - 1
                b = 0
            } else if count < 16 {
                b &= (1 << UInt64((count - 8) * 8)) - 1
            }
        } else {
            var i = 0
            while i < count {
                if i < 8 { a |= UInt64(p[i]) << UInt64(i * 8) } else { b |= UInt64(p[i]) << UInt64((i - 8) * 8) }
                i += 1
            }
        }
        var slot = KeywordTable.hash(a, b, count)
        while true {
            let e = entries[slot]
            if e.length == 0 { return .none }
            if e.a == a && e.b == b && e.length == count { return e.keyword }
            slot = (slot + 1) & (KeywordTable.capacity - 1)
        }
    }
}
