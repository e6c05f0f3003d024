/// One piece of trivia: the text between tokens, split into what it is made of.
public enum TriviaKind: Sendable, Equatable {
    case spaces, tabs, otherWhitespace      // otherWhitespace: vertical tab, form feed, NUL
    case newlines                           // one or more LF, CR or CRLF
    case lineComment, docLineComment        // `// …`, `/// …`
    case blockComment, docBlockComment      // `/* … */`, `/** … */` (nested, maybe unterminated)
    case byteOrderMark, shebang
    /// Anything else. The lexer never puts non-trivia into trivia; tests assert this never appears.
    case garbage
}

public struct TriviaPiece: Sendable, Equatable {
    public let kind: TriviaKind
    public let range: Range<Int>
}

extension SyntaxTree {
    /// Splits a trivia range (see `leadingTrivia(_:)`, `trailingTrivia(_:)`) into pieces. Done on
    /// demand: the lexer only records where trivia is, which keeps it fast.
    public func triviaPieces(_ range: Range<Int>) -> [TriviaPiece] {
        var pieces: [TriviaPiece] = []
        var i = range.lowerBound
        let end = range.upperBound
        func run(_ kind: TriviaKind, while predicate: (UInt8) -> Bool) {
            let start = i
            while i < end && predicate(bytes[i]) { i += 1 }
            pieces.append(TriviaPiece(kind: kind, range: start..<i))
        }
        while i < end {
            let b = bytes[i]
            let next: UInt8 = i + 1 < end ? bytes[i + 1] : 0
            if i == 0 && b == 0xEF && end >= 3 && bytes[1] == 0xBB && bytes[2] == 0xBF {
                pieces.append(TriviaPiece(kind: .byteOrderMark, range: 0..<3))
                i = 3
            } else if b == 0x20 {
                run(.spaces) { $0 == 0x20 }
            } else if b == 0x09 {
                run(.tabs) { $0 == 0x09 }
            } else if b == 0x0B || b == 0x0C || b == 0x00 {
                run(.otherWhitespace) { $0 == 0x0B || $0 == 0x0C || $0 == 0x00 }
            } else if b == 0x0A || b == 0x0D {
                run(.newlines) { $0 == 0x0A || $0 == 0x0D }
            } else if b == UInt8(ascii: "#") && next == UInt8(ascii: "!") && (i == 0 || (i == 3 && bytes[0] == 0xEF)) {
                run(.shebang) { $0 != 0x0A && $0 != 0x0D }
            } else if b == UInt8(ascii: "/") && next == UInt8(ascii: "/") {
                let doc = i + 2 < end && bytes[i + 2] == UInt8(ascii: "/") && !(i + 3 < end && bytes[i + 3] == UInt8(ascii: "/"))
                run(doc ? .docLineComment : .lineComment) { $0 != 0x0A && $0 != 0x0D }
            } else if b == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
                let start = i
                let doc = i + 2 < end && bytes[i + 2] == UInt8(ascii: "*") && !(i + 3 < end && bytes[i + 3] == UInt8(ascii: "/"))
                i += 2
                var depth = 1
                while i < end && depth > 0 {
                    if bytes[i] == UInt8(ascii: "*") && i + 1 < end && bytes[i + 1] == UInt8(ascii: "/") { depth -= 1; i += 2 }
                    else if bytes[i] == UInt8(ascii: "/") && i + 1 < end && bytes[i + 1] == UInt8(ascii: "*") { depth += 1; i += 2 }
                    else { i += 1 }
                }
                pieces.append(TriviaPiece(kind: doc ? .docBlockComment : .blockComment, range: start..<i))
            } else {
                pieces.append(TriviaPiece(kind: .garbage, range: i..<i + 1))
                i += 1
            }
        }
        return pieces
    }

    /// Every trivia range of the file, in order (leading then trailing, token by token).
    public var allTriviaRanges: [Range<Int>] {
        var result: [Range<Int>] = []
        for i in tokens.indices {
            let t = Int32(i)
            let leading = leadingTrivia(t)
            if !leading.isEmpty { result.append(leading) }
            let trailing = trailingTrivia(t)
            if !trailing.isEmpty { result.append(trailing) }
        }
        return result
    }
}
