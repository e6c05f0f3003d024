import ActorfixIndex
import ActorfixSyntax

/// SE-0461: with `NonisolatedNonsendingByDefault`, a nonisolated `async` function runs on its
/// caller's actor instead of the global executor; `@concurrent` keeps the old behaviour.
public struct ConcurrentForNonsending: Rule {
    public init() {}
    public let id = "concurrent-for-nonsending"
    public let preparedReads = PreparedReads.none
    public let summary = "Add @concurrent to nonisolated async functions when NonisolatedNonsendingByDefault is turned on"
    public let rationale = """
        Until Swift 6.2 a nonisolated async function always runs on the global executor, off any actor. \
        With the upcoming feature NonisolatedNonsendingByDefault (SE-0461, part of Xcode 26's approachable \
        concurrency) it runs on the caller's actor instead — a function called from the main actor then runs \
        on the main actor. When the feature is being turned on, actorfix keeps the old behaviour by marking \
        each nonisolated async function and method @concurrent (before its modifiers), like `swift package \
        migrate --to-feature NonisolatedNonsendingByDefault` but without needing a successful build, as a \
        reviewable diff, and also for functions in files that do not compile yet. Actor methods and \
        functions isolated to a global actor are left alone: the feature does not change them.
        """
    public let proposals = ["SE-0461", "SE-0338"]
    public let safety = Safety.safe
    public let example = RuleExample(
        before: "func fetchThumbnail() async -> Data { … }\n",
        after: "@concurrent func fetchThumbnail() async -> Data { … }\n")

    public func check(_ file: FileContext) -> [Change] {
        // Only while the feature is being turned on: once it is on, adding @concurrent would
        // change behaviour instead of keeping it.
        guard file.target.nonisolatedNonsendingByDefault, !file.settings.nonisolatedNonsendingByDefault else { return [] }
        var changes: [Change] = []
        for decl in file.tree.nodes(ofKinds: .funcDecl) {
            guard decl.isAsync, !decl.hasAttribute("concurrent") else { continue }
            let location = DeclLocation(file: file.unitIndex, node: decl.index)
            guard let (typeName, member) = file.index.declarations[location] else { continue } // local functions: not indexed
            let info = typeName.flatMap { file.index.types[$0] }
            if info?.kind == .protocol { continue } // requirements: the witnesses decide
            guard file.index.runsOnCallersActor(member, in: info, settings: file.target) else { continue }
            // `isolated` parameters make the function actor-isolated already.
            if decl.parameterNodes.contains(where: { $0.firstChild(.typeAnnotation)?.text.containsText("isolated ") == true }) { continue }
            // An instance method of a type that is not Sendable: @concurrent would send `self` off
            // its caller's actor, a region-isolation error at every isolated caller ("sending
            // 'self.account' risks causing data races"). Report instead.
            if let info, !member.isStatic, file.isSendable(info) != true {
                changes.append(change(file, [], message: "'\(decl.name ?? "")' will run on its caller's actor: @concurrent would send non-Sendable '\(info.name)' (review)",
                                      reason: "With NonisolatedNonsendingByDefault (SE-0461) this async method of \(info.name) runs on its caller's actor. @concurrent would keep it on the global executor, but then `self` (\(info.name) is not Sendable) crosses from the caller's actor: \"sending '…' risks causing data races\" at each isolated caller. Keep the new behaviour, or make \(info.name) Sendable or isolate it (@MainActor) where its callers live.",
                                      safety: .review, at: decl.byteRange.lowerBound))
                continue
            }
            changes.append(change(file, [EditBuilders.addAttribute("@concurrent", to: decl, style: file.style)],
                                  message: "keep '\(decl.name ?? "")' on the global executor with @concurrent",
                                  reason: "With NonisolatedNonsendingByDefault (SE-0461) this nonisolated async function would run on its caller's actor (for example the main actor) instead of the global executor. @concurrent keeps today's behaviour; remove it later where running on the caller's actor is what you want.",
                                  at: decl.byteRange.lowerBound))
        }
        return changes
    }
}
