/// The block-style subset of YAML that project specs use (XcodeGen's `project.yml`): maps,
/// lists, scalars (plain, single- or double-quoted) and one-line flow lists and maps
/// (`[App, Shared]`, `{path: App}`). Anchors, aliases, multi-line scalars and tags are read as
/// plain text; a line this reader cannot place is skipped, never a crash.
public indirect enum YAMLNode: Equatable, Sendable {
    case scalar(String)
    case list([YAMLNode])
    case map([(key: String, value: YAMLNode)])

    public static func == (a: YAMLNode, b: YAMLNode) -> Bool {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return x == y
        case (.list(let x), .list(let y)): return x == y
        case (.map(let x), .map(let y)): return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// The value of a key of a map (the first, if repeated).
    public subscript(key: String) -> YAMLNode? {
        guard case .map(let entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }

    public var string: String? { if case .scalar(let s) = self { return s }; return nil }
    public var entries: [(key: String, value: YAMLNode)] { if case .map(let m) = self { return m }; return [] }
    /// A list's items; a single value as a list of one (`sources: App`).
    public var items: [YAMLNode] {
        switch self {
        case .list(let items): return items
        case .scalar, .map: return [self]
        }
    }
}

public enum MiniYAML {
    private struct Line { let indent: Int; let text: String }

    public static func parse(_ text: String) -> YAMLNode {
        var lines: [Line] = []
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let stripped = stripComment(String(raw))
            let content = stripped.drop { $0 == " " }
            guard !content.trimmingBlanks.isEmpty, content != "---", content != "..." else { continue }
            // A tab in the indentation is not YAML; counted as one column rather than refused.
            lines.append(Line(indent: stripped.count - content.count, text: String(content).trimmingBlanks))
        }
        var position = 0
        guard !lines.isEmpty else { return .map([]) }
        return block(&position, lines, indent: lines[0].indent)
    }

    /// The node whose lines start at `position` with `indent`.
    private static func block(_ position: inout Int, _ lines: [Line], indent: Int) -> YAMLNode {
        guard position < lines.count else { return .scalar("") }
        if isListItem(lines[position].text) { return list(&position, lines, indent: indent) }
        var entries: [(key: String, value: YAMLNode)] = []
        while position < lines.count, lines[position].indent == indent, !isListItem(lines[position].text) {
            guard let (key, rest) = keyValue(lines[position].text) else { position += 1; continue }
            position += 1
            entries.append((key, rest.isEmpty ? nested(&position, lines, parentIndent: indent) : scalarOrFlow(rest)))
        }
        // Lines indented deeper that no key claimed (malformed): skipped.
        while position < lines.count, lines[position].indent > indent { position += 1 }
        return .map(entries)
    }

    /// What follows `key:` on the next lines: a deeper block, or a list at the key's own indent.
    private static func nested(_ position: inout Int, _ lines: [Line], parentIndent: Int) -> YAMLNode {
        guard position < lines.count else { return .scalar("") }
        let next = lines[position]
        if next.indent > parentIndent || (next.indent == parentIndent && isListItem(next.text)) {
            return block(&position, lines, indent: next.indent)
        }
        return .scalar("")
    }

    private static func list(_ position: inout Int, _ lines: [Line], indent: Int) -> YAMLNode {
        var items: [YAMLNode] = []
        while position < lines.count, lines[position].indent == indent, isListItem(lines[position].text) {
            let content = String(lines[position].text.dropFirst()).drop { $0 == " " }
            let column = indent + lines[position].text.count - content.count
            if content.isEmpty {
                position += 1
                items.append(nested(&position, lines, parentIndent: indent))
            } else if keyValue(String(content)) != nil && !content.hasPrefix("{") && !content.hasPrefix("[") && !content.hasPrefix("\"") && !content.hasPrefix("'") {
                // `- path: App` starts a map whose other keys line up with `path`.
                var rewritten = lines
                rewritten[position] = Line(indent: column, text: String(content))
                items.append(block(&position, rewritten, indent: column))
            } else {
                position += 1
                items.append(scalarOrFlow(String(content)))
            }
        }
        return .list(items)
    }

    private static func isListItem(_ text: String) -> Bool { text == "-" || text.hasPrefix("- ") }

    /// `key: value` → (key, value); the colon must be followed by a blank or end the line.
    private static func keyValue(_ text: String) -> (String, String)? {
        var inQuote: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let c = text[index]
            if let q = inQuote { if c == q { inQuote = nil } }
            else if c == "\"" || c == "'" { if index == text.startIndex { inQuote = c } }
            else if c == ":" {
                let after = text.index(after: index)
                if after == text.endIndex || text[after] == " " {
                    let key = unquote(String(text[..<index]).trimmingBlanks)
                    return (key, after == text.endIndex ? "" : String(text[after...]).trimmingBlanks)
                }
            }
            index = text.index(after: index)
        }
        return nil
    }

    private static func scalarOrFlow(_ text: String) -> YAMLNode {
        if text.hasPrefix("["), text.hasSuffix("]") {
            return .list(splitFlow(String(text.dropFirst().dropLast())).map { scalarOrFlow($0) })
        }
        if text.hasPrefix("{"), text.hasSuffix("}") {
            return .map(splitFlow(String(text.dropFirst().dropLast())).compactMap { part in keyValue(part).map { ($0.0, scalarOrFlow($0.1)) } })
        }
        return .scalar(unquote(text))
    }

    /// Splits a flow collection's inside at top-level commas.
    private static func splitFlow(_ text: String) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        var inQuote: Character?
        for c in text {
            if let q = inQuote { if c == q { inQuote = nil } }
            else if c == "\"" || c == "'" { inQuote = c }
            else if c == "[" || c == "{" { depth += 1 }
            else if c == "]" || c == "}" { depth -= 1 }
            else if c == ",", depth == 0 { parts.append(current.trimmingBlanks); current = ""; continue }
            current.append(c)
        }
        if !current.trimmingBlanks.isEmpty { parts.append(current.trimmingBlanks) }
        return parts.filter { !$0.isEmpty }
    }

    private static func unquote(_ text: String) -> String {
        if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first { return String(text.dropFirst().dropLast()) }
        return text
    }

    /// The line without a comment: a `#` at the start or after a blank, outside quotes.
    private static func stripComment(_ line: String) -> String {
        var inQuote: Character?
        var previous: Character = " "
        var index = line.startIndex
        while index < line.endIndex {
            let c = line[index]
            if let q = inQuote { if c == q { inQuote = nil } }
            // A quote opens a quoted scalar only where one starts (`name: Pine's App` is plain).
            else if c == "\"" || c == "'", index == line.startIndex || " \t:[{,-".contains(previous) { inQuote = c }
            else if c == "#", previous == " " || previous == "\t" { return String(line[..<index]) }
            previous = c
            index = line.index(after: index)
        }
        return line
    }
}

extension StringProtocol {
    fileprivate var trimmingBlanks: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
