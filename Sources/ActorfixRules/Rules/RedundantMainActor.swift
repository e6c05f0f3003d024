import ActorfixIndex
import ActorfixSyntax

/// SE-0466: with `defaultIsolation(MainActor.self)` a module's declarations are main-actor
/// isolated unless they say otherwise, so most `@MainActor` annotations say nothing new.
public struct RedundantMainActor: Rule {
    public init() {}
    public let id = "redundant-main-actor"
    public let preparedReads = PreparedReads.none
    public let summary = "Remove @MainActor that default main-actor isolation (SE-0466) already implies"
    public let rationale = """
        With `.defaultIsolation(MainActor.self)` (SwiftPM) or `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` \
        (Xcode 26), every declaration of the module that does not say otherwise is @MainActor (SE-0466), \
        so most @MainActor annotations become redundant. actorfix removes @MainActor from \
        top-level types, functions and variables, and from members of types that are main-actor isolated \
        anyway. It keeps the annotations that change meaning: on members of nonisolated types and actors, \
        in extensions of types from other modules, on protocols, and on closures.
        """
    public let proposals = ["SE-0466", "SE-0316"]
    public let safety = Safety.safe
    /// A cleanup, not a migration step: the code compiles with or without these annotations, and
    /// people migrating keep them (IceCubesApp's switch to default main-actor isolation kept all
    /// 200). On request only: `--rules redundant-main-actor` or `rules` in the config.
    public let enabledByDefault = false
    public let example = RuleExample(
        before: "@MainActor\nfinal class Store {\n    @MainActor func load() {}\n}\n",
        after: "final class Store {\n    func load() {}\n}\n")

    public func check(_ file: FileContext) -> [Change] {
        guard file.target.defaultIsolation == .mainActor else { return [] }
        var changes: [Change] = []
        for item in file.tree.root.itemsFlatteningIfConfig {
            examine(item, container: nil, file: file, into: &changes)
        }
        return changes
    }

    private func examine(_ decl: SyntaxNode, container: TypeInfo?, file: FileContext, into changes: inout [Change]) {
        switch decl.kind {
        case .classDecl, .structDecl, .enumDecl:
            let info = file.typeInfo(of: decl)
            if container == nil || containerIsMainActor(container, file: file) { removeMainActor(from: decl, file: file, into: &changes) }
            for member in decl.memberDeclarations { examine(member, container: info, file: file, into: &changes) }
        case .extensionDecl:
            // Extensions of types from other modules keep their annotations.
            guard let info = file.typeInfo(of: decl) else { return }
            for member in decl.memberDeclarations { examine(member, container: info, file: file, into: &changes) }
        case .funcDecl, .variableDecl, .initDecl, .subscriptDecl:
            if container == nil || containerIsMainActor(container, file: file) { removeMainActor(from: decl, file: file, into: &changes) }
        default:
            break // protocols, actors, closures: kept
        }
    }

    /// Members say nothing new when their type is main-actor isolated with the default applied.
    private func containerIsMainActor(_ info: TypeInfo?, file: FileContext) -> Bool {
        guard let info, info.kind != .protocol, info.kind != .actor else { return false }
        return file.index.isolation(ofType: info, settings: file.target).isolation.isMainActor
            && !file.index.node(info.declaration).isNonisolated
    }

    private func removeMainActor(from decl: SyntaxNode, file: FileContext, into changes: inout [Change]) {
        guard let attribute = decl.attributes.first(where: { $0.name == "MainActor" && !$0.hasChild(.argumentList) }) else { return }
        let tree = file.tree
        let start = Int(tree.tokens[Int(attribute.firstToken)].start)
        var end = Int(tree.tokens[Int(attribute.endToken - 1)].end)
        let lineStart = tree.lineStart(ofOffset: start)
        let before = tree.bytes[lineStart..<start]
        var after = end
        while after < tree.bytes.count && (tree.bytes[after] == 0x20 || tree.bytes[after] == 0x09) { after += 1 }
        let range: Range<Int>
        if before.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) && after < tree.bytes.count && (tree.bytes[after] == 0x0A || tree.bytes[after] == 0x0D) {
            // Alone on its line: remove the line.
            end = after
            if tree.bytes[end] == 0x0D { end += 1 }
            if end < tree.bytes.count && tree.bytes[end] == 0x0A { end += 1 }
            range = lineStart..<end
        } else {
            range = start..<after
        }
        let what = decl.name.map { "'\($0)'" } ?? "this declaration"
        changes.append(change(file, [.delete(range)], message: "remove @MainActor from \(what): default isolation already makes it main-actor isolated",
                              reason: "The module is compiled with default main-actor isolation (SE-0466), so \(what) is @MainActor without the annotation; removing it changes nothing.",
                              at: start))
    }
}
