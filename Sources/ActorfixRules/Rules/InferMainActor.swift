import ActorfixIndex
import ActorfixSyntax

/// `@MainActor` where the project's isolation inference says code must run on the main actor:
/// members and types outside SwiftUI views (routers, app delegates, coordinators, view-model
/// helpers, XCTest cases), and top-level functions.
public struct InferMainActor: Rule {
    public init() {}
    public let id = "infer-main-actor"
    public let preparedReads = PreparedReads.all
    public let summary = "@MainActor on members, types and functions that use main-actor code, as the project-wide inference decides"
    public let rationale = """
        In Swift 6 a nonisolated method, computed property or function that synchronously uses a main-actor \
        API (UIApplication.shared, a UIView, NSApp, a @MainActor type or member of the project) is an error: \
        "call to main actor-isolated instance method 'open(_:)' in a synchronous nonisolated context", \
        "main actor-isolated property 'window' can not be referenced from a nonisolated context". actorfix \
        infers, over the whole project, which declarations must run on the main actor: those that use \
        main-actor code, and those that synchronously use such declarations, transitively. A declaration \
        that is also used off the main actor (in Task.detached, a background queue, an actor, a nonisolated \
        protocol requirement) is never annotated: it is reported, because an annotation would move the \
        error, not fix it. When more than --member-threshold of a type's members need the main actor, when a \
        stored property's default value does, or for an XCTestCase that tests main-actor code, the type \
        itself gets @MainActor (what people write for view controllers' helpers, coordinators and test \
        cases); otherwise each member does. A Sendable `let` of a main-actor type read outside the main actor \
        becomes `nonisolated`: a static one wherever it is read, an instance one when another module reads \
        it (within its module SE-0434 allows such reads). Views are left to view-main-actor-members and state-main-actor-model. Each \
        change names the use that decided it.
        """
    public let proposals = ["SE-0316", "SE-0337", "SE-0401", "SE-0434"]
    public let safety = Safety.safe
    public let example = RuleExample(
        before: "final class Router {\n    func openSettings() {\n        UIApplication.shared.open(settingsURL)\n    }\n}\n",
        after: "final class Router {\n    @MainActor func openSettings() {\n        UIApplication.shared.open(settingsURL)\n    }\n}\n")

    public func prepare(_ file: FileContext) { _ = file.anticipatedConstantReads }

    public func check(_ file: FileContext) -> [Change] {
        let graph = file.isolationGraph
        let constantReads = file.anticipatedConstantReads
        var changes: [Change] = []
        for item in file.tree.root.itemsFlatteningIfConfig {
            visit(item, file: file, graph: graph, constantReads: constantReads, changes: &changes)
        }
        return changes
    }

    private func visit(_ decl: SyntaxNode, file: FileContext, graph: IsolationGraph, constantReads: [DeclLocation: IsolationEvidence], changes: inout [Change]) {
        switch decl.kind {
        case .classDecl, .structDecl, .enumDecl, .extensionDecl:
            // An extension of another module's type (`extension UIImage`): its methods and
            // computed properties are nodes of the graph too.
            if decl.kind == .extensionDecl, file.typeInfo(of: decl) == nil {
                for member in decl.memberDeclarations where file.index.externalMembers[DeclLocation(file: file.unitIndex, node: member.index)] != nil {
                    memberChange(member, file: file, graph: graph, constantReads: constantReads, changes: &changes)
                }
                break
            }
            guard let info = file.typeInfo(of: decl), info.kind != .protocol, info.kind != .actor, !file.conformsToView(info) else { break }
            let typeLevel = file.inferredMainActorType(info)
            if decl.kind != .extensionDecl, let reason = typeLevel {
                changes.append(change(file, [EditBuilders.addAttribute("@MainActor", to: decl, style: file.style)],
                                      message: "mark \(info.name) @MainActor: \(reason.short)",
                                      reason: "Swift 6: \(reason.long)",
                                      safety: hasAsyncMembers(info) ? .review : .safe, at: decl.byteRange.lowerBound))
            }
            if decl.kind != .extensionDecl, typeLevel == nil, case .blocked(let root, let need, let blocker)? = file.liftedHierarchy(of: info, graph: graph) {
                changes.append(change(file, [], message: "\(info.name) needs the main actor (\(need)) but overrides methods of \(root), which cannot become main-actor: \(blocker.summary) (review)",
                                      reason: "Swift 6: \(info.name) needs the main actor as a whole (\(need)), but it overrides methods of \(root), and an override keeps the isolation of the method it overrides; \(root) cannot become @MainActor with its subclasses because \(graph.explain(blocker)). Move the main-actor work out of the overrides (hand it to the main actor), or stop using the hierarchy off the main actor.",
                                      safety: .review, at: decl.byteRange.lowerBound))
            }
            let namespace = typeLevel == nil ? constantNamespaceChange(decl, info: info, file: file, graph: graph, constantReads: constantReads) : nil
            if let namespace { changes.append(namespace) }
            for member in decl.memberDeclarations {
                if member.kind.isTypeDeclaration { visit(member, file: file, graph: graph, constantReads: constantReads, changes: &changes); continue }
                if typeLevel == nil && namespace == nil { memberChange(member, file: file, graph: graph, constantReads: constantReads, changes: &changes) }
            }
        case .funcDecl, .variableDecl:
            memberChange(decl, file: file, graph: graph, constantReads: constantReads, changes: &changes)
        default:
            break
        }
    }

    /// A struct or enum that only holds Sendable static constants (`enum MenuIcons { static let
    /// save = "…" }`), main-actor by default isolation alone, several of which are read off the
    /// main actor: `nonisolated` on the type, as people write it (pine's `MenuIcons`,
    /// `LayoutMetrics`), instead of on each constant.
    private func constantNamespaceChange(_ decl: SyntaxNode, info: TypeInfo, file: FileContext, graph: IsolationGraph,
                                         constantReads: [DeclLocation: IsolationEvidence]) -> Change? {
        guard decl.kind == .structDecl || decl.kind == .enumDecl, decl.firstChild(.inheritanceClause) == nil, decl.firstChild(.genericParameterClause) == nil,
              file.index.explicitIsolation(of: decl) == nil, graph.targetSettings(ofFile: file.unitIndex).defaultIsolation == .mainActor else { return nil }
        let members = decl.memberDeclarations.filter { !$0.kind.isTypeDeclaration }
        guard members.count >= 2 else { return nil }
        var read: [(name: String, evidence: IsolationEvidence)] = []
        for member in members {
            let location = DeclLocation(file: file.unitIndex, node: member.index)
            guard member.kind == .variableDecl, member.isStatic, member.isLet, let entry = file.index.declarations[location],
                  entry.member.isStored, entry.member.explicitIsolation == nil, !graph.isMainActor(.declaration(location)) else { return nil }
            if let evidence = constantReads[location], file.dataTypeMembersBecomingNonisolated[location] == nil { read.append((entry.member.name, evidence)) }
        }
        guard read.count >= 2, let edit = EditBuilders.addModifier("nonisolated", to: decl) else { return nil }
        let first = read[0], count = read.count
        let names = read.prefix(3).map { "'\($0.name)'" }.joined(separator: ", ") + (read.count > 3 ? " and \(read.count - 3) more" : "")
        return change(file, [edit], message: "make \(info.name) nonisolated: its constants \(names) are read off the main actor ('\(first.name)' \(first.evidence.summary))",
                      reason: "Swift 6: \(info.name) holds only Sendable static constants and is main-actor isolated by the module's default isolation (SE-0466), so each is main-actor wherever it is read, but \(count) of them are read off the main actor ('\(first.name)' \(graph.explain(first.evidence))): \"main actor-isolated static property '\(first.name)' can not be referenced from a nonisolated context\". `nonisolated` on the type (SE-0449) makes all its constants readable anywhere, as people write it for such namespaces; nothing runs anywhere else.",
                      at: decl.byteRange.lowerBound)
    }

    private func memberChange(_ member: SyntaxNode, file: FileContext, graph: IsolationGraph, constantReads: [DeclLocation: IsolationEvidence], changes: inout [Change]) {
        let location = DeclLocation(file: file.unitIndex, node: member.index)
        let name = member.name ?? member.bindings.first?.name ?? (member.kind == .initDecl ? "init" : "member")
        if let parameters = graph.mainActorParameters[location], let change = parameterChange(member, name: name, parameters: parameters, file: file, graph: graph) {
            changes.append(change)
        }
        if let evidence = graph.needsMainActor[location] {
            // A witness whose conformance becomes isolated (conformance-isolation writes it).
            let conformance = graph.isolatedConformanceWitnesses[location].map {
                " It witnesses a requirement of \($0), a nonisolated protocol: its conformance becomes isolated (`@MainActor \($0)`, SE-0470, written by conformance-isolation), usable where every value of its type is made, on the main actor (review the two together)."
            } ?? ""
            changes.append(change(file, [EditBuilders.addAttribute("@MainActor", to: member, style: file.style)],
                                  message: "mark '\(name)' @MainActor: it \(evidence.summary)",
                                  reason: "Swift 6: '\(name)' is nonisolated but synchronously \(graph.explain(evidence)); that is an error in a nonisolated context. Nothing uses '\(name)' off the main actor, so @MainActor fixes it without moving work between threads\(member.isAsync ? " (review: as an async function it now runs on the main actor instead of the global executor)" : "").\(conformance)",
                                  safety: member.isAsync || !conformance.isEmpty ? .review : .safe, at: member.byteRange.lowerBound))
        } else if let offMain = InferMainActor.offMainUse(of: location, file: file, graph: graph) {
            // Its type (or extension) becomes nonisolated with nonisolated-data-types.
            if file.dataTypeMembersBecomingNonisolated[location] != nil { return }
            let entry = file.index.declarations[location]
            let global = entry?.type == nil
            let isolated = entry?.member.explicitIsolation != nil ? "marked main-actor"
                : global ? "main-actor isolated by the module's default isolation (SE-0466)" : "main-actor isolated with its type"
            let diagnostic = offMain.diagnostic ?? (global ? "call to main actor-isolated global function … in a synchronous nonisolated context" : "main actor-isolated instance method … cannot be called from outside of the actor")
            // Main-actor code that other code calls off the main actor: `nonisolated` where it
            // touches no main-actor state, else a report.
            if graph.canBeNonisolated(location), let edit = EditBuilders.addModifier("nonisolated", to: member) {
                changes.append(change(file, [edit], message: "make '\(name)' nonisolated: it \(offMain.summary) and uses no main-actor state",
                                      reason: "Swift 6: '\(name)' is \(isolated), but it \(graph.explain(offMain)): \"\(diagnostic)\". It reads no main-actor state (only its parameters, constants and nonisolated code), so `nonisolated` lets it run \(offMain.diagnostic == nil ? "where it is called" : "without the main actor and its value be used anywhere"), as it did before.",
                                      at: member.byteRange.lowerBound))
            } else if !becomesIsolatedDeinit(offMain, file: file) {
                // (Called by a deinit that `isolated-deinit` makes isolated: that change fixes it.)
                changes.append(change(file, [], message: "'\(name)' is main-actor code but \(offMain.summary) (review)",
                                      reason: "Swift 6: '\(name)' is \(isolated), but it \(graph.explain(offMain)). It uses main-actor state (or members actorfix cannot see), so it cannot simply be nonisolated: \(offMain.hint ?? "call it with `await`, or hand the work to the main actor there").",
                                      safety: .review, at: member.byteRange.lowerBound))
            }
        } else if let read = constantReads[location], file.dataTypeMembersBecomingNonisolated[location] == nil,
                  let edit = EditBuilders.addModifier("nonisolated", to: member) {
            // (A member of a data type made nonisolated this round is nonisolated with it.)
            let owner = file.index.declarations[location]?.type.map(ProjectIndex.sourceName(ofKey:))
            let isolation = owner.map { "in the main-actor type \($0)" } ?? "declared at the top level, where default isolation (SE-0466) makes it main-actor"
            let scope = owner == nil || member.isStatic
                ? "As a \(owner == nil ? "global" : "static property") it is main-actor isolated wherever it is read"
                : "Its own module may read it from anywhere (SE-0434), other modules only from the main actor"
            let diagnostic = owner == nil ? "main actor-isolated let '\(name)' can not be referenced from a nonisolated context"
                : "main actor-isolated \(member.isStatic ? "static " : "")property '\(name)' can not be referenced from a nonisolated context"
            // A stored `var` of a struct is read so too (SE-0434); `nonisolated` suits it as well.
            let isConstant = file.index.declarations[location]?.member.isLet ?? true
            let what = isConstant ? "a constant of Sendable type" : "a stored property of Sendable type of a struct"
            let fix = isConstant ? "A Sendable `let` can be `nonisolated`" : "A Sendable stored property of a value type can be `nonisolated` (SE-0434)"
            changes.append(change(file, [edit], message: "make '\(name)' nonisolated: it \(read.summary)",
                                  reason: "Swift 6: '\(name)' is \(what) \(isolation). \(scope), and it \(graph.explain(read)): \"\(diagnostic)\". \(fix): every reader keeps working and nothing runs anywhere else.",
                                  at: member.byteRange.lowerBound))
        } else if let conflict = graph.conflicts[location] {
            changes.append(change(file, [], message: "'\(name)' needs the main actor but \(conflict.forbidden.summary) (review)",
                                  reason: "Swift 6: '\(name)' \(graph.explain(conflict.need)), but it \(graph.explain(conflict.forbidden)). @MainActor would move the error to that use. Hop explicitly (`await MainActor.run { … }`), or move the main-actor work out of '\(name)'.",
                                  safety: .review, at: member.byteRange.lowerBound))
        }
    }

    /// `@MainActor` on the plain function-typed parameters of a main-actor function that default
    /// values pass main-actor functions to (`FunctionValueArgument`): one change for all of them.
    private func parameterChange(_ function: SyntaxNode, name: String, parameters: [Int: IsolationEvidence], file: FileContext, graph: IsolationGraph) -> Change? {
        let nodes = function.parameterNodes
        var edits: [Edit] = []
        var names: [String] = []
        let ordered = parameters.sorted { $0.key < $1.key }
        for (position, _) in ordered {
            guard position < nodes.count, let type = nodes[position].parameterType,
                  let offset = EditBuilders.functionTypeAttributeOffset(in: type) else { return nil }
            edits.append(EditBuilders.functionTypeAttribute("@MainActor", at: offset, in: file.tree))
            names.append("'\(nodes[position].parameterLabelAndName?.name ?? "_")'")
        }
        guard let first = ordered.first?.value, !edits.isEmpty else { return nil }
        let list = names.count == 1 ? "parameter \(names[0])" : "parameters \(names.joined(separator: ", "))"
        let subject = names.count == 1 ? "it" : names[0]
        return change(file, edits, message: "mark \(list) of '\(name)' @MainActor: \(subject) \(first.summary)",
                      reason: "Swift 6: \(list) of '\(name)' \(graph.explain(first)). A main-actor method named as a value has a `@MainActor @Sendable` function type, and in a default value swiftc rejects converting it to the parameter's plain function type: \"converting function value of type '@MainActor @Sendable (…) -> …' to '(…) -> …' loses global actor 'MainActor'\". '\(name)' is main-actor, so it calls the closure on the main actor anyway, and may still pass it on to plain non-Sendable parameters there (SE-0434); callers that pass other closures keep compiling. Review: the signature changes for every caller.",
                      safety: .review, at: edits[0].range.lowerBound)
    }

    /// The use off the main actor of a main-actor member of a type (not a view's: the view rules
    /// decide those), or of a global function, that needs no `@MainActor` itself: the rule makes
    /// it `nonisolated` when it can be (`IsolationGraph.canBeNonisolated`), and reports it
    /// otherwise.
    static func offMainUse(of location: DeclLocation, file: FileContext, graph: IsolationGraph) -> IsolationEvidence? {
        guard graph.needsMainActor[location] == nil, let offMain = graph.offMainUses[location], let (typeName, _) = file.index.declarations[location],
              !(typeName.flatMap { file.index.types[$0] }.map(file.conformsToView) ?? false) else { return nil }
        return offMain
    }

    /// Whether the use is in a deinit that `isolated-deinit` makes `isolated deinit` this run:
    /// the rule is on, the target has Xcode 26, and the deinit is one it looks at
    /// (`IsolatedDeinit.mainActorClass`).
    private func becomesIsolatedDeinit(_ evidence: IsolationEvidence, file: FileContext) -> Bool {
        guard file.options.enabledRules.contains("isolated-deinit"), evidence.file < file.index.units.count else { return false }
        let context = file.context(ofFile: evidence.file)
        guard context.target.sdk >= .xcode26,
              let deinitDecl = context.tree.innermostNode(startingAt: evidence.offset)?.nearestAncestor(where: { $0 == .deinitDecl }) else { return false }
        return IsolatedDeinit.mainActorClass(of: deinitDecl, file: context) != nil
    }

    private func hasAsyncMembers(_ info: TypeInfo) -> Bool {
        info.members.contains { $0.isAsync && $0.explicitIsolation == nil }
    }
}
