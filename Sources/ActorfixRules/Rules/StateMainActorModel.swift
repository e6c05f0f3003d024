import ActorfixIndex
import ActorfixSyntax

/// Seeds 000/001: `@State var model = Model()` with a `@MainActor` model in a view that is not
/// main-actor isolated (SDKs before 2024, or a view made nonisolated).
public struct StateMainActorModel: Rule {
    public init() {}
    public let id = "state-main-actor-model"
    public let preparedReads = PreparedReads.none
    public let summary = "Mark a view @MainActor when a @State, @StateObject or @ObservedObject default value needs the main actor"
    public let rationale = """
        Before the 2024 SDKs only `View.body` was @MainActor, so a view's stored-property default values are \
        evaluated in a nonisolated context. `@State private var model = Model()` with a @MainActor model (or any \
        default value that calls a main-actor initializer or function) is then an error in Swift 6: "main \
        actor-isolated default value in a nonisolated context", and the compiler offers no fix. Marking the \
        view @MainActor is what the 2024 SDKs do for every view, so SwiftUI uses it exactly as before. \
        Views with async methods are marked for review, because those methods then run on the main actor \
        (see view-async-nonisolated). SE-0316 (global actors), SE-0411 (isolated default values).
        """
    public let proposals = ["SE-0316", "SE-0411", "SE-0401"]
    public let safety = Safety.safe
    public let example = RuleExample(
        before: "struct ContentView: View {\n    @State private var model = Model() // Model is @MainActor\n    var body: some View { Text(model.title) }\n}\n",
        after: "@MainActor\nstruct ContentView: View {\n    @State private var model = Model() // Model is @MainActor\n    var body: some View { Text(model.title) }\n}\n")

    public func check(_ file: FileContext) -> [Change] {
        // view-main-actor-members and the MainActorView style ask for the same answer: compute it once.
        file.index.memo("state-main-actor-model \(file.unitIndex) \(file.options.stateModelStrategy) \(file.options.viewStyle)") {
            changes(file)
        }
    }

    /// Wrappers whose default value is evaluated with the view's stored properties.
    static let viewStateWrappers: Set<String> = ["State", "StateObject", "ObservedObject"]

    private func changes(_ file: FileContext) -> [Change] {
        let stateObject = file.options.stateModelStrategy == "state-object"
        var changes: [Change] = []
        for decl in file.tree.nodes(ofKinds: .structDecl) {
            guard let info = file.typeInfo(of: decl), file.conformsToView(info) else { continue }
            if case .globalActor = file.index.isolation(ofType: info, settings: file.target).isolation { continue }
            if decl.isNonisolated { continue }
            var culprits: [String] = []
            // @StateObject's and @ObservedObject's default values are evaluated there too (SE-0411).
            var wrappers: [String] = []
            for member in info.members where member.kind == .variable && member.container == info.declaration {
                guard let wrapper = member.propertyWrappers.first(where: { StateMainActorModel.viewStateWrappers.contains($0) }),
                      let binding = member.binding,
                      let value = file.index.node(DeclLocation(file: member.location.file, node: binding)).initializerExpression else { continue }
                if let callee = file.mainActorCall(in: value, context: info.name) {
                    culprits.append("\(member.name) = \(callee)(…)")
                    if !wrappers.contains(wrapper) { wrappers.append(wrapper) }
                }
            }
            let wrapperText = wrappers.map { "@\($0)" }.joined(separator: "/")
            guard let first = culprits.first else { continue }
            let hasAsync = info.members.contains { $0.isAsync && $0.container == info.declaration }
            let reason = "Swift 6: \"main actor-isolated default value in a nonisolated context\" for \(wrapperText) var \(first) — \(info.name) is not main-actor isolated with the Xcode \(file.target.sdk.rawValue) SDK, and the compiler offers no fix. @MainActor on the view is what the 2024 SDKs give every view (SE-0316, SE-0411)."
                + (hasAsync ? " The view has async methods: they will run on the main actor; review them (rule view-async-nonisolated)." : "")
            if stateObject {
                // Seed 000's alternative no longer compiles in Swift 6: checked with 6.3.1, a
                // @StateObject's default value is evaluated in the same nonisolated context (SE-0411).
                changes.append(change(file, [], message: "--state-model state-object cannot fix \(info.name) in Swift 6 (review)",
                                      reason: reason + " The state-object strategy (`@StateObject var \(first)` with an ObservableObject model) compiled in Swift 5 but not in Swift 6: the @StateObject default value is evaluated in the same nonisolated context and fails with the same error (SE-0411). Use the default strategy, annotate-view.",
                                      safety: .review, at: decl.byteRange.lowerBound))
                continue
            }
            changes.append(change(file, file.markViewMainActor(decl),
                                  message: "mark \(info.name) @MainActor: \(wrapperText) default value\(culprits.count > 1 ? "s" : "") \(culprits.joined(separator: ", ")) need\(culprits.count > 1 ? "" : "s") the main actor",
                                  reason: reason, safety: hasAsync ? .review : .safe, at: decl.byteRange.lowerBound))
        }
        return changes
    }

}
