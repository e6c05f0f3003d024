import ActorfixRules
import ActorfixSyntax
import Foundation

/// A change (or advisory) as the verify loop tracks it: where it is in the file as read, and the
/// lines of the declaration it edits, which is where the errors it addresses are reported.
public struct ChangeRecord: Sendable, Hashable {
    /// Stable across re-runs of the engine: file, position as read, rule and message.
    public let key: String
    /// Absolute, symbolic links resolved (the form compiler diagnostics are compared in).
    public let path: String
    public let displayPath: String
    public let line: Int
    public let column: Int
    public let ruleID: String
    public let message: String
    public let safety: Safety
    public let isAdvisory: Bool
    public let scope: ClosedRange<Int>

    /// Whether this change is the kind that fixes `error`, close enough to it: in the
    /// declaration it edits, or naming the same declaration in another file.
    public func addresses(_ error: CompilerDiagnostic) -> Bool {
        let rules = DiagnosticFamilies.rules(for: error)
        guard rules.contains(ruleID) else { return false }
        let errorNames = DiagnosticFamilies.quotedNames(error.message), changeNames = DiagnosticFamilies.quotedNames(message)
        let sameName = !errorNames.isDisjoint(with: changeNames)
        // A shared-state error names its variable: another variable's change does not fix it.
        if ruleID == "global-mutable-state" && !errorNames.isEmpty && !changeNames.isEmpty { return sameName }
        if error.path == path && scope.contains(error.line) { return true }
        return sameName
    }
}

/// Lines of the declaration around a position of a file as read.
struct ScopeFinder {
    let tree: SyntaxTree

    init(path: String, bytes: [UInt8]) {
        tree = SyntaxTree.parse(bytes, path: path)
    }

    func scope(line: Int, column: Int) -> ClosedRange<Int> {
        guard let token = token(atLine: line, column: column) else { return line...line }
        let node = tree.innermostNode(containing: token)
        guard let decl = node.kind.isDeclaration ? node : node.nearestAncestor(where: \.isDeclaration) else { return line...line }
        let range = decl.byteRange
        let first = tree.location(ofOffset: range.lowerBound).line
        let last = tree.location(ofOffset: max(range.lowerBound, range.upperBound - 1)).line
        return min(first, line)...max(last, line)
    }

    /// The first token that ends after the position.
    func token(atLine line: Int, column: Int) -> Int32? {
        var offset = 0, currentLine = 1
        let bytes = tree.bytes
        while currentLine < line, offset < bytes.count {
            if bytes[offset] == 0x0A { currentLine += 1 }
            offset += 1
        }
        offset = min(offset + max(column - 1, 0), bytes.count)
        var lo = 0, hi = tree.tokens.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(tree.tokens[mid].end) <= offset { lo = mid + 1 } else { hi = mid }
        }
        return lo < tree.tokens.count ? Int32(lo) : nil
    }
}
