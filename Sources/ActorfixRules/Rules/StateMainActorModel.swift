import ActorfixIndex
import ActorfixSyntax

/// Seeds 000/001: `@State var model = Model()` with a `@MainActor` model in a view that is not
/// main-actor isolated (SDKs before 2024, or a view made nonisolated).
public struct StateMainActorModel: Rule {
    public init() {}
    public let id = "state-main-actor-model"
    public let summary = "Mark a view @MainActor when a @State default value needs the main actor"
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
        guard file.options.stateModelStrategy == "annotate-view" else { return [] }
        var changes: [Change] = []
        for i in file.tree.nodes.indices where file.tree.nodes[i].kind == .structDecl {
            let decl = file.tree.node(Int32(i))
            guard let name = file.typeName(of: decl), let info = file.index.types[name], conformsToView(info, file: file) else { continue }
            if case .globalActor = file.index.isolation(ofType: info, settings: file.target).isolation { continue }
            if decl.isNonisolated { continue }
            var culprits: [String] = []
            for member in info.members where member.kind == .variable && member.container == info.declaration
                && member.propertyWrappers.contains("State") {
                guard let binding = member.binding,
                      let value = file.index.node(DeclLocation(file: member.location.file, node: binding)).initializerExpression else { continue }
                if let callee = mainActorCall(in: value, file: file, context: name) { culprits.append("\(member.name) = \(callee)(…)") }
            }
            guard let first = culprits.first else { continue }
            let hasAsync = info.members.contains { $0.isAsync && $0.container == info.declaration }
            let reason = "Swift 6: \"main actor-isolated default value in a nonisolated context\" for @State var \(first) — \(info.name) is not main-actor isolated with the Xcode \(file.target.sdk.rawValue) SDK, and the compiler offers no fix. @MainActor on the view is what the 2024 SDKs give every view (SE-0316, SE-0411)."
                + (hasAsync ? " The view has async methods: they will run on the main actor; review them (rule view-async-nonisolated)." : "")
            changes.append(change(file, [EditBuilders.addAttribute("@MainActor", to: decl, style: file.style)],
                                  message: "mark \(info.name) @MainActor: @State default value\(culprits.count > 1 ? "s" : "") \(culprits.joined(separator: ", ")) need the main actor",
                                  reason: reason, safety: hasAsync ? .review : .safe, at: decl.byteRange.lowerBound))
        }
        return changes
    }

    /// A main-actor type's `init()` is isolated unless the compiler synthesizes it: a type of the
    /// run without an explicit initializer gets a nonisolated one (its stored properties' defaults
    /// permitting), so `Model()` is then fine anywhere.
    private func initializerIsIsolated(_ name: String, file: FileContext, context: String) -> Bool {
        guard let info = file.index.lookupType(name, from: context) else { return true } // SDK type
        let inits = info.members.filter { $0.kind == .initializer }
        if inits.isEmpty { return false }
        return !inits.contains { $0.explicitIsolation == .nonisolated }
    }

    private func conformsToView(_ info: TypeInfo, file: FileContext) -> Bool {
        info.inheritedOnDeclaration.contains { name in
            name == "View" || name == "SwiftUI.View" || file.index.lookupType(name, from: info.name).map {
                $0.kind == .protocol && $0.inheritedOnDeclaration.contains { $0 == "View" || $0 == "SwiftUI.View" }
            } == true
        }
    }

    /// The first call in an expression to an initializer of a main-actor type or to a main-actor
    /// function (a type of the run or an SDK type).
    private func mainActorCall(in expression: SyntaxNode, file: FileContext, context: String) -> String? {
        var found: String?
        expression.walk { node in
            guard found == nil, node.kind == .callExpr, let callee = node.firstChild else { return }
            switch callee.kind {
            case .declReference:
                guard let name = callee.name else { return }
                if name.first?.isUppercase == true {
                    if file.index.isMainActor(typeNamed: name, from: context, settings: file.target), initializerIsIsolated(name, file: file, context: context) {
                        found = name
                    }
                } else if let global = file.index.globals[name]?.first(where: { $0.kind == .function }),
                          file.index.isolation(ofGlobal: global, settings: file.target).isolation.isMainActor {
                    found = name
                }
            case .memberAccess:
                // `Model.make()` / `Model.init()` on a main-actor type.
                if let base = callee.firstChild, base.kind == .declReference, let typeName = base.name, typeName.first?.isUppercase == true,
                   file.index.isMainActor(typeNamed: typeName, from: context, settings: file.target) {
                    found = "\(typeName).\(callee.name ?? "")"
                }
            default:
                break
            }
        }
        return found
    }
}
