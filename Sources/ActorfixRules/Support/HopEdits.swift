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
        let inner = String(decoding: tree.bytes[start..<end], as: UTF8.self)
        let lead = returnsValue ? "return " : ""
        guard inner.containsText("\n") else {
            // `{ x() }` → `{ MainActor.assumeIsolated { x() } }`
            let statements = inner.trimmingCharacters(in: .whitespaces)
            guard !statements.isEmpty else { return nil }
            return .replace(start..<end, with: " \(lead)\(opening) \(statements) } ")
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
        let text = "\(firstLine)\n" + closingIndent + style.indentUnit + lead + opening + cr + "\n"
            + deeper.joined(separator: "\n") + "\n" + closingIndent + style.indentUnit + "}" + cr + "\n" + closingIndent
        return .replace(start..<end, with: text)
    }
}
