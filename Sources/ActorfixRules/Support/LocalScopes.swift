import ActorfixIndex
import ActorfixSyntax

/// Which names a position in a member's body sees declared locally: parameters, `let`/`var`,
/// `if let`/`guard let` bindings, loop variables and closure parameters. Without types, a bare
/// `x` means the property or global named `x` only when no such local is visible there.
enum LocalScopes {
    /// Names visible at `range` inside `member`: those declared before it in a scope that contains
    /// it, and, with `includingInside`, those declared within the range itself (a closure's own).
    static func names(visibleAt range: Range<Int>, in member: SyntaxNode, includingInside: Bool) -> Set<String> {
        var names = Set<String>()
        visit(visibleAt: range, in: member, includingInside: includingInside) { name, _ in names.insert(name) }
        return names
    }

    /// The locals, parameters and enclosing closures' parameters declared before `range` in a scope
    /// containing it, by name (the nearest declaration of each name).
    static func declarations(visibleAt range: Range<Int>, in member: SyntaxNode) -> [String: SyntaxNode] {
        var found: [String: SyntaxNode] = [:]
        visit(visibleAt: range, in: member, includingInside: false) { name, node in found[name] = node }
        return found
    }

    /// Each declaration visible at `range`, in source order, with its name.
    private static func visit(visibleAt range: Range<Int>, in member: SyntaxNode, includingInside: Bool,
                              _ body: (String, SyntaxNode) -> Void) {
        member.walk { node in
            let start = node.byteRange.lowerBound
            let inside = range.contains(start)
            guard (inside && includingInside) || start < range.lowerBound else { return }
            let names: [String]
            switch node.kind {
            case .closureParameter, .patternBinding: names = node.name.map { [$0] } ?? []
            // A binding's own pattern (`let publisher = …`) is told by the binding, which has its type.
            case .pattern where node.parent?.kind != .patternBinding || node.parent?.name == nil: names = node.patternBoundNames
            case .captureItem where inside: names = node.name.map { [$0] } ?? []
            case .parameter: names = node.parameterLabelAndName.map { [$0.1] } ?? []
            default: names = []
            }
            guard !names.isEmpty else { return }
            if !inside {
                guard let scope = bindingScope(of: node), scope.byteRange.lowerBound <= range.lowerBound,
                      scope.byteRange.upperBound >= range.upperBound else { return }
            }
            for name in names { body(name, node) }
        }
    }

    /// The round's tables of members' locals, shared by every rule that asks (one memo key).
    static func tables(of index: ProjectIndex) -> SharedCache<DeclLocation, Table> {
        index.memo("local scope tables") { SharedCache<DeclLocation, Table>() }
    }

    /// Whether `name`, written at `node` in file `file`, means a local declared before it; each
    /// member's table is made once in `tables`, however many uses are asked about.
    static func isShadowed(_ name: String, at node: SyntaxNode, inFile file: Int, tables: SharedCache<DeclLocation, Table>) -> Bool {
        let member = enclosingMember(of: node)
        guard member != node else { return false }
        return tables.value(DeclLocation(file: file, node: member.index)) { Table(member: member) }.isShadowed(name, at: node.byteRange)
    }

    /// The locals of one member with where each is declared and the scope it is visible in, from
    /// one walk: asking `names(visibleAt:)` once per use walked the member once per use, which
    /// made a function reading a global thousands of times take minutes.
    struct Table: Sendable {
        private var byName: [String: [(start: Int, scope: Range<Int>)]] = [:]

        init(member: SyntaxNode) {
            var byName: [String: [(start: Int, scope: Range<Int>)]] = [:]
            member.walk { node in
                let names: [String]
                switch node.kind {
                case .closureParameter, .patternBinding: names = node.name.map { [$0] } ?? []
                case .pattern: names = node.patternBoundNames
                case .parameter: names = node.parameterLabelAndName.map { [$0.1] } ?? []
                default: names = []
                }
                guard !names.isEmpty, let scope = LocalScopes.bindingScope(of: node) else { return }
                for name in names { byName[name, default: []].append((node.byteRange.lowerBound, scope.byteRange)) }
            }
            self.byName = byName
        }

        /// Whether a local named `name` declared before `range` is visible throughout it (what
        /// `names(visibleAt: range, in: member, includingInside: false)` answers).
        func isShadowed(_ name: String, at range: Range<Int>) -> Bool {
            byName[name]?.contains { local in
                local.start < range.lowerBound && local.scope.lowerBound <= range.lowerBound && local.scope.upperBound >= range.upperBound
            } ?? false
        }
    }

    /// The member or top-level declaration (or statement) holding `node`.
    static func enclosingMember(of node: SyntaxNode) -> SyntaxNode {
        var member = node
        while let parent = member.parent, parent.kind != .memberBlock, parent.kind != .sourceFile { member = parent }
        return member
    }

    /// The node a declaration is visible in: its statement's block (a `guard`'s bindings live on
    /// after it), or the `if`/loop/closure/function that binds it.
    static func bindingScope(of node: SyntaxNode) -> SyntaxNode? {
        var current = node.parent
        while let ancestor = current {
            switch ancestor.kind {
            case .guardStmt: return ancestor.parent
            case .codeBlock, .closureExpr, .funcDecl, .initDecl, .subscriptDecl, .accessorDecl,
                 .ifStmt, .forStmt, .whileStmt, .switchCase, .catchClause:
                return ancestor
            default: current = ancestor.parent
            }
        }
        return nil
    }
}
