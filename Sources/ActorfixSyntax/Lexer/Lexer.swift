/// A single-pass, allocation-free (per token) lexer over UTF-8 bytes.
///
/// Every byte of the input ends up either inside a token or in the trivia between two tokens, so
/// the token stream reproduces the file exactly. The lexer never rewinds: string literals with
/// interpolations are lexed with a small stack of string contexts, so `"\(f("\(x)"))"` becomes
/// quote, interpolation-open, tokens of `f(...)`, … without a second pass.
public struct Lexer: ~Copyable {
    /// Lexes `count` bytes at `base` into tokens; the last token is always `.endOfFile` and its
    /// leading trivia runs to the end of the input.
    public static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> [Token] {
        guard let base = bytes.baseAddress, bytes.count > 0 else {
            return [Token(kind: .endOfFile, flags: .atStartOfLine, keyword: .none, leadingStart: 0, start: 0, end: 0)]
        }
        return CharClass.table.withUnsafeBufferPointer { table in
            var lexer = Lexer(base: base, count: bytes.count, table: table.baseAddress!)
            return lexer.run()
        }
    }

    public static func tokenize(_ bytes: [UInt8]) -> [Token] {
        bytes.withUnsafeBufferPointer { tokenize($0) }
    }

    private struct StringContext {
        var hashes: Int
        var multiline: Bool
        var inInterpolation: Bool
        var parenDepth: Int
    }

    private let p: UnsafePointer<UInt8>
    private let count: Int
    private let table: UnsafePointer<UInt8>
    private let keywords = KeywordTable.shared
    private var pos = 0
    private var strings: [StringContext] = [] {
        didSet { inStringBody = strings.last.map { !$0.inInterpolation } ?? false }
    }
    /// Whether the next token is lexed as string content (cached: checked once per token).
    private var inStringBody = false
    private var tokens: GrowableBuffer<Token>
    private var previousKind: TokenKind = .endOfFile
    private var previousKeyword: Keyword = .none

    private init(base: UnsafePointer<UInt8>, count: Int, table: UnsafePointer<UInt8>) {
        self.p = base
        self.count = count
        self.table = table
        self.tokens = GrowableBuffer(capacity: count / 3 + 16)
    }

    @inline(__always) private func byte(_ i: Int) -> UInt8 { i < count ? p[i] : 0 }
    @inline(__always) private func cls(_ b: UInt8) -> UInt8 { table[Int(b)] }

    private mutating func run() -> [Token] {
        // A UTF-8 byte order mark and a `#!` line belong to the first token's leading trivia.
        if count >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF { pos = 3 }
        if byte(pos) == UInt8(ascii: "#") && byte(pos + 1) == UInt8(ascii: "!") {
            while pos < count && p[pos] != 0x0A && p[pos] != 0x0D { pos += 1 }
        }
        var leadingStart = 0
        var flags: TokenFlags = .atStartOfLine
        while true {
            if !inStringBody {
                if skipTrivia(stopAtNewline: false) { flags.insert(.atStartOfLine) }
            }
            let start = pos
            if pos >= count {
                // An unterminated string ends here; its missing close quote is not invented.
                append(.endOfFile, flags, .none, leadingStart, start)
                break
            }
            var kind: TokenKind
            var keyword = Keyword.none
            if inStringBody {
                guard let piece = lexStringBody(&flags) else { continue }
                kind = piece
            } else {
                (kind, keyword) = lexToken(&flags)
            }
            append(kind, flags, keyword, leadingStart, start)
            flags = []
            if !inStringBody && kind != .stringOpen {
                _ = skipTrivia(stopAtNewline: true)
            }
            leadingStart = pos
        }
        return tokens.toArray()
    }

    @inline(__always)
    private mutating func append(_ kind: TokenKind, _ flags: TokenFlags, _ keyword: Keyword, _ leadingStart: Int, _ start: Int) {
        tokens.append(Token(kind: kind, flags: flags, keyword: keyword, leadingStart: UInt32(truncatingIfNeeded: leadingStart),
                            start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: pos)))
        if kind != .stringSegment {
            previousKind = kind
            previousKeyword = keyword
        }
    }

    // MARK: Trivia

    /// Skips whitespace and comments. With `stopAtNewline` (trailing trivia) it stops before a
    /// line break. Returns whether a line break was skipped.
    private mutating func skipTrivia(stopAtNewline: Bool) -> Bool {
        var sawNewline = false
        var i = pos
        while i < count {
            let b = p[i]
            let c = cls(b)
            if c & CharClass.horizontalSpace != 0 {
                i += 1
            } else if c & CharClass.newline != 0 {
                if stopAtNewline { break }
                sawNewline = true
                i += 1
            } else if b == UInt8(ascii: "/") && i + 1 < count && p[i + 1] == UInt8(ascii: "/") {
                i += 2
                while i < count && p[i] != 0x0A && p[i] != 0x0D { i += 1 }
            } else if b == UInt8(ascii: "/") && i + 1 < count && p[i + 1] == UInt8(ascii: "*") {
                pos = i
                skipBlockComment()
                i = pos
            } else {
                break
            }
        }
        pos = i
        return sawNewline
    }

    /// Block comments nest; an unterminated one runs to the end of the file.
    private mutating func skipBlockComment() {
        pos += 2
        var depth = 1
        while pos < count {
            let b = p[pos]
            if b == UInt8(ascii: "*") && byte(pos + 1) == UInt8(ascii: "/") {
                pos += 2
                depth -= 1
                if depth == 0 { return }
            } else if b == UInt8(ascii: "/") && byte(pos + 1) == UInt8(ascii: "*") {
                pos += 2
                depth += 1
            } else {
                pos += 1
            }
        }
    }

    // MARK: Tokens

    private mutating func lexToken(_ flags: inout TokenFlags) -> (TokenKind, Keyword) {
        let b = p[pos]
        let c = cls(b)
        if c & CharClass.identStart != 0 { return lexIdentifier() }
        if c & CharClass.digit != 0 { return (lexNumber(), .none) }
        switch b {
        case UInt8(ascii: "("):
            pos += 1
            if !strings.isEmpty { strings[strings.count - 1].parenDepth += 1 }
            return (.leftParen, .none)
        case UInt8(ascii: ")"):
            pos += 1
            if let top = strings.last, top.inInterpolation {
                if top.parenDepth == 0 {
                    strings[strings.count - 1].inInterpolation = false
                    return (.interpolationClose, .none)
                }
                strings[strings.count - 1].parenDepth -= 1
            }
            return (.rightParen, .none)
        case UInt8(ascii: "{"): pos += 1; return (.leftBrace, .none)
        case UInt8(ascii: "}"): pos += 1; return (.rightBrace, .none)
        case UInt8(ascii: "["): pos += 1; return (.leftSquare, .none)
        case UInt8(ascii: "]"): pos += 1; return (.rightSquare, .none)
        case UInt8(ascii: ","): pos += 1; return (.comma, .none)
        case UInt8(ascii: ";"): pos += 1; return (.semicolon, .none)
        case UInt8(ascii: ":"): pos += 1; return (.colon, .none)
        case UInt8(ascii: "@"): pos += 1; return (.at, .none)
        case UInt8(ascii: "\\"): pos += 1; return (.backslash, .none)
        case UInt8(ascii: "\""): return (lexStringOpen(hashes: 0, &flags), .none)
        case UInt8(ascii: "`"): return lexBacktick(&flags)
        case UInt8(ascii: "$"): return (lexDollar(), .none)
        case UInt8(ascii: "#"): return lexPound(&flags)
        case UInt8(ascii: "."):
            // Dot operators (`..<`, `...`, `.&=`, `.==`) start with a dot and may contain dots.
            if byte(pos + 1) == UInt8(ascii: ".") || (cls(byte(pos + 1)) & CharClass.operatorChar != 0 && pos + 1 < count
                                                        && !isLeftBound(pos) && byte(pos + 1) != UInt8(ascii: "/")) {
                return (lexOperator(&flags), .none)
            }
            pos += 1
            return (.period, .none)
        case UInt8(ascii: "<"):
            if byte(pos + 1) == UInt8(ascii: "#"), lexPlaceholder() { return (.editorPlaceholder, .none) }
            return (lexOperator(&flags), .none)
        case UInt8(ascii: "/"):
            if regexMayStartHere(), lexBareRegex() { return (.regexLiteral, .none) }
            return (lexOperator(&flags), .none)
        default:
            if c & CharClass.operatorChar != 0 { return (lexOperator(&flags), .none) }
            if b >= 0x80 { return lexUnicode(&flags) }
            pos += 1
            return (.unknown, .none)
        }
    }

    private mutating func lexIdentifier(firstLength: Int = 1) -> (TokenKind, Keyword) {
        let start = pos
        // Scan with a local index: the hot loop then stays in registers.
        var i = pos + firstLength
        while true {
            while i < count && table[Int(p[i])] & CharClass.identContinue != 0 { i += 1 }
            if i < count && p[i] >= 0x80, let (scalar, length) = decodeScalar(p, i, count), isIdentifierScalar(scalar, continuation: true) {
                i += length
                continue
            }
            break
        }
        pos = i
        let keyword = keywords.lookup(p + start, i - start, available: count - start)
        if keyword == .none { return (.identifier, .none) }
        return (keyword.isReserved ? .keyword : .identifier, keyword)
    }

    private func isIdentifierScalar(_ scalar: UInt32, continuation: Bool) -> Bool {
        if scalar < 0x80 { return false }
        if CharClass.isUnicodeSpace(scalar) { return false }
        if continuation {
            // Combining marks continue identifiers as well as operators.
            if (0x0300...0x036F).contains(scalar) || (0x1DC0...0x1DFF).contains(scalar) || (0x20D0...0x20FF).contains(scalar)
                || (0xFE20...0xFE2F).contains(scalar) || (0xFE00...0xFE0F).contains(scalar) || scalar == 0x200D {
                return true
            }
        }
        return !CharClass.isOperatorHead(scalar)
    }

    private mutating func lexUnicode(_ flags: inout TokenFlags) -> (TokenKind, Keyword) {
        guard let (scalar, length) = decodeScalar(p, pos, count) else {
            pos += 1
            return (.unknown, .none)
        }
        if CharClass.isOperatorHead(scalar) { return (lexOperator(&flags), .none) }
        if isIdentifierScalar(scalar, continuation: false) {
            return lexIdentifier(firstLength: length)
        }
        pos += length
        return (.unknown, .none)
    }

    private mutating func lexBacktick(_ flags: inout TokenFlags) -> (TokenKind, Keyword) {
        // `name` — a raw identifier may hold any characters but a backtick or a line break.
        var i = pos + 1
        while i < count {
            let b = p[i]
            if b == UInt8(ascii: "`") || b == 0x0A || b == 0x0D { break }
            i += 1
        }
        if i < count && p[i] == UInt8(ascii: "`") && i > pos + 1 {
            pos = i + 1
            flags.insert(.backticked)
            return (.identifier, .none)
        }
        pos += 1
        return (.backtick, .none)
    }

    private mutating func lexDollar() -> TokenKind {
        pos += 1
        while pos < count {
            let b = p[pos]
            if cls(b) & CharClass.identContinue != 0 { pos += 1; continue }
            if b >= 0x80, let (scalar, length) = decodeScalar(p, pos, count), isIdentifierScalar(scalar, continuation: true) {
                pos += length
                continue
            }
            break
        }
        return .dollarIdentifier
    }

    private mutating func lexNumber() -> TokenKind {
        let first = p[pos]
        let second = byte(pos + 1)
        var kind = TokenKind.integerLiteral
        if first == UInt8(ascii: "0") && (second == UInt8(ascii: "x") || second == UInt8(ascii: "X")) {
            pos += 2
            skip(CharClass.hexDigit)
            if byte(pos) == UInt8(ascii: "."), cls(byte(pos + 1)) & CharClass.hexDigit != 0 {
                // A hex fraction needs a `p` exponent; without one the `.` is a member access.
                var i = pos + 1
                while i < count && (cls(p[i]) & CharClass.hexDigit != 0 || p[i] == UInt8(ascii: "_")) { i += 1 }
                if byte(i) == UInt8(ascii: "p") || byte(i) == UInt8(ascii: "P") { pos = i; kind = .floatLiteral }
            }
            if byte(pos) == UInt8(ascii: "p") || byte(pos) == UInt8(ascii: "P") {
                kind = .floatLiteral
                pos += 1
                if byte(pos) == UInt8(ascii: "+") || byte(pos) == UInt8(ascii: "-") { pos += 1 }
                skip(CharClass.digit)
            }
        } else if first == UInt8(ascii: "0") && (second == UInt8(ascii: "o") || second == UInt8(ascii: "b")) {
            pos += 2
            skip(CharClass.digit)
        } else {
            skip(CharClass.digit)
            if byte(pos) == UInt8(ascii: "."), cls(byte(pos + 1)) & CharClass.digit != 0 {
                kind = .floatLiteral
                pos += 1
                skip(CharClass.digit)
            }
            if byte(pos) == UInt8(ascii: "e") || byte(pos) == UInt8(ascii: "E") {
                let signed = byte(pos + 1) == UInt8(ascii: "+") || byte(pos + 1) == UInt8(ascii: "-")
                if cls(byte(pos + (signed ? 2 : 1))) & CharClass.digit != 0 {
                    kind = .floatLiteral
                    pos += signed ? 2 : 1
                    skip(CharClass.digit)
                }
            }
        }
        // `1abc` is one malformed literal, as in the compiler.
        while pos < count && cls(p[pos]) & CharClass.identContinue != 0 { pos += 1 }
        return kind
    }

    /// Skips bytes of a class plus `_` separators.
    @inline(__always)
    private mutating func skip(_ mask: UInt8) {
        while pos < count {
            let b = p[pos]
            if cls(b) & mask != 0 || b == UInt8(ascii: "_") { pos += 1 } else { break }
        }
    }

    // MARK: Operators

    private mutating func lexOperator(_ flags: inout TokenFlags) -> TokenKind {
        let start = pos
        let dotOperator = p[pos] == UInt8(ascii: ".")
        // A left-bound `?` is always a single postfix `?` (`init?<T>`, `Array<Int?>`), and so is a
        // left-bound `!` unless it begins `!=` or `!==`.
        if (p[pos] == UInt8(ascii: "?") || (p[pos] == UInt8(ascii: "!") && byte(pos + 1) != UInt8(ascii: "="))) && isLeftBound(pos) {
            pos += 1
            return p[start] == UInt8(ascii: "?") ? .postfixQuestion : .postfixExclaim
        }
        while pos < count {
            let b = p[pos]
            if b == UInt8(ascii: "/") && pos > start && (byte(pos + 1) == UInt8(ascii: "/") || byte(pos + 1) == UInt8(ascii: "*")) { break }
            if cls(b) & CharClass.operatorChar != 0 || (dotOperator && b == UInt8(ascii: ".")) {
                // A `>` run is split so that `Array<Set<Int>>` and `Int>?` close generic lists;
                // the parser joins adjacent pieces back into one operator in expressions.
                if b == UInt8(ascii: ">") && pos == start {
                    let next = byte(pos + 1)
                    if next == UInt8(ascii: ">") || next == UInt8(ascii: "?") || next == UInt8(ascii: "!") { pos += 1; break }
                }
                pos += 1
                continue
            }
            if b >= 0x80, let (scalar, length) = decodeScalar(p, pos, count),
               pos == start ? CharClass.isOperatorHead(scalar) : CharClass.isOperatorContinuation(scalar) {
                pos += length
                continue
            }
            break
        }
        if pos == start { pos += 1 }
        let length = pos - start
        let leftBound = isLeftBound(start)
        let rightBound = isRightBound(pos, leftBound: leftBound)
        if length == 1 {
            switch p[start] {
            case UInt8(ascii: "="): return .equal
            case UInt8(ascii: "?") where leftBound: return .postfixQuestion
            case UInt8(ascii: "!") where leftBound: return .postfixExclaim
            default: break
            }
        } else if length == 2 && p[start] == UInt8(ascii: "-") && p[start + 1] == UInt8(ascii: ">") {
            return .arrow
        }
        if leftBound == rightBound { flags.insert(.binaryOperator) }
        else if leftBound { flags.insert(.postfixOperator) }
        else { flags.insert(.prefixOperator) }
        return .oper
    }

    private func isLeftBound(_ start: Int) -> Bool {
        if start == 0 { return false }
        let b = p[start - 1]
        if cls(b) & CharClass.boundary != 0 { return false }
        if b == UInt8(ascii: "/") && start >= 2 && p[start - 2] == UInt8(ascii: "*") { return false }
        return true
    }

    private func isRightBound(_ end: Int, leftBound: Bool) -> Bool {
        if end >= count { return false }
        let b = p[end]
        switch b {
        case 0x20, 0x09, 0x0B, 0x0C, 0x00, 0x0A, 0x0D, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        default: break
        }
        if b == UInt8(ascii: "/") && (byte(end + 1) == UInt8(ascii: "/") || byte(end + 1) == UInt8(ascii: "*")) { return false }
        if b == UInt8(ascii: ".") { return !leftBound }
        return true
    }

    // MARK: Pound, raw strings, extended regex

    private mutating func lexPound(_ flags: inout TokenFlags) -> (TokenKind, Keyword) {
        var hashes = 0
        while byte(pos + hashes) == UInt8(ascii: "#") { hashes += 1 }
        let after = byte(pos + hashes)
        if after == UInt8(ascii: "\"") {
            pos += hashes
            return (lexStringOpen(hashes: hashes, &flags), .none)
        }
        if after == UInt8(ascii: "/"), lexExtendedRegex(hashes: hashes) { return (.regexLiteral, .none) }
        if hashes == 1 && cls(after) & CharClass.identStart != 0 {
            let start = pos
            pos += 1
            let (kind, _) = lexIdentifier()
            if kind == .identifier || kind == .keyword {
                return (.poundKeyword, keywords.lookup(p + start, pos - start, available: count - start))
            }
            pos = start
        }
        pos += 1
        return (.pound, .none)
    }

    /// `#/…/#` with any number of `#`; a line break right after the opening delimiter makes it
    /// multi-line. Returns false (consuming nothing) when no closing delimiter is found.
    private mutating func lexExtendedRegex(hashes: Int) -> Bool {
        var i = pos + hashes + 1
        let multiline = byte(i) == 0x0A || byte(i) == 0x0D
        while i < count {
            let b = p[i]
            if b == UInt8(ascii: "\\") { i += 2; continue }
            if !multiline && (b == 0x0A || b == 0x0D) { return false }
            if b == UInt8(ascii: "/") {
                var k = 0
                while k < hashes && byte(i + 1 + k) == UInt8(ascii: "#") { k += 1 }
                if k == hashes {
                    pos = min(i + 1 + hashes, count)
                    return true
                }
            }
            i += 1
        }
        return false
    }

    /// Whether a `/` here may open a bare regex literal rather than be an operator: as in the
    /// compiler, not after something that ends an expression.
    private func regexMayStartHere() -> Bool {
        let next = byte(pos + 1)
        if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") || next == 0x20 || next == 0x09 || next == 0x0A || next == 0x0D || pos + 1 >= count {
            return false
        }
        switch previousKind {
        case .endOfFile, .leftParen, .leftSquare, .leftBrace, .comma, .colon, .semicolon, .equal, .arrow, .interpolationOpen:
            return true
        case .oper:
            return tokens.last.map { !$0.flags.contains(.postfixOperator) } ?? true
        case .keyword:
            switch previousKeyword {
            case .self, .Self, .super, .true, .false, .nil, .Any, .`init`: return false
            default: return true
            }
        case .identifier:
            return previousKeyword == .await
        default:
            return false
        }
    }

    /// `/…/` on one line; `\` escapes and `[…]` classes may hold `/`. Must not end in a space.
    private mutating func lexBareRegex() -> Bool {
        var i = pos + 1
        var classDepth = 0
        var parenDepth = 0
        while i < count {
            let b = p[i]
            switch b {
            case 0x0A, 0x0D:
                return false
            case UInt8(ascii: "\\"):
                i += 2
                continue
            case UInt8(ascii: "["):
                classDepth += 1
            case UInt8(ascii: "]"):
                if classDepth > 0 { classDepth -= 1 }
            case UInt8(ascii: "("):
                if classDepth == 0 { parenDepth += 1 }
            case UInt8(ascii: ")"):
                // An unbalanced `)` means this was a division inside a call, as in the compiler.
                if classDepth == 0 {
                    if parenDepth == 0 { return false }
                    parenDepth -= 1
                }
            case UInt8(ascii: "/"):
                if classDepth == 0 {
                    let last = p[i - 1]
                    if last == 0x20 || last == 0x09 { return false }
                    pos = i + 1
                    return true
                }
            default:
                break
            }
            i += 1
        }
        return false
    }

    private mutating func lexPlaceholder() -> Bool {
        var i = pos + 2
        while i + 1 < count {
            let b = p[i]
            if b == 0x0A || b == 0x0D { return false }
            if b == UInt8(ascii: "#") && p[i + 1] == UInt8(ascii: ">") {
                pos = i + 2
                return true
            }
            i += 1
        }
        return false
    }

    // MARK: Strings

    private mutating func lexStringOpen(hashes: Int, _ flags: inout TokenFlags) -> TokenKind {
        // `pos` is at the first quote; `hashes` `#` were consumed before it.
        var multiline = byte(pos + 1) == UInt8(ascii: "\"") && byte(pos + 2) == UInt8(ascii: "\"")
        if multiline && hashes > 0 {
            // A raw string opens a multi-line literal only when its line ends after the quotes;
            // otherwise (`#` + four quotes + `foobar""#`, or a lone quote in `#`-quotes) it is a
            // single-line raw string whose text starts with quotes, as in the compiler.
            var k = pos + 3
            while k < count && (p[k] == 0x20 || p[k] == 0x09) { k += 1 }
            if k < count && p[k] != 0x0A && p[k] != 0x0D { multiline = false }
        }
        pos += multiline ? 3 : 1
        if multiline { flags.insert(.multiline) }
        strings.append(StringContext(hashes: hashes, multiline: multiline, inInterpolation: false, parenDepth: 0))
        return .stringOpen
    }

    /// Lexes one piece of a string body: a segment, an interpolation opener, or the closing quote;
    /// nil when an unterminated single-line string ends right here.
    private mutating func lexStringBody(_ flags: inout TokenFlags) -> TokenKind? {
        let context = strings[strings.count - 1]
        let start = pos
        while pos < count {
            let b = p[pos]
            if b == UInt8(ascii: "\\") {
                var k = 0
                while k < context.hashes && byte(pos + 1 + k) == UInt8(ascii: "#") { k += 1 }
                if k == context.hashes {
                    let after = pos + 1 + k
                    if byte(after) == UInt8(ascii: "(") {
                        if pos > start { return .stringSegment }
                        pos = after + 1
                        strings[strings.count - 1].inInterpolation = true
                        strings[strings.count - 1].parenDepth = 0
                        return .interpolationOpen
                    }
                    // An escape: skip the escaped character (a CRLF continuation counts as one).
                    pos = min(after + 1, count)
                    if byte(after) == 0x0D && byte(after + 1) == 0x0A { pos += 1 }
                    continue
                }
                pos += 1
            } else if b == UInt8(ascii: "\"") {
                let quotes = context.multiline ? 3 : 1
                var closes = true
                var k = 1
                while k < quotes { if byte(pos + k) != UInt8(ascii: "\"") { closes = false; break }; k += 1 }
                if closes {
                    var h = 0
                    while h < context.hashes && byte(pos + quotes + h) == UInt8(ascii: "#") { h += 1 }
                    closes = h == context.hashes
                }
                if !closes { pos += 1; continue }
                if pos > start { return .stringSegment }
                pos += quotes + context.hashes
                if context.multiline { flags.insert(.multiline) }
                strings.removeLast()
                return .stringClose
            } else if (b == 0x0A || b == 0x0D) && !context.multiline {
                // Unterminated single-line string: it ends at the line break, which becomes
                // trivia of the next token.
                strings.removeLast()
                if pos > start { flags.insert(.malformed); return .stringSegment }
                return nil
            } else {
                pos += 1
            }
        }
        // End of input inside a string.
        strings.removeLast()
        flags.insert(.malformed)
        return .stringSegment
    }
}
