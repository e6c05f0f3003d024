import ActorfixIndex
import ActorfixSyntax

/// `deinit` of a main-actor class that touches main-actor state: `isolated deinit` (SE-0371) where
/// the target has it, else a report with the migration guide's pattern.
public struct IsolatedDeinit: Rule {
    public init() {}
    public let id = "isolated-deinit"
    public let preparedReads = PreparedReads.isolationGraph
    public let summary = "deinit of a main-actor class that uses main-actor state: isolated deinit (Swift 6.2), or a report"
    public let rationale = """
        A deinit is nonisolated, even in a @MainActor class: it runs wherever the last reference goes away. \
        Calling a main-actor method there, or reading a stored property whose type is not Sendable, is "call \
        to main actor-isolated instance method … in a synchronous nonisolated context" or "cannot access \
        property … with a non-Sendable type … from nonisolated deinit" in Swift 6 (a method merely named, as in \
        `#selector(m)`, and stored properties whose Sendability actorfix cannot tell are left alone). Swift 6.2 (the Xcode 26 \
        SDKs) has `isolated deinit` (SE-0371): the deinit runs on the main actor — right away when the last \
        reference goes away there, later (enqueued) when it goes away on another thread. With an older target \
        actorfix reports the deinit with the migration guide's pattern: copy what the cleanup needs into a \
        capture list and start `Task { @MainActor [x] in … }` without `self`; the cleanup then runs after the \
        object is gone.
        """
    public let proposals = ["SE-0371", "SE-0316", "SE-0423"]
    public let safety = Safety.review
    public let example = RuleExample(
        before: "@MainActor final class Player {\n    let timer = Ticker()\n    deinit {\n        stop()\n    }\n    func stop() {}\n}\n",
        after: "@MainActor final class Player {\n    let timer = Ticker()\n    isolated deinit {\n        stop()\n    }\n    func stop() {}\n}\n")

    public func check(_ file: FileContext) -> [Change] {
        var changes: [Change] = []
        for deinitDecl in file.tree.nodes(ofKinds: .deinitDecl) {
            guard let info = IsolatedDeinit.mainActorClass(of: deinitDecl, file: file) else { continue }
            let diagnostic: String
            let why: String
            let report: String
            if let use = mainActorUse(in: deinitDecl, info: info, file: file) {
                why = "it uses \(use)"
                report = "the deinit of \(info.name) uses \(use), which needs the main actor (review)"
                diagnostic = "a deinit is nonisolated, so using \(use) there is an error in Swift 6 (\"… in a synchronous nonisolated context\")"
            } else if let superclass = IsolatedDeinit.implicitDeinitOverridden(by: info, file: file) {
                // swiftlang/swift#84644: under default main-actor isolation an implicit deinit is
                // main-actor and a written one nonisolated, so a subclass's deinit cannot override.
                why = "it overrides the implicit deinit of \(superclass.name), which default isolation makes main-actor"
                report = "the deinit of \(info.name) overrides the implicit deinit of \(superclass.name), which default isolation makes main-actor (review)"
                diagnostic = "with default main-actor isolation (SE-0466) swiftc 6.2 and 6.3 make the implicit deinit of \(superclass.name) main-actor and this written one nonisolated: \"nonisolated deinitializer 'deinit' has different actor isolation from main actor-isolated overridden declaration\" (swiftlang/swift#84644). `isolated deinit` compiles with the settings migrated to, not before them (\"deinit is marked isolated, but containing class … is not isolated to an actor\" without default isolation): make it with the switch"
            } else {
                continue
            }
            let anchor = deinitDecl.byteRange.lowerBound
            if file.target.sdk >= .xcode26, let keyword = deinitDecl.declKeywordToken {
                changes.append(change(file, [.insert("isolated ", at: Int(file.tree.tokens[Int(keyword)].start))],
                                      message: "make the deinit of \(info.name) isolated: \(why)",
                                      reason: "Swift 6: \(diagnostic). Swift 6.2 (Xcode 26) has `isolated deinit` (SE-0371): the deinit runs on the main actor. When the last reference goes away on the main actor it runs right there, as before; when it goes away on another thread it is enqueued and runs later on the main actor (review).",
                                      at: anchor))
            } else {
                changes.append(change(file, [],
                                      message: report,
                                      reason: "Swift 6: \(diagnostic). `isolated deinit` (SE-0371) needs Swift 6.2 (Xcode 26). Until then, the migration guide's pattern: copy the values the cleanup needs into a capture list and hop without `self` — `Task { @MainActor [timer] in timer.invalidate() }`; the cleanup then runs after the object is gone, later than it does now.",
                                      at: anchor))
            }
        }
        return changes
    }

    /// The main-actor class of a deinit that says no isolation of its own: the deinits this rule
    /// looks at (with the settings migrated to). `file` is the deinit's.
    static func mainActorClass(of deinitDecl: SyntaxNode, file: FileContext) -> TypeInfo? {
        guard !deinitDecl.hasModifier("isolated"), !deinitDecl.isNonisolated,
              let typeDecl = deinitDecl.enclosingType, typeDecl.kind == .classDecl || typeDecl.kind == .extensionDecl,
              let name = file.typeName(of: typeDecl), let info = file.index.types[name], info.kind == .class,
              file.index.isolation(ofType: info, settings: file.target).isolation.isMainActor else { return nil }
        return info
    }

    /// The class of the run whose implicit deinit a class's written one overrides, where default
    /// main-actor isolation makes the two disagree: both modules take it, and the superclass
    /// writes no deinit and is not `nonisolated`.
    static func implicitDeinitOverridden(by info: TypeInfo, file: FileContext) -> TypeInfo? {
        guard file.target.defaultIsolation == .mainActor, let superclass = file.superclassOfRun(info),
              file.takesDefaultMainActor(file: superclass.declaration.file),
              !superclass.members.contains(where: { $0.kind == .deinitializer }),
              file.index.explicitIsolation(of: file.index.node(superclass.declaration)) != .nonisolated else { return nil }
        return superclass
    }

    /// The first use of main-actor state in a deinit: a call of an instance method or a computed
    /// property of the class that is not nonisolated, a stored property whose type is known not to
    /// be Sendable, or a main-actor API.
    private func mainActorUse(in deinitDecl: SyntaxNode, info: TypeInfo, file: FileContext) -> String? {
        var members: [String: MemberInfo] = [:]
        for member in info.members where !member.isStatic && member.explicitIsolation != .nonisolated
            && (member.kind == .function || member.kind == .variable) && members[member.name] == nil {
            // A stored property counts only when its type is known not to be Sendable: a deinit may
            // read the others (and `URLSession`, `WKWebView`, … are not all in the SDK knowledge).
            if member.kind == .variable, member.isStored,
               file.valueType(of: member).flatMap({ file.isSendable(typeNamed: $0, from: info.name) }) != false { continue }
            members[member.name] = member
        }
        var found: String?
        deinitDecl.walk { node in
            guard found == nil, let name = node.name, members[name] != nil else { return }
            // Inside a closure (`Task { @MainActor [timer] in … }`) the use is the closure's business.
            if let closure = node.enclosingClosure, deinitDecl.byteRange.contains(closure.byteRange.lowerBound) { return }
            let bare = node.kind == .declReference && (node.parent?.kind != .memberAccess || node.parent?.firstChild == node)
            let throughSelf = node.kind == .memberAccess && node.firstChild?.kind == .declReference && node.firstChild?.name == "self"
            guard bare || throughSelf else { return }
            // A method counts when it is called: `#selector(fieldDidChange)` only names it.
            if members[name]?.kind == .function, !(node.parent?.kind == .callExpr && node.parent?.firstChild == node) { return }
            found = "'\(name)'"
        }
        if let found { return found }
        // A main-actor method of another type of the run, called through what the class stores
        // (`fileWatcher?.stop()`: pine, under default main-actor isolation), unless the inference
        // makes that method nonisolated (a pure one).
        let graph = file.isolationGraph
        let ownKey = file.index.key(of: info)
        if let use = graph.uses[DeclLocation(file: file.unitIndex, node: deinitDecl.index)]?.first(where: { use in
            guard use.isSynchronousOwn, case .declaration(let target) = use.target, let (type, member) = file.index.declarations[target],
                  type != ownKey, member.kind == .function || (member.kind == .variable && !member.isStored) else { return false }
            return graph.isMainActor(use.target) && !graph.canBeNonisolated(target)
        }) {
            return "'\(use.text)'"
        }
        // (`infer-main-actor` makes a pure global function the deinit calls nonisolated: TCA's
        // `mainActorNow`, under default main-actor isolation.)
        let pureFollow = file.options.enabledRules.contains("infer-main-actor")
        return file.mainActorCall(in: deinitDecl, context: info.name, becomesNonisolated: { pureFollow && graph.canBeNonisolated($0.location) })
    }
}
