import ActorfixIndex
import ActorfixSyntax

/// The classes of the run by inheritance, and what the compiler synthesizes for them: what the
/// rules about overridden initializers and deinitializers ask.
extension FileContext {
    /// The class of the run a class inherits from directly, if any.
    public func superclassOfRun(_ info: TypeInfo) -> TypeInfo? { index.superclassOfRun(info) }

    /// The classes of the run that inherit from `info` directly (by type key, once per round).
    public func directSubclasses(of info: TypeInfo) -> [TypeInfo] {
        let index = self.index
        let file = self
        let byBase = index.memo("direct subclasses") { () -> [String: [String]] in
            var found: [String: [String]] = [:]
            for key in index.sortedTypeKeys {
                guard let info = index.types[key], let superclass = file.superclassOfRun(info) else { continue }
                found[index.key(of: superclass), default: []].append(key)
            }
            return found
        }
        return (byBase[index.key(of: info)] ?? []).compactMap { index.types[$0] }
    }

    /// Whether a class has no superclass: nothing inherited, or only protocols (of the run or the
    /// SDK). A name actorfix knows nothing about may be another module's class: not a root.
    public func isRootClass(_ info: TypeInfo) -> Bool {
        guard info.kind == .class else { return false }
        guard let first = info.inheritedOnDeclaration.first else { return true }
        if let type = index.lookupType(first, from: info.name, inFile: info.declaration.file) { return type.kind == .protocol }
        return first == "AnyObject" || NonisolatedSDKExtensions.isProtocol(first, index: index, sdk: target.sdk)
    }

    /// Whether the compiler gives the class an `init()`: it declares no initializer of its own
    /// (a class's extensions declare only convenience ones) and every stored property has an
    /// initial value or is an optional `var` without a wrapper.
    public func hasImplicitInit(_ info: TypeInfo) -> Bool {
        guard info.kind == .class, !info.members.contains(where: { $0.kind == .initializer && $0.container == info.declaration }) else { return false }
        return info.members.allSatisfy { member in
            guard member.kind == .variable, member.isStored, !member.isStatic else { return true }
            if member.initialValue != nil { return true }
            // A wrapped property without a value may have no default (`@Published var count: Int`).
            return !member.isLet && member.propertyWrappers.isEmpty && (member.declaredType.map { $0.hasSuffix("?") || $0.hasSuffix("!") } ?? false)
        }
    }

    /// Whether the module of a file of the run takes default main-actor isolation (SE-0466)
    /// under the settings migrated to.
    public func takesDefaultMainActor(file: Int) -> Bool {
        context(ofFile: file).target.defaultIsolation == .mainActor
    }
}
