/// The lexical class of a token. Trivia (whitespace, comments) is never a token: it hangs off
/// the tokens on either side of it, so the token stream plus trivia covers every byte of a file.
public enum TokenKind: UInt8, Sendable {
    case endOfFile
    case identifier          // plain, unicode or backticked; contextual keywords too (see `Token.keyword`)
    case keyword             // reserved word: `class`, `func`, `self`, `in`, …
    case dollarIdentifier    // `$0`, `$name`
    case integerLiteral
    case floatLiteral
    case stringOpen          // `"`, `"""`, `#"`, `##"""`, …
    case stringSegment       // literal text between quotes and interpolations
    case interpolationOpen   // `\(` or `\#(` inside a string
    case interpolationClose  // the `)` that returns to the string
    case stringClose
    case regexLiteral        // `/…/` or `#/…/#`
    case editorPlaceholder   // `<#name#>`
    case poundKeyword        // `#if`, `#available`, `#selector`, `#warning`, macro expansions `#foo`
    case oper                // any other operator; see `Token.flags` for prefix/postfix/binary
    case equal               // `=`
    case arrow               // `->`
    case postfixQuestion     // `?` bound to the expression before it
    case postfixExclaim      // `!` bound to the expression before it
    case leftParen, rightParen, leftBrace, rightBrace, leftSquare, rightSquare
    case comma, colon, semicolon, period, at, pound, backslash, backtick
    case unknown             // a byte sequence that is not Swift (kept verbatim)
}

public struct TokenFlags: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The leading trivia contains a line break (or the token starts the file).
    public static let atStartOfLine = TokenFlags(rawValue: 1 << 0)
    /// Operator classification by Swift's whitespace rules.
    public static let prefixOperator = TokenFlags(rawValue: 1 << 1)
    public static let postfixOperator = TokenFlags(rawValue: 1 << 2)
    public static let binaryOperator = TokenFlags(rawValue: 1 << 3)
    /// The literal is not terminated or otherwise malformed (it is still kept byte for byte).
    public static let malformed = TokenFlags(rawValue: 1 << 4)
    /// A backticked identifier such as `` `class` ``.
    public static let backticked = TokenFlags(rawValue: 1 << 5)
    /// A string delimiter of a multi-line `"""` literal.
    public static let multiline = TokenFlags(rawValue: 1 << 6)
}

/// One token: its kind, its text range, and the start of its leading trivia. The trailing trivia
/// of token `i` is the range between its `end` and the `leadingStart` of token `i + 1`, so tokens
/// need not store it. All offsets are UTF-8 byte offsets into the file.
public struct Token: Sendable {
    public var kind: TokenKind
    public var flags: TokenFlags
    public var keyword: Keyword
    public var leadingStart: UInt32
    public var start: UInt32
    public var end: UInt32

    @inlinable public var isAtStartOfLine: Bool { flags.contains(.atStartOfLine) }
    @inlinable public var length: Int { Int(end &- start) }
}
