import ActorfixSyntax
import Foundation

/// Edits that move a body onto the main actor without changing anything else: the statements of a
/// function or closure wrapped in `MainActor.assumeIsolated { … }` or `Task { @MainActor in … }`,
/// indented one level deeper in the file's style.
public enum HopEdits {
    /// Wraps the statements of a function's code block (with `return` in front when it returns a
    /// value) or of a closure. `opening` is the text up to and including the new `{`. Nil when the
    /// braces cannot be found, the body is empty, or text other than indentation precedes the
    /// closing brace on its line.
    public static func wrap(_ body: SyntaxNode, opening: String, returnsValue: Bool = false, style: SourceStyle) -> Edit? {
        let tree = body.tree
        guard body.endToken > body.firstToken + 1, tree.tokenText(body.endToken - 1, equals: "}") else { return nil }
        // Statements start after `{`, or after `in` for a closure with a signature.
        var startToken = body.firstToken
        if body.kind == .closureExpr, let signature = body.firstChild(.closureSignature) {
            startToken = signature.endToken - 1
        } else if !tree.tokenText(startToken, equals: "{") {
            return nil
        }
        let start = Int(tree.tokens[Int(startToken)].end)
        let end = Int(tree.tokens[Int(body.endToken - 1)].start)
        guard start < end else { return nil }
        // A closure's `$0` would mean the inner closure's parameter once wrapped: the closure
        // names its parameters first (`{ value in MainActor.assumeIsolated { onChange(value) } }`).
        guard let (inner, parameters) = namingAnonymousParameters(of: body, in: start..<end) else { return nil }
        let lead = returnsValue ? "return " : ""
        guard inner.containsText("\n") else {
            // `{ x() }` → `{ MainActor.assumeIsolated { x() } }`
            let statements = inner.trimmingCharacters(in: .whitespaces)
            guard !statements.isEmpty else { return nil }
            return .replace(start..<end, with: "\(parameters) \(lead)\(opening) \(statements) } ")
        }
        // Split at line feeds: with CRLF line endings each line keeps its "\r".
        var lines = inner.lineFragments
        let closingIndent = lines.removeLast()
        guard closingIndent.allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
        let firstLine = lines.removeFirst()
        // Only a comment may share the opening brace's line: a statement there would stay outside.
        let opener = firstLine.trimmingCharacters(in: .whitespacesAndNewlines)
        guard opener.isEmpty || opener.hasPrefix("//") else { return nil }
        guard lines.contains(where: { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }) else { return nil }
        let deeper = lines.map { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? $0 : style.indentUnit + $0 }
        let cr = style.lineEnding == "\r\n" ? "\r" : ""
        let text = "\(parameters)\(firstLine)\n" + closingIndent + style.indentUnit + lead + opening + cr + "\n"
            + deeper.joined(separator: "\n") + "\n" + closingIndent + style.indentUnit + "}" + cr + "\n" + closingIndent
        return .replace(start..<end, with: text)
    }

    /// The text of a closure's statements (`range`) with its anonymous parameters (`$0`, `$1`, in
    /// its own scope, not a nested closure's) named, and the parameter list to write after `{`
    /// (" value in"; empty when it has none). Nil when no free names are found.
    private static func namingAnonymousParameters(of body: SyntaxNode, in range: Range<Int>) -> (String, String)? {
        let tree = body.tree
        let text = String(decoding: tree.bytes[range], as: UTF8.self)
        guard body.kind == .closureExpr, body.firstChild(.closureSignature) == nil, text.containsText("$") else { return (text, "") }
        var uses: [(range: Range<Int>, index: Int)] = []
        for token in body.firstToken..<body.endToken {
            let t = tree.tokens[Int(token)]
            guard tree.bytes[Int(t.start)] == UInt8(ascii: "$"), let index = Int(tree.text(token).dropFirst()),
                  tree.innermostNode(containing: token).nearestAncestor(where: { $0 == .closureExpr })?.index == body.index else { continue }
            uses.append((Int(t.start)..<Int(t.end), index))
        }
        guard let last = uses.map(\.index).max() else { return (text, "") }
        let whole = String(decoding: tree.bytes[body.byteRange], as: UTF8.self)
        let names: [String]
        if last == 0 {
            guard let name = ["value", "argument", "newValue"].first(where: { !whole.containsText($0) }) else { return nil }
            names = [name]
        } else {
            guard let base = ["value", "argument"].first(where: { base in (0...last).allSatisfy { !whole.containsText("\(base)\($0)") } }) else { return nil }
            names = (0...last).map { "\(base)\($0)" }
        }
        var bytes = Array(tree.bytes[range])
        for use in uses.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange((use.range.lowerBound - range.lowerBound)..<(use.range.upperBound - range.lowerBound), with: Array(names[use.index].utf8))
        }
        return (String(decoding: bytes, as: UTF8.self), " \(names.joined(separator: ", ")) in")
    }
}
