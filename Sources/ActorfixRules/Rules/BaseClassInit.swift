import ActorfixIndex
import ActorfixSyntax

/// Under default main-actor isolation swiftc 6.2 and 6.3 give a class's implicit `init()` no
/// isolation and its subclass's the main actor (swiftlang/swift#84644): `class A {}` with
/// `final class B: A {}` fails. An explicit `init() {}` in the base class, which then takes the
/// default isolation, fixes every subclass at once.
public struct BaseClassInit: Rule {
    public init() {}
    public let id = "base-class-init"
    public let preparedReads = PreparedReads.none
    public let summary = "Under default main-actor isolation, give a base class whose init() is implicit an explicit one, so its subclasses compile"
    public let rationale = """
        With default main-actor isolation (SE-0466, Xcode 26's default for new projects), swiftc 6.2 and 6.3.1 \
        give the implicit `init()` of a class without a superclass no isolation, and the implicit (or written) \
        `init()` of its subclass the main actor: every subclass fails with "main actor-isolated initializer \
        'init()' has different actor isolation from nonisolated overridden declaration", even `class A {}` \
        with `final class B: A {}` (swiftlang/swift#84644; a later compiler stops inferring isolation for \
        overrides). An explicit `init() {}` in the base class takes the module's default isolation like the \
        rest of the class, so it and its subclasses agree; it does what the implicit one did. The base \
        class's `init()` is then main-actor: when code off the main actor constructs it, actorfix reports \
        instead (there, `nonisolated override init() { super.init() }` in each subclass keeps the base \
        nonisolated). SE-0466, SE-0316.
        """
    public let proposals = ["SE-0466", "SE-0316"]
    public let safety = Safety.safe
    public let example = RuleExample(
        before: "class Shape {\n    var name = \"\"\n}\n\nfinal class Circle: Shape {}\n",
        after: "class Shape {\n    init() {}\n    var name = \"\"\n}\n\nfinal class Circle: Shape {}\n")

    public func check(_ file: FileContext) -> [Change] {
        guard file.target.defaultIsolation == .mainActor else { return [] }
        var changes: [Change] = []
        for decl in file.tree.nodes(ofKinds: .classDecl) {
            guard let info = file.typeInfo(of: decl), file.isRootClass(info), file.hasImplicitInit(info),
                  file.index.explicitIsolation(of: decl) != .nonisolated else { continue }
            // Subclasses whose `init()` the module's default isolation makes main-actor.
            let subclasses = file.directSubclasses(of: info).filter { sub in
                guard file.takesDefaultMainActor(file: sub.declaration.file),
                      file.index.explicitIsolation(of: file.index.node(sub.declaration)) != .nonisolated else { return false }
                return !sub.members.contains { $0.kind == .initializer && $0.explicitIsolation == .nonisolated && file.index.node($0.location).parameterNodes.isEmpty }
            }
            guard let first = subclasses.first, let block = decl.firstChild(.memberBlock) else { continue }
            let names = subclasses.prefix(3).map { "'\($0.name)'" }.joined(separator: ", ") + (subclasses.count > 3 ? " and \(subclasses.count - 3) more" : "")
            let anchor = decl.byteRange.lowerBound
            if let offMain = BaseClassInit.constructionOffMain(of: info, file: file) {
                changes.append(change(file, [], message: "\(info.name)'s implicit init() is nonisolated and that of \(names) main-actor, but \(info.name) is constructed in \(offMain) (review)",
                                      reason: "Swift 6 with default main-actor isolation: \"main actor-isolated initializer 'init()' has different actor isolation from nonisolated overridden declaration\" for \(first.name) (swiftlang/swift#84644). An explicit `init() {}` in \(info.name) would fix it, but would make \(info.name)() main-actor, and it is constructed in \(offMain). Write `nonisolated override init() { super.init() }` in each subclass instead, or construct \(info.name) on the main actor.",
                                      safety: .review, at: anchor))
                continue
            }
            let tree = file.tree
            let braceEnd = Int(tree.tokens[Int(block.firstToken)].end)
            let indent = SourceStyle.indentation(ofLineAt: anchor, in: tree)
            let memberIndent = decl.memberDeclarations.first.map { SourceStyle.indentation(ofLineAt: $0.byteRange.lowerBound, in: tree) } ?? indent + file.style.indentUnit
            let newline = file.style.lineEnding
            let text = decl.memberDeclarations.isEmpty && !tree.bytes[braceEnd..<block.byteRange.upperBound].contains(0x0A)
                ? newline + memberIndent + "init() {}" + newline + indent
                : newline + memberIndent + "init() {}"
            changes.append(change(file, [.insert(text, at: braceEnd)],
                                  message: "give \(info.name) an explicit init() {}: its implicit one is nonisolated and that of \(names) main-actor",
                                  reason: "Swift 6 with default main-actor isolation (SE-0466): swiftc 6.2 and 6.3 give \(info.name)'s implicit `init()` no isolation and the `init()` of its subclass \(first.name) the main actor, so the subclass fails with \"main actor-isolated initializer 'init()' has different actor isolation from nonisolated overridden declaration\" (swiftlang/swift#84644). An explicit `init() {}` takes the module's default isolation like the rest of \(info.name), so every subclass agrees with it; it does what the implicit one did, and all code constructing \(info.name) runs on the main actor.",
                                  at: anchor))
        }
        return changes
    }

    /// Where code off the main actor constructs the class (`Shape()`, `Shape.init()`), if it does:
    /// "nonisolated function 'load' at Loader.swift:12".
    static func constructionOffMain(of info: TypeInfo, file: FileContext) -> String? {
        let index = file.index
        let name = ProjectIndex.sourceName(ofKey: index.key(of: info)).lastDottedComponent
        for (_, mentions) in index.mentions(of: [name]) {
            for mention in mentions.sorted(by: { ($0.file, $0.token) < ($1.file, $1.token) }) {
                let tree = index.units[mention.file].tree
                let node = tree.innermostNode(containing: mention.token)
                guard node.kind == .declReference, let parent = node.parent else { continue }
                let isCall = parent.kind == .callExpr && parent.firstChild == node
                    || parent.kind == .memberAccess && parent.name == "init" && parent.parent?.kind == .callExpr
                guard isCall, index.lookupType(name, from: nil, inFile: mention.file).map({ index.key(of: $0) == index.key(of: info) }) == true else { continue }
                let context = file.context(ofFile: mention.file)
                let isolation = context.isolation(at: node, settings: context.target)
                guard !isolation.isMainActor else { continue }
                return "\(NonisolatedDataTypes.describe(isolation, of: node)) at \(tree.fileName):\(tree.location(ofToken: mention.token).line)"
            }
        }
        return nil
    }
}
