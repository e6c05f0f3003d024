import ActorfixSyntax

/// What a written function type says about itself, as opposed to the function types inside it: in
/// `(@Sendable () -> Void) -> Void` the parameter is `@Sendable`, the function type is not (Nimble's
/// `action: @escaping (@escaping @Sendable () -> Void) async -> Void` was taken for `@Sendable`).
enum FunctionTypeAttributes {
    /// Whether the outermost function type of a written type carries `attribute` (`@Sendable`,
    /// `@MainActor`), looking through `@escaping`, other attributes, parentheses and optionals
    /// (`(@Sendable () -> Void)?`). A type that is not a function type at the top (an array, a
    /// tuple, a generic type holding function types: swift-nio's `[(any ChannelOption, (any
    /// Sendable, @Sendable (Channel) -> …))]`) says it when any part does, as before.
    static func outermost(_ written: String, has attribute: String) -> Bool {
        var text = Substring(written)
        for _ in 0..<8 {
            text = text.drop { $0 == " " }
            // Leading attributes (`@escaping @Sendable`, `@convention(c)`) and specifiers.
            var said = false
            while text.hasPrefix("@") || text.hasPrefix("sending ") || text.hasPrefix("inout ") || text.hasPrefix("__owned ") {
                let word = text.prefix { $0 != " " && $0 != "(" }
                if word == attribute { said = true }
                text = text.dropFirst(word.count)
                if text.hasPrefix("("), ["@convention", "@isolated", "@differentiable"].contains(word) {
                    // An attribute's arguments: `@convention(c)`, `@isolated(any)`; not the type
                    // an attribute is written against (`@escaping((Int) -> Void)`).
                    guard let close = closingParenthesis(text) else { return said }
                    text = text[text.index(after: close)...]
                }
                text = text.drop { $0 == " " }
            }
            if said { return true }
            // `( … )` followed by `->`, `async` or `throws` is a parameter list: the function type
            // starts here and said nothing. Followed by `?`, `!` or nothing, it wraps a type.
            guard text.hasPrefix("("), let close = closingParenthesis(text) else { return text.containsText(attribute) }
            let rest = text[text.index(after: close)...].drop { $0 == " " }
            if rest.hasPrefix("->") || rest.hasPrefix("async") || rest.hasPrefix("throws") { return false }
            let inner = text[text.index(after: text.startIndex)..<close]
            // A tuple: its elements are not one function type.
            if !inner.topLevelIndices(of: [","]).isEmpty { return inner.containsText(attribute) }
            text = inner
        }
        return false
    }

    private static func closingParenthesis(_ text: Substring) -> Substring.Index? {
        var depth = 0
        var i = text.startIndex
        while i < text.endIndex {
            if text[i] == "(" { depth += 1 }
            if text[i] == ")" { depth -= 1; if depth == 0 { return i } }
            i = text.index(after: i)
        }
        return nil
    }
}
