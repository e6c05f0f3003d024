import Foundation
import ActorfixSyntax

/// Inline suppression comments:
/// - `// actorfix:ignore` — no change on this line or the next; `// actorfix:ignore RULE[,RULE]` for some rules
/// - `// actorfix:disable RULE` … `// actorfix:enable RULE` — a region (`all` for every rule)
/// - `// actorfix:ignore-file` — nothing in this file; `// actorfix:ignore-file RULE[,RULE]` for some rules
/// - `// actorfix:disable:next RULE` — the next line only (SwiftLint's spelling); `:this`, `:previous`
public struct Suppressions: Sendable {
    /// One directive as written, so that the command line can warn about a misspelled verb or rule.
    public struct Directive: Sendable {
        public let line: Int
        public let verb: String
        public let rules: [String]
    }
    public static let verbs = ["ignore", "ignore-file", "disable", "enable", "disable:next", "disable:this", "disable:previous"]
    public private(set) var directives: [Directive] = []

    public private(set) var ignoresFile = false
    /// Line → rules ignored on it (empty set: all rules).
    private var ignoredLines: [Int: Set<String>] = [:]
    /// Rule ("all" for every rule) → disabled line ranges.
    private var disabled: [String: [ClosedRange<Int>]] = [:]

    public init(_ tree: SyntaxTree) {
        // Most files have no directive: look for the marker before walking the trivia.
        guard tree.bytesContain("actorfix:") else { return }
        var openRegions: [String: Int] = [:]
        let lastLine = tree.lineStarts.count
        for range in tree.allTriviaRanges {
            for piece in tree.triviaPieces(range) where piece.kind == .lineComment || piece.kind == .blockComment {
                let text = String(decoding: tree.bytes[piece.range], as: UTF8.self)
                guard let words = Suppressions.directiveWords(inComment: text), let verb = words.first else { continue }
                let rules = Set(words.dropFirst().flatMap { $0.split(separator: ",").map(String.init) })
                let line = tree.location(ofOffset: piece.range.lowerBound).line
                directives.append(Directive(line: line, verb: verb, rules: words.dropFirst().flatMap { $0.split(separator: ",").map(String.init) }))
                switch verb {
                case "ignore-file":
                    // With rules, those rules only, in the whole file.
                    if rules.isEmpty || rules.contains("all") { ignoresFile = true } else {
                        for rule in rules { disabled[rule, default: []].append(1...max(1, lastLine)) }
                    }
                case "ignore":
                    // Alone on its line it covers the next line; after code, its own line.
                    let lineStart = tree.lineStart(ofOffset: piece.range.lowerBound)
                    let alone = tree.bytes[lineStart..<piece.range.lowerBound].allSatisfy { $0 == 0x20 || $0 == 0x09 }
                    let target = alone ? line + 1 : line
                    if rules.isEmpty { ignoredLines[target] = [] } else if ignoredLines[target] != [] { ignoredLines[target, default: []].formUnion(rules) }
                case "disable:next", "disable:this", "disable:previous":
                    let target = verb == "disable:next" ? line + 1 : verb == "disable:this" ? line : line - 1
                    if rules.isEmpty || rules.contains("all") { ignoredLines[target] = [] } else if ignoredLines[target] != [] { ignoredLines[target, default: []].formUnion(rules) }
                case "disable":
                    for rule in rules.isEmpty ? ["all"] : rules { openRegions[rule] = line }
                case "enable":
                    for rule in rules.isEmpty ? ["all"] : rules {
                        if let start = openRegions.removeValue(forKey: rule) { disabled[rule, default: []].append(start...line) }
                    }
                default:
                    break
                }
            }
        }
        for (rule, start) in openRegions { disabled[rule, default: []].append(start...max(start, lastLine)) }
    }

    /// The words of the directive a comment holds, or nil for a comment that is not one. As with
    /// SwiftLint's `swiftlint:`, the marker must start the comment's text: a sentence that mentions
    /// actorfix (`// written after running actorfix: Model became Sendable`) is prose, not a
    /// misspelled directive. After the marker, a space is allowed only before a known verb
    /// (`// actorfix: ignore`).
    static func directiveWords(inComment comment: String) -> [String]? {
        var text = Substring(comment)
        // The comment's opening (`//`, `///`, `/*`, `/**`) and the spaces after it.
        text = text.drop { $0 == "/" || $0 == "*" }.drop { $0 == " " || $0 == "\t" }
        guard text.hasPrefix(marker) else { return nil }
        let directive = text.dropFirst(marker.count).trimmingCharacters(in: CharacterSet(charactersIn: " */\t\r\n"))
        let words = directive.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let verb = words.first else { return nil }
        if let after = text.dropFirst(marker.count).first, after == " " || after == "\t", !verbs.contains(verb) { return nil }
        return words
    }

    private static let marker = "actorfix:"

    /// Whether the bytes have any directive at all (most files have none).
    public static func containsMarker(_ bytes: [UInt8]) -> Bool { SyntaxTree.bytes(bytes, contain: "actorfix:") }

    public func suppresses(_ rule: String, line: Int) -> Bool {
        if ignoresFile { return true }
        if let rules = ignoredLines[line], rules.isEmpty || rules.contains(rule) { return true }
        for key in [rule, "all"] where disabled[key]?.contains(where: { $0.contains(line) }) == true { return true }
        return false
    }
}
