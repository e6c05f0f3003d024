import ActorfixSyntax
import Testing

@Suite("Lexer")
struct LexerTests {
    @Test func nestedInterpolation() {
        #expect(lex(#""\(f("\(x)"))""#) == [
            "stringOpen:\"", "interpolationOpen:\\(", "identifier:f", "leftParen:(", "stringOpen:\"",
            "interpolationOpen:\\(", "identifier:x", "interpolationClose:)", "stringClose:\"", "rightParen:)",
            "interpolationClose:)", "stringClose:\"",
        ])
    }

    @Test func interpolationWithParenthesesAndClosures() {
        #expect(lex(#""a\((1 + 2) * 3)b""#) == [
            "stringOpen:\"", "stringSegment:a", "interpolationOpen:\\(", "leftParen:(", "integerLiteral:1", "oper:+",
            "integerLiteral:2", "rightParen:)", "oper:*", "integerLiteral:3", "interpolationClose:)", "stringSegment:b",
            "stringClose:\"",
        ])
        #expect(lex(#""\(xs.map { "\($0)" })""#).contains("leftBrace:{"))
    }

    @Test func rawStrings() {
        #expect(lex(##"#"a\(x)"#"##) == ["stringOpen:#\"", "stringSegment:a\\(x)", "stringClose:\"#"])
        #expect(lex(##"#"a\#(x)b"#"##) == ["stringOpen:#\"", "stringSegment:a", "interpolationOpen:\\#(", "identifier:x",
                                           "interpolationClose:)", "stringSegment:b", "stringClose:\"#"])
        #expect(lex(###"##"say "#hi"# ok"##"###) == ["stringOpen:##\"", "stringSegment:say \"#hi\"# ok", "stringClose:\"##"])
        #expect(lex(##"#"\"#"##) == ["stringOpen:#\"", "stringSegment:\\", "stringClose:\"#"])
    }

    @Test func escapes() {
        #expect(lex(#""a\"b\\""#) == ["stringOpen:\"", "stringSegment:a\\\"b\\\\", "stringClose:\""])
        #expect(lex(#""\u{1F600}\n""#) == ["stringOpen:\"", "stringSegment:\\u{1F600}\\n", "stringClose:\""])
    }

    @Test func multilineStrings() {
        let source = "let s = \"\"\"\n  a \"quoted\" \\(b)\n  line \\\n  \"\"\"\nnext"
        let tokens = lex(source)
        #expect(tokens.first { $0.hasPrefix("stringOpen") } == "stringOpen:\"\"\"")
        #expect(tokens.contains("interpolationOpen:\\("))
        #expect(tokens.contains("stringClose:\"\"\""))
        #expect(tokens.last == "identifier:next")
        #expect(lex(##"#"""\n a """ b\n"""#"##).count == 3)
    }

    @Test func unterminatedLiteralsStopAtTheLineOrFile() {
        #expect(lex("let s = \"abc\nlet t = 1") == ["keyword:let", "identifier:s", "equal:=", "stringOpen:\"", "stringSegment:abc",
                                                   "keyword:let", "identifier:t", "equal:=", "integerLiteral:1"])
        #expect(lex("x = \"abc").suffix(2) == ["stringOpen:\"", "stringSegment:abc"])
        #expect(lex("a /* never closed").count == 1)
        #expect(lex("`oops") == ["backtick:`", "identifier:oops"])
    }

    @Test func regexLiterals() {
        #expect(lex("let r = /a+b/").last == "regexLiteral:/a+b/")
        #expect(lex("let r = /[/]x/").last == "regexLiteral:/[/]x/")
        #expect(lex("x.firstMatch(of: /\\d+/)").contains("regexLiteral:/\\d+/"))
        #expect(lex("let q = a / b / c") == ["keyword:let", "identifier:q", "equal:=", "identifier:a", "oper:/", "identifier:b",
                                            "oper:/", "identifier:c"])
        #expect(lex("let half = (w / 2) + (h / 2)").filter { $0.hasPrefix("regex") }.isEmpty)
        #expect(lex("let r = #/a/b/#").last == "regexLiteral:#/a/b/#")
        #expect(lex("let r = #/\n  a+ # comment\n  /#").last == "regexLiteral:#/\n  a+ # comment\n  /#")
        #expect(lex("f(/ x /)").filter { $0.hasPrefix("regex") }.isEmpty)
        #expect(lex("return /x/").last == "regexLiteral:/x/")
    }

    @Test func numbers() {
        #expect(lex("0x1.8p3 1_000.5e-3 0b1010 0o17 1e10 0xFF") == [
            "floatLiteral:0x1.8p3", "floatLiteral:1_000.5e-3", "integerLiteral:0b1010", "integerLiteral:0o17",
            "floatLiteral:1e10", "integerLiteral:0xFF",
        ])
        #expect(lex("1..<2") == ["integerLiteral:1", "oper:..<", "integerLiteral:2"])
        #expect(lex("0xFF.description") == ["integerLiteral:0xFF", "period:.", "identifier:description"])
        #expect(lex("t.0.1") == ["identifier:t", "period:.", "floatLiteral:0.1"])
    }

    @Test func identifiers() {
        #expect(lex("`class` $0 $name café π 🐶 x_1") == ["identifier:`class`", "dollarIdentifier:$0", "dollarIdentifier:$name",
                                                     "identifier:café", "identifier:π", "identifier:🐶", "identifier:x_1"])
        let tokens = Lexer.tokenize(Array("actor open class self".utf8))
        #expect(tokens.map(\.keyword).prefix(4) == [.actor, .open, .class, .self])
        #expect(tokens.map(\.kind).prefix(4) == [.identifier, .identifier, .keyword, .keyword])
    }

    @Test func operatorsByWhitespace() {
        #expect(lex("a?.b") == ["identifier:a", "postfixQuestion:?", "period:.", "identifier:b"])
        #expect(lex("x!.y") == ["identifier:x", "postfixExclaim:!", "period:.", "identifier:y"])
        #expect(lex("a ?? b != c") == ["identifier:a", "oper:??", "identifier:b", "oper:!=", "identifier:c"])
        let flags = Lexer.tokenize(Array("-x y... a + b c++".utf8)).map(\.flags)
        #expect(flags[0].contains(.prefixOperator))
        #expect(flags[3].contains(.postfixOperator))
        #expect(flags[5].contains(.binaryOperator))
        #expect(flags[8].contains(.postfixOperator))
        #expect(lex("a √ b ∘ c") == ["identifier:a", "oper:√", "identifier:b", "oper:∘", "identifier:c"])
        #expect(lex("func .&= (a: inout T)").prefix(2) == ["keyword:func", "oper:.&="])
        #expect(lex("(a) -> B") == ["leftParen:(", "identifier:a", "rightParen:)", "arrow:->", "identifier:B"])
        #expect(lex("x = y") == ["identifier:x", "equal:=", "identifier:y"])
    }

    @Test func genericClosersAreSplit() {
        #expect(lex("A<B<C>>?").suffix(3) == ["oper:>", "oper:>", "postfixQuestion:?"])
        #expect(lex("init?<T>(x: T)").prefix(3) == ["keyword:init", "postfixQuestion:?", "oper:<"])
        #expect(lex("[Int?]").contains("postfixQuestion:?"))
        #expect(lex("a >= b") == ["identifier:a", "oper:>=", "identifier:b"])
    }

    @Test func poundKeywordsAttributesAndPlaceholders() {
        let tokens = Lexer.tokenize(Array("#if DEBUG\n#warning(\"x\")\n#elseif os(iOS)\n#endif".utf8))
        #expect(tokens.filter { $0.kind == .poundKeyword }.map(\.keyword) == [.poundIf, .poundWarning, .poundElseif, .poundEndif])
        #expect(lex("@available(iOS 17, *)").prefix(3) == ["at:@", "identifier:available", "leftParen:("])
        #expect(lex("foo(<#value#>)") == ["identifier:foo", "leftParen:(", "editorPlaceholder:<#value#>", "rightParen:)"])
        #expect(lex("#sourceLocation(file: \"a\", line: 1)").first == "poundKeyword:#sourceLocation")
        #expect(lex("#Preview { V() }").first == "poundKeyword:#Preview")
    }

    @Test func triviaIsAttachedNotTokenized() {
        let source = "\u{FEFF}#!/usr/bin/swift\r\n/// doc\r\nlet x = 1 // trailing\r\n/* a /* nested */ b */ y\t\r\n"
        let bytes = Array(source.utf8)
        let tokens = Lexer.tokenize(bytes)
        #expect(tokens.map(\.kind) == [.keyword, .identifier, .equal, .integerLiteral, .identifier, .endOfFile])
        #expect(tokens[0].flags.contains(.atStartOfLine))
        #expect(tokens[0].leadingStart == 0)
        #expect(!tokens[1].flags.contains(.atStartOfLine))
        #expect(tokens[4].flags.contains(.atStartOfLine))
        // Trailing trivia of `1` runs to the line break; the nested comment leads `y`.
        let one = tokens[3]
        #expect(String(decoding: bytes[Int(one.end)..<Int(tokens[4].leadingStart)], as: UTF8.self) == " // trailing")
        #expect(Int(tokens.last!.leadingStart) < bytes.count)
    }

    @Test func triviaPieces() {
        let source = "\u{FEFF}#!/bin/swift\r\n/// doc\n/** block */ \t// line\n/* a /* b */ c */x"
        let tree = SyntaxTree.parse(source)
        let kinds = tree.triviaPieces(tree.leadingTrivia(0)).map(\.kind)
        #expect(kinds == [.byteOrderMark, .shebang, .newlines, .docLineComment, .newlines, .docBlockComment, .spaces, .tabs,
                          .lineComment, .newlines, .blockComment])
        #expect(triviaIsClean(tree))
    }

    @Test func everyByteIsCoveredExactlyOnce() {
        let source = "struct A { var b = \"c\\(d)\" } // e\n#if X\nlet r = /f/\n#endif\n"
        let tokens = Lexer.tokenize(Array(source.utf8))
        var offset: UInt32 = 0
        for t in tokens {
            #expect(t.leadingStart >= offset)
            #expect(t.leadingStart <= t.start && t.start <= t.end)
            offset = t.end
        }
        #expect(tokens.last!.kind == .endOfFile)
    }
}
