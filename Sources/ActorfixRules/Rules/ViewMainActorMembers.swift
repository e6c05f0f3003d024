import ActorfixIndex
import ActorfixSyntax

/// Seeds 000/001 and SE-0401: members of a view that use main-actor APIs, in a view that is not
/// main-actor isolated.
public struct ViewMainActorMembers: Rule {
    public init() {}
    public let id = "view-main-actor-members"
    public let preparedReads = PreparedReads.isolationGraph
    public let summary = "@MainActor on view members that use main-actor APIs, or on the view (SE-0401, most members)"
    public let rationale = """
        Before the 2024 SDKs only `View.body` is @MainActor. A computed property or method of the view that \
        builds a main-actor-only view (PasteButton), uses a @StateObject/@ObservedObject/@EnvironmentObject \
        (their wrappedValue is @MainActor) or calls a main-actor function is an error in Swift 6: "call to \
        main actor-isolated initializer 'init(payloadType:onPasting:)' in a synchronous nonisolated context", \
        "main actor-isolated property 'store' can not be referenced from a nonisolated context". The compiler \
        offers a fix-it only for methods, never for computed properties. actorfix adds @MainActor to each such \
        member; when more than the configured share of the view's members need it (--member-threshold, \
        default 0.5), to the view instead. If the view was main-actor isolated in Swift 5 only because of such \
        a property wrapper (SE-0401 removed that inference in Swift 6), the view itself gets @MainActor, which \
        keeps exactly the Swift 5 behaviour. Views that state-main-actor-model annotates are left to it.
        """
    public let proposals = ["SE-0401", "SE-0316"]
    public let safety = Safety.safe
    public let example = RuleExample(
        before: "struct Toolbar: View {\n    var paste: some View { PasteButton(payloadType: String.self) { _ in } }\n    func title() -> String { \"Edit\" }\n    var body: some View { paste }\n}\n",
        after: "struct Toolbar: View {\n    @MainActor var paste: some View { PasteButton(payloadType: String.self) { _ in } }\n    func title() -> String { \"Edit\" }\n    var body: some View { paste }\n}\n")

    public func check(_ file: FileContext) -> [Change] {
        var changes: [Change] = []
        let annotatedByStateRule = Set(StateMainActorModel().check(file).map(\.offset))
        for decl in file.tree.nodes(ofKinds: .structDecl, .classDecl) {
            guard let info = file.typeInfo(of: decl), file.conformsToView(info) else { continue }
            // What the declaration itself says (`nonisolated`, a global actor) comes first: never a
            // second @MainActor.
            if file.index.explicitIsolation(of: decl) != nil { continue }
            if case .globalActor = file.index.isolation(ofType: info, settings: file.target).isolation { continue }
            // Agreement: a view whose @State default value needs the main actor is annotated by
            // state-main-actor-model; its members then need nothing.
            if annotatedByStateRule.contains(decl.byteRange.lowerBound) { continue }
            // Methods and computed properties other than `body`.
            let candidates = decl.memberDeclarations.filter { member in
                switch member.kind {
                case .funcDecl: return !member.isStatic
                case .variableDecl: return !member.isStatic && member.bindings.first.map { $0.isComputedBinding && $0.name != "body" } == true
                default: return false
                }
            }.filter { file.index.explicitIsolation(of: $0) == nil }
            // The project's isolation inference decides which members need the main actor: what
            // they use (main-actor SDK views, wrapped properties, main-actor code of the project)
            // and, transitively, the members that use those.
            let graph = file.isolationGraph
            let needing = candidates.compactMap { member -> (SyntaxNode, String)? in
                graph.needsMainActor[DeclLocation(file: file.unitIndex, node: member.index)].map { (member, $0.summary) }
            }
            guard !needing.isEmpty else { continue }
            let current = file.index.isolation(ofType: info, settings: file.settings)
            let wasInferred = current.isolation.isMainActor && current.reason.containsText("SE-0401")
            let share = Double(needing.count) / Double(candidates.count)
            let uses = needing.map { "\($0.0.name ?? "member") \($0.1)" }.joined(separator: ", ")
            if wasInferred || (candidates.count >= 2 && share > file.options.memberThreshold) {
                let why = wasInferred
                    ? "In Swift 5 mode \(info.name) was @MainActor because \(current.reason.lowercasedFirst); Swift 6 no longer infers it (SE-0401), and \(uses). Stating @MainActor keeps the Swift 5 behaviour."
                    : "\(needing.count) of its \(candidates.count) members \(needing.count == 1 ? "needs" : "need") the main actor (\(uses)), more than the threshold \(file.options.memberThreshold); @MainActor on the view is what the 2024 SDKs give every view."
                changes.append(change(file, file.markViewMainActor(decl),
                                      message: "mark \(info.name) @MainActor\(wasInferred ? ": Swift 5 inferred it from a property wrapper (SE-0401)" : ": most of its members use main-actor APIs")",
                                      reason: "Swift 6: \(info.name) is not main-actor isolated with the Xcode \(file.target.sdk.rawValue) SDK. \(why)",
                                      at: decl.byteRange.lowerBound))
                continue
            }
            for (member, use) in needing {
                changes.append(change(file, [EditBuilders.addAttribute("@MainActor", to: member, style: file.style)],
                                      message: "mark '\(member.name ?? member.bindings.first?.name ?? "member")' @MainActor: it \(use)",
                                      reason: "Swift 6: this member of \(info.name) runs in a nonisolated context (only `body` is @MainActor with the Xcode \(file.target.sdk.rawValue) SDK) but \(use). The compiler's fix-it covers methods only; @MainActor works for computed properties too.",
                                      at: member.byteRange.lowerBound))
            }
        }
        return changes
    }
}

extension String {
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
