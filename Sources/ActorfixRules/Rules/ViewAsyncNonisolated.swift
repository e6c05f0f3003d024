import ActorfixIndex
import ActorfixSyntax

/// Seed 000, last section: with the 2024 SDKs a view is @MainActor, so its async methods run on
/// the main actor where they used to run on the global executor.
public struct ViewAsyncNonisolated: Rule {
    public init() {}
    public let id = "view-async-nonisolated"
    public let preparedReads = PreparedReads.none
    public let summary = "Keep async view methods that touch no view state off the main actor (nonisolated)"
    public let rationale = """
        Since the 2024 SDKs `View` is @MainActor, so every method of a view is main-actor isolated — including \
        async methods that used to run on the global executor. Work that touches no view state \
        (decoding, file or network I/O) then runs on the main actor. actorfix marks such methods `nonisolated` \
        to keep the old behaviour, and with NonisolatedNonsendingByDefault (SE-0461) also `@concurrent`, since \
        a nonisolated async function would otherwise run on its caller's actor. Methods that read or write \
        the view's state, call its other members or call main-actor APIs are left alone. Marked for review: it \
        changes where code runs back to what it was.
        """
    public let proposals = ["SE-0316", "SE-0338", "SE-0461"]
    public let safety = Safety.review
    public let example = RuleExample(
        before: "struct Feed: View {\n    func decode(_ data: Data) async -> [Item] { … }\n}\n",
        after: "struct Feed: View {\n    nonisolated func decode(_ data: Data) async -> [Item] { … }\n}\n")

    public func check(_ file: FileContext) -> [Change] {
        guard file.target.sdk >= .xcode16 else { return [] }
        var changes: [Change] = []
        for decl in file.tree.nodes(ofKinds: .structDecl) {
            guard let info = file.typeInfo(of: decl), file.conformsToView(info),
                  file.index.isolation(ofType: info, settings: file.target).isolation.isMainActor else { continue }
            let memberNames = Set(info.members.map(\.name))
            for member in decl.memberDeclarations where member.kind == .funcDecl && member.isAsync {
                guard file.index.explicitIsolation(of: member) == nil, !member.hasAttribute("concurrent") else { continue }
                guard !usesViewState(member, memberNames: memberNames, info: info, file: file) else { continue }
                var edits: [Edit] = []
                if file.target.nonisolatedNonsendingByDefault {
                    edits.append(EditBuilders.addAttribute("@concurrent", to: member, style: file.style))
                }
                if let modifier = EditBuilders.addModifier("nonisolated", to: member) { edits.append(modifier) }
                let name = member.name ?? "method"
                changes.append(change(file, edits,
                                      message: "keep '\(name)' off the main actor: it touches no view state",
                                      reason: "\(info.name) is @MainActor with the Xcode \(file.target.sdk.rawValue) SDK, so '\(name)' now runs on the main actor; before the 2024 SDKs it ran on the global executor. It uses none of the view's state, so `nonisolated`\(file.target.nonisolatedNonsendingByDefault ? " (with @concurrent, because of NonisolatedNonsendingByDefault)" : "") restores that without other changes. Review: if it should run on the main actor, ignore this change.",
                                      at: member.byteRange.lowerBound))
            }
        }
        return changes
    }

    /// Uses of the view's members (or `self`) or of main-actor APIs.
    private func usesViewState(_ member: SyntaxNode, memberNames: Set<String>, info: TypeInfo, file: FileContext) -> Bool {
        if file.mainActorUse(in: member, of: info) != nil { return true }
        let locals = Set(member.parameterNodes.compactMap { $0.parameterLabelAndName?.name })
        var uses = false
        member.walk { node in
            guard !uses else { return }
            if node.kind == .declReference, let token = node.mainToken {
                if file.tree.tokens[Int(token)].keyword == .self { uses = true; return }
                if let name = node.name, memberNames.contains(name), !locals.contains(name),
                   node.parent?.kind != .memberAccess || node.parent?.firstChild == node {
                    uses = true
                }
            }
        }
        return uses
    }
}
