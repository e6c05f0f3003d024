/// Where written text splits into its parts at the outermost level: a written type's contents
/// (`String: [Int: Bool]` at its colon, `Int, Set<String>` at its comma) or a collection literal's
/// (`"a": 1, "b": 2`). Separators inside brackets, parentheses, string literals and, when asked,
/// generic arguments do not count.
extension StringProtocol {
    /// The positions of `separators` at the outermost level.
    /// - Parameter angleBrackets: count `<…>` as nesting (types; not expressions, where `<` compares).
    public func topLevelIndices(of separators: Set<Character>, angleBrackets: Bool = true) -> [Index] {
        var found: [Index] = [], depth = 0, inString = false
        for i in indices {
            let c = self[i]
            if c == "\"" { inString.toggle(); continue }
            if inString { continue }
            if c == "[" || c == "(" || (angleBrackets && c == "<") {
                depth += 1
            } else if c == "]" || c == ")" || (angleBrackets && c == ">") {
                depth -= 1
            } else if depth == 0 && separators.contains(c) {
                found.append(i)
            }
        }
        return found
    }

    /// The parts between the separators at the outermost level (one part when there are none).
    public func splitAtTopLevel(_ separators: Set<Character>, angleBrackets: Bool = true) -> [SubSequence] {
        var parts: [SubSequence] = [], start = startIndex
        for i in topLevelIndices(of: separators, angleBrackets: angleBrackets) {
            parts.append(self[start..<i])
            start = index(after: i)
        }
        parts.append(self[start...])
        return parts
    }
}

/// A written tuple type's elements (`(sut: TabManager, store: Store)` → `sut: TabManager`,
/// `store: Store`), each with its label if it has one; nil for text that is not a tuple of two or
/// more elements (a parenthesized type, a function type).
public func tupleTypeElements<S: StringProtocol>(_ text: S) -> [(label: String?, type: String)]? {
    let trimmed = text.drop { $0 == " " }
    guard trimmed.hasPrefix("("), trimmed.hasSuffix(")"), !trimmed.contains("->") else { return nil }
    let parts = trimmed.dropFirst().dropLast().splitAtTopLevel([","])
    guard parts.count > 1 else { return nil }
    return parts.map { part in
        guard let colon = part.topLevelIndices(of: [":"]).first else { return (nil, String(part.trimmingSpaces)) }
        return (String(part[..<colon].trimmingSpaces), String(part[part.index(after: colon)...].trimmingSpaces))
    }
}

extension StringProtocol {
    /// Without the spaces at either end.
    var trimmingSpaces: SubSequence {
        let start = firstIndex { $0 != " " } ?? endIndex
        let end = lastIndex { $0 != " " }.map(index(after:)) ?? start
        return self[start..<Swift.max(start, end)]
    }
}
