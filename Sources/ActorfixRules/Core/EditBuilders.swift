import ActorfixSyntax

/// Edits that rules share, written once so inserted code always follows the file's style.
public enum EditBuilders {
    /// Adds an attribute (`@MainActor`) to a declaration: before its modifiers and keyword, never
    /// after a modifier (`@MainActor static var`, not `static @MainActor var`), on its own line
    /// or on the same line as the file already does.
    public static func addAttribute(_ attribute: String, to decl: SyntaxNode, style: SourceStyle) -> Edit {
        let tree = decl.tree
        let anchorToken = decl.modifiers.first?.firstToken ?? decl.declKeywordToken ?? decl.firstToken
        let anchor = Int(tree.tokens[Int(anchorToken)].start)
        let existingOwnLine = decl.attributes.last.map { last in
            tree.location(ofToken: last.endToken - 1).line != tree.location(ofToken: anchorToken).line
        }
        let ownLine = existingOwnLine ?? (decl.kind.isTypeDeclaration ? style.typeAttributesOnOwnLine : style.memberAttributesOnOwnLine)
        if ownLine {
            let lineStart = tree.lineStart(ofOffset: anchor)
            let indent = SourceStyle.indentation(ofLineAt: anchor, in: tree)
            // Only at the line start if nothing but indentation and attributes precede the anchor.
            return .insert(indent + attribute + style.lineEnding, at: lineStart)
        }
        return .insert(attribute + " ", at: anchor)
    }

    /// Adds a modifier (`nonisolated`) right before the declaration keyword, after any other
    /// modifiers (`public nonisolated func`).
    public static func addModifier(_ modifier: String, to decl: SyntaxNode) -> Edit? {
        guard let keyword = decl.declKeywordToken else { return nil }
        return .insert(modifier + " ", at: Int(decl.tree.tokens[Int(keyword)].start))
    }

    /// Adds an isolation modifier (`nonisolated(unsafe)`) where the file puts it: after the
    /// access-control modifiers (`private nonisolated(unsafe) static var`) or, if the file writes
    /// it first, before every modifier.
    public static func addIsolationModifier(_ modifier: String, to decl: SyntaxNode, style: SourceStyle) -> Edit? {
        let tree = decl.tree
        guard let keyword = decl.declKeywordToken else { return nil }
        let modifiers = decl.modifiers
        var anchor = modifiers.first?.firstToken ?? keyword
        if style.isolationAfterAccessModifiers {
            anchor = modifiers.first { !SourceStyle.accessModifiers.contains($0.name ?? "") }?.firstToken ?? keyword
        }
        return .insert(modifier + " ", at: Int(tree.tokens[Int(anchor)].start))
    }

    /// Adds a conformance to a type declaration: after its last inherited type, or after its name
    /// (and generic parameters) as a new inheritance clause.
    public static func addConformance(_ name: String, to decl: SyntaxNode) -> Edit? {
        if let last = decl.firstChild(.inheritanceClause)?.children(.inheritedType).last {
            return .insert(", " + name, at: last.byteRange.upperBound)
        }
        if let generics = decl.firstChild(.genericParameterClause) { return .insert(": " + name, at: generics.byteRange.upperBound) }
        guard let nameToken = decl.mainToken else { return nil }
        return .insert(": " + name, at: Int(decl.tree.tokens[Int(nameToken)].end))
    }

    /// Replaces the text of one token.
    public static func replaceToken(_ token: Int32, in tree: SyntaxTree, with text: String) -> Edit {
        let t = tree.tokens[Int(token)]
        return .replace(Int(t.start)..<Int(t.end), with: text)
    }

    /// Where an attribute of a function type (`@Sendable `, `@MainActor `) goes: after its
    /// attributes (`@escaping`), inside the parentheses of an optional one (`(() -> Void)?` →
    /// `(@Sendable () -> Void)?`), or on the element type of an array of them (`[() -> Void]` →
    /// `[@Sendable () -> Void]`: `@Sendable [() -> Void]` does not compile). Nil for any other
    /// type.
    public static func functionTypeAttributeOffset(in type: SyntaxNode) -> Int? {
        functionTypeAttributeOffset(Array(type.text.utf8)[...]).map { type.byteRange.lowerBound + $0 }
    }

    /// The offset in `text` (relative to its start index) where the attribute goes.
    private static func functionTypeAttributeOffset(_ text: ArraySlice<UInt8>) -> Int? {
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") }
        var offset = text.startIndex
        while offset < text.endIndex, isSpace(text[offset]) { offset += 1 }
        // Past the attributes: `@escaping`, also written against its type (`@escaping() -> Void`,
        // PromiseKit's), and `@convention(c)` with its arguments.
        while offset < text.endIndex, text[offset] == UInt8(ascii: "@") {
            offset += 1
            let nameStart = offset
            while offset < text.endIndex, text[offset] == UInt8(ascii: "_") || (text[offset] | 0x20 >= UInt8(ascii: "a") && text[offset] | 0x20 <= UInt8(ascii: "z")) || (text[offset] >= UInt8(ascii: "0") && text[offset] <= UInt8(ascii: "9")) { offset += 1 }
            let name = String(decoding: text[nameStart..<offset], as: UTF8.self)
            if offset < text.endIndex, text[offset] == UInt8(ascii: "("), ["convention", "isolated", "differentiable"].contains(name),
               let close = EditBuilders.closingParenthesis(text, from: offset) {
                offset = close + 1
            }
            while offset < text.endIndex, isSpace(text[offset]) { offset += 1 }
        }
        guard offset < text.endIndex else { return nil }
        var end = text.endIndex
        while end > offset, isSpace(text[end - 1]) { end -= 1 }
        // An array of closures: its elements' type (not a dictionary's values).
        if text[offset] == UInt8(ascii: "["), end - 1 > offset, text[end - 1] == UInt8(ascii: "]") {
            let inner = text[(offset + 1)..<(end - 1)]
            guard String(decoding: inner, as: UTF8.self).topLevelIndices(of: [":"]).isEmpty,
                  let element = functionTypeAttributeOffset(inner) else { return nil }
            return inner.startIndex + element - text.startIndex
        }
        guard text[offset] == UInt8(ascii: "(") else { return nil }
        // An optional closure, `((Any?) -> Void)?`, and a parenthesized one, `((Int) -> Int)`, take
        // it inside their parentheses (`@Sendable ((Int) -> Int)`: "attribute does not apply to
        // type"); `(Any?) -> Any?`, whose result is optional, in front like any other (inside, it
        // broke the parameter list).
        let close = EditBuilders.closingParenthesis(text, from: offset)
        let optional = text[end - 1] == UInt8(ascii: "?") || text[end - 1] == UInt8(ascii: "!")
        if close == end - 1 || (optional && close == end - 2), let close {
            return functionTypeAttributeOffset(text[(offset + 1)..<close]).map { text.index(offset + 1, offsetBy: $0) - text.startIndex }
        }
        return offset - text.startIndex
    }

    /// A function type's attribute at `offset`, with a space before it where the text before is an
    /// attribute written against the type (`@escaping() -> Void` → `@escaping @Sendable () -> Void`).
    public static func functionTypeAttribute(_ attribute: String, at offset: Int, in tree: SyntaxTree) -> Edit {
        let previous = offset > 0 ? tree.bytes[offset - 1] : 0x20
        let spaced = previous == 0x20 || previous == 0x09 || previous == 0x0A || previous == 0x0D || previous == UInt8(ascii: "(") || previous == UInt8(ascii: "[")
        return .insert(spaced ? "\(attribute) " : " \(attribute) ", at: offset)
    }

    /// The index of the parenthesis that closes the one at `open`.
    public static func closingParenthesis<Bytes: RandomAccessCollection<UInt8>>(_ text: Bytes, from open: Bytes.Index) -> Bytes.Index? {
        var depth = 0
        for i in text.indices[open...] {
            if text[i] == UInt8(ascii: "(") { depth += 1 }
            if text[i] == UInt8(ascii: ")") { depth -= 1; if depth == 0 { return i } }
        }
        return nil
    }
}
