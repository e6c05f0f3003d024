import ActorfixIndex
import ActorfixSyntax

/// What in an expression needs the main actor: shared by the SwiftUI view rules so that they
/// agree on what "uses main-actor state" means.
extension FileContext {
    /// Whether a type conforms, on its declaration, to `View` (directly or through a protocol of the run).
    public func conformsToView(_ info: TypeInfo) -> Bool {
        info.inheritedOnDeclaration.contains { name in
            name == "View" || name == "SwiftUI.View" || index.lookupType(name, from: info.name, inFile: info.declaration.file).map {
                $0.kind == .protocol && $0.inheritedOnDeclaration.contains { $0 == "View" || $0 == "SwiftUI.View" }
            } == true
        }
    }

    /// The first call in an expression to an isolated initializer of a main-actor type or to a
    /// main-actor function (a type of the run or an SDK type), described for messages.
    /// - Parameter becomesNonisolated: a main-actor global function of the run that a change of
    ///   the round makes nonisolated (`infer-main-actor`'s pure functions) is not counted.
    public func mainActorCall(in expression: SyntaxNode, context: String, becomesNonisolated: (MemberInfo) -> Bool = { _ in false }) -> String? {
        var found: String?
        expression.walk { node in
            guard found == nil, node.kind == .callExpr, let callee = node.firstChild else { return }
            switch callee.kind {
            case .declReference:
                guard let name = callee.name else { return }
                if name.startsUppercase {
                    if index.isMainActor(typeNamed: name, from: context, settings: target), initializerIsIsolated(name, context: context) {
                        found = name
                    }
                } else if let global = index.globals[name]?.first(where: { $0.kind == .function && isVisibleGlobal($0) }),
                          index.isolation(ofGlobal: global, settings: target).isolation.isMainActor, !becomesNonisolated(global) {
                    found = name
                }
            case .memberAccess:
                // `Model.make()` / `Model.init()` on a main-actor type.
                if let base = callee.firstChild, base.kind == .declReference, let typeName = base.name, typeName.startsUppercase,
                   index.isMainActor(typeNamed: typeName, from: context, settings: target) {
                    found = "\(typeName).\(callee.name ?? "")"
                }
            default:
                break
            }
        }
        return found
    }

    /// Whether this file sees a global of the run: its own module's, or one of a module it imports
    /// (swift-nio's `precondition(…)` is the standard library's, not SwiftSyntax's).
    func isVisibleGlobal(_ global: MemberInfo) -> Bool {
        index.isVisible(global.location, fromFile: unitIndex, importing: tree.importedModules)
    }

    /// Whether `Name()` calls an isolated initializer (see `ProjectIndex.initializerIsIsolated`).
    public func initializerIsIsolated(_ name: String, context: String) -> Bool {
        guard let info = index.lookupType(name, from: context) else { return true } // SDK type
        return index.initializerIsIsolated(info)
    }

    /// The first use of main-actor state in a member of `info`: a main-actor call, or a property
    /// whose wrapper's `wrappedValue` is main-actor isolated (`@StateObject var store`).
    public func mainActorUse(in member: SyntaxNode, of info: TypeInfo) -> String? {
        if let call = mainActorCall(in: member, context: info.name) { return "\(call)(…)" }
        let wrapped = Set(info.members.filter { property in
            property.kind == .variable && property.propertyWrappers.contains { index.wrapperIsolation($0, settings: target) == "MainActor" }
        }.map(\.name))
        guard !wrapped.isEmpty else { return nil }
        var found: String?
        member.walk { node in
            guard found == nil, let name = node.name, wrapped.contains(name) else { return }
            if node.kind == .declReference, node.parent?.kind != .memberAccess || node.parent?.firstChild == node { found = name }
            if node.kind == .memberAccess, node.firstChild?.mainToken.map({ tree.tokens[Int($0)].keyword == .self }) == true { found = name }
        }
        return found
    }
}
