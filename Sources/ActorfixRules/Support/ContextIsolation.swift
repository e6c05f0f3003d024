import ActorfixIndex
import ActorfixSyntax

extension FileContext {
    /// The isolation code at `node` runs with, under `settings`: the nearest closure that changes
    /// isolation (`ProjectIndex.closureIsolation`), else the enclosing member or global declaration.
    public func isolation(at node: SyntaxNode, settings: SwiftSettings) -> Isolation {
        var current: SyntaxNode? = node
        while let n = current {
            switch n.kind {
            case .closureExpr where n != node:
                switch index.closureIsolation(of: n, file: unitIndex, sdk: target.sdk) {
                case .globalActor(let name): return .globalActor(name)
                case .offActor: return .nonisolated
                case nil: break
                }
            case .funcDecl, .initDecl, .deinitDecl, .subscriptDecl, .variableDecl:
                let location = DeclLocation(file: unitIndex, node: n.index)
                // A local function (not a declaration of the index) that says how it runs.
                if n.kind == .funcDecl, index.member(at: location) == nil,
                   let context = DeclarationUse.localFunctionIsolation(n, globalActors: index.globalActors) {
                    if case .globalActor(let name) = context { return .globalActor(name) }
                    return .nonisolated
                }
                if let verdict = index.isolation(ofDeclarationAt: location, settings: settings) {
                    return verdict.isolation
                }
                // A member of an extension of another module's type.
                if let isolation = index.isolation(ofExternalMember: location, settings: settings) { return isolation }
            case .classDecl, .structDecl, .enumDecl, .actorDecl, .extensionDecl:
                if let name = typeName(of: n), let info = index.types[name] {
                    return index.isolation(ofType: info, settings: settings).isolation
                }
                // An extension of an SDK type (`extension NSApplication`): its own isolation, else
                // the type's, through its SDK superclasses.
                if n.kind == .extensionDecl {
                    if let own = index.explicitIsolation(of: n) { return own }
                    if let name = typeName(of: n), let actor = index.sdk.isolation(ofType: name, in: settings.sdk) { return .globalActor(actor) }
                }
                return .nonisolated
            default:
                break
            }
            current = n.parent
        }
        // Top-level code of `main.swift` runs on the main actor.
        if path.hasSuffix("main.swift") { return .mainActor }
        return settings.defaultIsolation == .mainActor ? .mainActor : .nonisolated
    }
}

extension FileContext {
    /// The SDK or project fact that makes this closure `@Sendable` (or `sending`), if any.
    public func sendableParameter(of closure: SyntaxNode) -> ClosureParameterFact? {
        index.sendableParameter(of: closure, file: unitIndex, sdk: target.sdk)
    }
}

extension FileContext {
    /// Whether the code at `node` (a file of the run) runs on the main actor once this round's
    /// `@MainActor` annotations of whole types are written (`IsolationGraph.assumedMainActorTypes`,
    /// only types `infer-main-actor` or `conformance-isolation` annotates this round): a member of
    /// such a type, or of its extensions, with no isolation of its own nor of its extension, and no
    /// closure between that runs elsewhere. A deinit stays nonisolated. Rules deciding a use's
    /// isolation ask this as well as `isolation(at:settings:)`, so that a use in a model the round
    /// makes `@MainActor` is decided as it will be in the next round.
    public func becomesMainActor(at node: SyntaxNode) -> Bool {
        let assumed = isolationGraph.assumedMainActorTypes
        guard !assumed.isEmpty else { return false }
        var current: SyntaxNode? = node
        while let n = current {
            switch n.kind {
            case .closureExpr where n != node:
                if index.closureIsolation(of: n, file: unitIndex, sdk: target.sdk) != nil { return false }
            case .deinitDecl:
                return false
            case .funcDecl, .initDecl, .subscriptDecl, .variableDecl:
                let location = DeclLocation(file: unitIndex, node: n.index)
                guard let (type, member) = index.declarations[location] else {
                    // A local function that says how it runs decides; else its enclosing
                    // declaration does.
                    if n.kind == .funcDecl, DeclarationUse.localFunctionIsolation(n, globalActors: index.globalActors) != nil { return false }
                    break
                }
                guard let type, assumed.contains(type), member.explicitIsolation == nil,
                      index.explicitIsolation(of: index.node(member.container)) == nil else { return false }
                return true
            case .classDecl, .structDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl:
                return false
            default:
                break
            }
            current = n.parent
        }
        return false
    }
}
