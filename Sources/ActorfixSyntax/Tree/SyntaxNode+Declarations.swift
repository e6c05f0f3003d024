import Foundation
/// Convenience accessors for declarations, used by the index and the rules.
extension SyntaxNode {
    /// Attribute nodes of a declaration (or of a closure signature, a type).
    public var attributes: [SyntaxNode] { children(.attribute) }
    public var attributeNames: [String] { childNames(.attribute) }
    public func hasAttribute(_ name: String) -> Bool { hasChild(named: name, kind: .attribute) }

    /// `@Test(…)`, `@Suite(…)`, also `@Testing.Test(…)`: Swift Testing's macros, whose arguments
    /// the parser reads as expressions (the macro evaluates them off the main actor).
    public var testingMacroName: String? {
        guard kind == .attribute, let last = directTokens.last(where: { tree.tokens[Int($0)].kind == .identifier }) else { return nil }
        return SyntaxNode.testingMacroNames.first { tree.tokenText(last, equals: $0) }.map { "\($0)" }
    }

    /// Swift Testing's attached macros whose arguments are expressions (the parser's test too).
    static let testingMacroNames: [StaticString] = ["Test", "Suite"]

    /// `@available(*, unavailable)`: the declaration exists on no platform. On an extension it
    /// says that a conformance does not hold (`@available(*, unavailable) extension Box:
    /// Sendable {}` is how a type states that it is not Sendable).
    public var isUnavailableEverywhere: Bool {
        guard hasAttribute("available") else { return false }
        return attributes.contains { attribute in
            // Most `@available` attributes name platforms only: their bytes are searched for
            // `unavailable` before the text is split and trimmed (thousands of instructions an
            // attribute, and the standard library's interfaces carry tens of thousands).
            guard attribute.name == "available", tree.bytes(in: attribute.byteRange, contain: "unavailable"), let open = attribute.text.firstIndex(of: "("), let close = attribute.text.lastIndex(of: ")"), open < close else { return false }
            let arguments = attribute.text[attribute.text.index(after: open)..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            return arguments.first == "*" && arguments.contains("unavailable")
        }
    }

    /// The inherited names that hold: none for an extension unavailable everywhere.
    public var conformedTypeNames: [String] { isUnavailableEverywhere ? [] : inheritedTypeNames }

    public var modifiers: [SyntaxNode] { children(.modifier) }
    public var modifierNames: [String] { childNames(.modifier) }
    public func hasModifier(_ name: String) -> Bool { hasChild(named: name, kind: .modifier) }

    /// Whether a child of `kind` has `name` as its main token, compared by bytes: asked of every
    /// declaration by the inference, where making a string per attribute showed in profiles.
    private func hasChild(named name: String, kind: NodeKind) -> Bool { firstChildIndex(named: name, kind: kind) >= 0 }

    /// The first child of `kind` whose main token spells `name`, compared by bytes.
    public func firstChild(named name: String, kind: NodeKind) -> SyntaxNode? {
        let found = firstChildIndex(named: name, kind: kind)
        return found >= 0 ? SyntaxNode(tree: tree, index: found) : nil
    }

    /// The record index of that child, or -1: `hasModifier`, asked hundreds of thousands of times
    /// a round, makes no node handle.
    private func firstChildIndex(named name: String, kind: NodeKind) -> Int32 {
        var name = name
        return name.withUTF8 { expected -> Int32 in
            tree.nodes.withUnsafeBufferPointer { nodes in
                var c = nodes[Int(index)].firstChild
                while c >= 0 {
                    let record = nodes[Int(c)]
                    if record.kind == kind, record.mainToken >= 0, tree.identifierBytes(record.mainToken, equal: expected) { return c }
                    c = record.nextSibling
                }
                return -1
            }
        }
    }

    /// The names of the children of `kind`, in order, without making a node per child: asked of
    /// every declaration the inference decides (`Isolation.explicit(on:)`).
    public func childNames(_ kind: NodeKind) -> [String] {
        var names: [String] = []
        var c = record.firstChild
        while c >= 0 {
            let child = tree.nodes[Int(c)]
            if child.kind == kind, child.mainToken >= 0 { names.append(tree.identifierName(child.mainToken)) }
            c = child.nextSibling
        }
        return names
    }
    /// `nonisolated` or `nonisolated(unsafe)`.
    public var isNonisolated: Bool { hasModifier("nonisolated") }
    public var isStatic: Bool { hasModifier("static") || hasModifier("class") }

    /// The introducing keyword token of a declaration (`struct`, `func`, `var`, …).
    public var declKeywordToken: Int32? {
        directTokens.first { t in
            let token = tree.tokens[Int(t)]
            return token.kind == .keyword || (token.kind == .identifier && (token.keyword == .actor || token.keyword == .macro))
        }
    }

    /// `var` or `let` of a variable declaration.
    public var isLet: Bool { declKeywordToken.map { tree.tokens[Int($0)].keyword == .let } ?? false }

    /// Names in the inheritance clause, as written (`SwiftUI.View` stays qualified; `@MainActor P`
    /// yields `P`; generic arguments are dropped).
    /// A composition names each of its parts (`FileDescriptor & Sendable`, swift-nio's
    /// `NIOFileHandle`, conforms to both).
    public var inheritedTypeNames: [String] {
        guard let clause = firstChild(.inheritanceClause) else { return [] }
        return clause.children(.inheritedType).flatMap { $0.firstChild(.type)?.compositionBaseNames ?? [] }
    }

    /// For a `type` node: the base names of a composition's parts (`A & B` → `A`, `B`), or the
    /// type's own base name.
    public var compositionBaseNames: [String] {
        guard directTokens.contains(where: { tree.tokenText($0, equals: "&") }) else { return typeBaseName.map { [$0] } ?? [] }
        var names: [String] = []
        if let first = typeBaseName { names.append(first) }
        for part in children(.type) { names += part.compositionBaseNames }
        return names
    }

    /// For a `type` node: its name without attributes, generic arguments or optionality:
    /// `@MainActor Foo<Int>?` → `Foo`, `Swift.Sendable` → `Swift.Sendable`, `[Int]` → nil.
    public var typeBaseName: String? {
        var parts: [String] = []
        for t in directTokens {
            let token = tree.tokens[Int(t)]
            switch token.kind {
            case .identifier, .keyword:
                if token.keyword == .some || token.keyword == .any || token.keyword == .inout { continue }
                parts.append(tree.identifierName(t))
            case .period:
                continue
            case .postfixQuestion, .postfixExclaim:
                break
            default:
                if !parts.isEmpty { return parts.joined(separator: ".") }
                if token.kind == .oper && tree.tokenText(t, equals: "~") { continue }
                return nil
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: ".")
    }

    /// Members of a type's member block, looking through `#if` clauses (every branch).
    public var memberDeclarations: [SyntaxNode] {
        guard let block = firstChild(.memberBlock) else { return [] }
        return block.itemsFlatteningIfConfig
    }

    /// The names a `pattern` node binds: its own name (`let x = …`'s pattern), or, for a pattern
    /// named by its keyword (`case .failed(let error)`, `case let .pair(a, b)`, `catch let
    /// failure`), the names written in it, not in patterns or closures inside it.
    public var patternBoundNames: [String] {
        guard kind == .pattern else { return [] }
        if let name, name != "let", name != "var" { return [name] }
        var names: [String] = []
        walk { inner in
            guard inner.kind == .declReference, let bound = inner.name, bound != "self", bound != "Self",
                  inner.nearestAncestor(where: { $0 == .pattern || $0 == .closureExpr })?.index == index else { return }
            names.append(bound)
        }
        return names
    }

    /// The module an import declaration names: the first identifier after `import` and its
    /// kind (`import Glibc`, `@testable import App`, `import var Glibc.stderr`).
    public var importedModuleName: String? {
        guard kind == .importDecl else { return nil }
        return directTokens.first { tree.tokens[Int($0)].kind == .identifier }.map { tree.text($0) }
    }

    /// The type an import declaration names with its kind (`import struct SystemPackage.FilePath`):
    /// in its file (in its whole module when `@_exported`), that name is the module's type.
    public var scopedImportTypeName: String? {
        guard kind == .importDecl else { return nil }
        let tokens = directTokens
        guard tokens.contains(where: { [.struct, .class, .enum, .protocol, .typealias].contains(tree.tokens[Int($0)].keyword) }),
              let last = tokens.last(where: { tree.tokens[Int($0)].kind == .identifier }) else { return nil }
        let name = tree.text(last)
        return name == importedModuleName ? nil : name
    }

    /// Children of a block-like node, with `#if` regions replaced by the items of all their clauses.
    public var itemsFlatteningIfConfig: [SyntaxNode] {
        var result: [SyntaxNode] = []
        for child in children {
            if child.kind == .ifConfig {
                for clause in child.children(.ifConfigClause) {
                    // The first child of a non-#else clause is its condition.
                    var items = clause.children
                    if let directive = clause.mainToken, tree.tokens[Int(directive)].keyword != .poundElse, !items.isEmpty,
                       items[0].firstToken == directive + 1 {
                        items.removeFirst()
                    }
                    for item in items {
                        if item.kind == .ifConfig {
                            result.append(contentsOf: SyntaxNode.flattenNested(item))
                        } else {
                            result.append(item)
                        }
                    }
                }
            } else {
                result.append(child)
            }
        }
        return result
    }

    private static func flattenNested(_ ifConfig: SyntaxNode) -> [SyntaxNode] {
        var result: [SyntaxNode] = []
        for clause in ifConfig.children(.ifConfigClause) {
            var items = clause.children
            if let directive = clause.mainToken, ifConfig.tree.tokens[Int(directive)].keyword != .poundElse, !items.isEmpty,
               items[0].firstToken == directive + 1 {
                items.removeFirst()
            }
            for item in items { result.append(contentsOf: item.kind == .ifConfig ? flattenNested(item) : [item]) }
        }
        return result
    }

    /// Pattern bindings of a variable declaration.
    public var bindings: [SyntaxNode] { children(.patternBinding) }

    /// For a pattern binding: the declared type's node, the initializer expression, the accessors.
    public var typeAnnotationType: SyntaxNode? { firstChild(.typeAnnotation)?.firstChild(.type) }
    /// A parameter's written type: under its annotation (`_ x: Int`), or its own child (a closure
    /// parameter's, a function type's unnamed one).
    public var parameterType: SyntaxNode? { typeAnnotationType ?? firstChild(.type) }
    public var initializerExpression: SyntaxNode? { firstChild(.initializerClause)?.firstChild }
    public var accessorBlock: SyntaxNode? { firstChild(.accessorBlock) }

    /// A binding is computed when it has an accessor block with a getter (explicit or implicit)
    /// and no observers only.
    public var isComputedBinding: Bool {
        guard let block = accessorBlock else { return false }
        let accessors = block.children(.accessorDecl)
        if accessors.isEmpty { return true } // implicit getter
        return accessors.contains { a in
            guard let t = a.mainToken else { return false }
            let k = tree.tokens[Int(t)].keyword
            return k == .get || k == ._read || k == .read || tree.tokenText(t, equals: "unsafeAddress")
        }
    }

    /// Whether a function-like declaration is `async` (the keyword among its direct tokens).
    public var isAsync: Bool { directTokens.contains { tree.tokens[Int($0)].keyword == .async } }
    public var isThrowing: Bool {
        directTokens.contains { tree.tokens[Int($0)].keyword == .throws || tree.tokens[Int($0)].keyword == .rethrows }
    }

    /// The parameters of a function, initializer or subscript: (label, name) pairs as written.
    public var parameterNodes: [SyntaxNode] { firstChild(.parameterClause)?.children(.parameter) ?? [] }

    /// Argument label of a parameter (`_` when unlabelled), and its local name.
    public var parameterLabelAndName: (label: String, name: String)? {
        // The first two name tokens among the direct ones, found without building token arrays
        // (asked for every parameter of every function the inference scans).
        var first: Int32 = -1, second: Int32 = -1
        var t = record.firstToken, c = record.firstChild
        let tokens = tree.tokens, nodes = tree.nodes
        while t < record.endToken && second < 0 {
            if c >= 0 && nodes[Int(c)].firstToken == t {
                t = max(t, nodes[Int(c)].endToken)
                c = nodes[Int(c)].nextSibling
                continue
            }
            let token = tokens[Int(t)]
            if (token.kind == .identifier || token.kind == .keyword || token.kind == .dollarIdentifier) && token.keyword != .inout {
                if first < 0 { first = t } else { second = t }
            }
            t += 1
        }
        guard first >= 0 else { return nil }
        let label = tree.identifierName(first)
        return (label, second >= 0 ? tree.identifierName(second) : label)
    }
}

extension SyntaxTree {
    /// The modules the file's import declarations name, also inside `#if`.
    public var importedModules: Set<String> {
        Set(root.itemsFlatteningIfConfig.compactMap(\.importedModuleName))
    }

    /// The modules imported `@testable` (a test target's `@testable import App`): their internal
    /// declarations are visible here.
    public var testablyImportedModules: Set<String> {
        Set(root.itemsFlatteningIfConfig.filter { $0.kind == .importDecl && $0.hasAttribute("testable") }.compactMap(\.importedModuleName))
    }
}
