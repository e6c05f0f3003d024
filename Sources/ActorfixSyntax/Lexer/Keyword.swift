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
         `_modify`, `_read`, `unsafeAddress`, `unsafeMutableAddress`,
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

/// An open-addressing table from a word's bytes to its keyword. Words are at most 24 bytes, so
/// each is packed into three little-endian 64-bit lanes; the hash mixes the lanes and the length.
/// Lookups allocate nothing and compare at most a few entries.
struct KeywordTable: Sendable {
    private struct Entry: Sendable { var a: UInt64; var b: UInt64; var c: UInt64; var length: UInt8; var keyword: Keyword }
    private static let capacity = 512
    private let entries: [Entry]

    static let shared = KeywordTable()

    private init() {
        var table = Array(repeating: Entry(a: 0, b: 0, c: 0, length: 0, keyword: .none), count: KeywordTable.capacity)
        for keyword in Keyword.allCases where keyword != .none {
            let bytes = Array(keyword.text.utf8)
            let (a, b, c) = bytes.withUnsafeBufferPointer { KeywordTable.pack($0.baseAddress!, bytes.count) }
            var slot = KeywordTable.hash(a, b, c, bytes.count)
            while table[slot].length != 0 { slot = (slot + 1) & (KeywordTable.capacity - 1) }
            table[slot] = Entry(a: a, b: b, c: c, length: UInt8(bytes.count), keyword: keyword)
        }
        entries = table
    }

    @inline(__always)
    static func pack(_ p: UnsafePointer<UInt8>, _ count: Int) -> (UInt64, UInt64, UInt64) {
        var lanes: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var i = 0
        while i < count {
            let v = UInt64(p[i]) << UInt64((i & 7) * 8)
            switch i >> 3 {
            case 0: lanes.0 |= v
            case 1: lanes.1 |= v
            default: lanes.2 |= v
            }
            i += 1
        }
        return lanes
    }

    @inline(__always)
    static func hash(_ a: UInt64, _ b: UInt64, _ c: UInt64, _ length: Int) -> Int {
        var h = a &* 0x9E37_79B9_7F4A_7C15
        h ^= (b &+ UInt64(length)) &* 0xC2B2_AE3D_27D4_EB4F
        h ^= c &* 0x1656_67B1_9E37_79F9
        return Int(truncatingIfNeeded: (h ^ (h >> 29)) >> 7) & (capacity - 1)
    }

    /// The keyword spelled by `count` bytes at `p`, or `.none`.
    @inline(__always)
    func lookup(_ p: UnsafePointer<UInt8>, _ count: Int) -> Keyword {
        if count < 1 || count > 24 { return .none }
        let (a, b, c) = KeywordTable.pack(p, count)
        var slot = KeywordTable.hash(a, b, c, count)
        return entries.withUnsafeBufferPointer { table in
            while true {
                let e = table[slot]
                if e.length == 0 { return .none }
                if e.a == a && e.b == b && e.c == c && Int(e.length) == count { return e.keyword }
                slot = (slot + 1) & (KeywordTable.capacity - 1)
            }
        }
    }
}
