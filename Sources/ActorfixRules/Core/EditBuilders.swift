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
}
