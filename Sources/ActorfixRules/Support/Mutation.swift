import ActorfixIndex
import ActorfixSyntax

extension FileContext {
    /// Whether a reference (`x`, `self.x`) assigns or may mutate the value it names: `x = …`,
    /// `x += …`, `&x`, `x.append(…)`, or a call of a method that may mutate a value of
    /// `valueType`: a `mutating func` of a project value type, or any method of a value type
    /// actorfix does not describe. A capture (`[buf]`, `[state]`) of such a value would make the
    /// call fail ("cannot use mutating member on immutable value") or mutate a copy: swift-nio's
    /// `buf.write { … }` and `self.state.responseComplete()`.
    func mayMutate(reference: SyntaxNode, valueType: String?, from context: String? = nil) -> Bool {
        if ReferenceIndex.isWritten(reference) { return true }
        guard let access = reference.parent, access.kind == .memberAccess, access.firstChild == reference, let method = access.name,
              let call = access.parent, call.kind == .callExpr, call.firstChild == access else { return false }
        return mayMutate(method, ofValueOfType: valueType, from: context)
    }

    /// Whether a write of a reference (`shared.count += 1`, `cache[key] = value`,
    /// `formatter?.locale = …`) assigns the variable itself: not when it goes through a member or
    /// subscript of a class instance, whose variable keeps the same object.
    func writesVariable(reference: SyntaxNode, valueType: String?, from context: String? = nil) -> Bool {
        var base = reference
        while let parent = base.parent, parent.firstChild == base, parent.kind == .postfixExpr { base = parent }
        guard let parent = base.parent, parent.firstChild == base, parent.kind == .memberAccess || parent.kind == .subscriptExpr else { return true }
        return !isReferenceType(valueType, from: context)
    }

    /// Whether the written type is a class or an actor of the run or a class of the SDK.
    func isReferenceType(_ written: String?, from context: String? = nil) -> Bool {
        guard let base = mutationBase(written, from: context) else { return false }
        if let info = index.lookupType(base, from: context, inFile: unitIndex) { return info.kind == .class || info.kind == .actor }
        return index.sdk.type(base, in: target.sdk)?.kind == "class"
    }

    /// The type name a mutation question is about: without optionals and generic arguments, and
    /// through a typealias of a type the run does not declare (`typealias RSImage = NSImage`,
    /// NetNewsWire: the class it names).
    private func mutationBase(_ written: String?, from context: String?) -> String? {
        guard let written else { return nil }
        let base = ProjectIndex.stripGenerics(ProjectIndex.trimmingBlanks(written).replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: ""))
        if index.lookupType(base, from: context, inFile: unitIndex) == nil, let aliased = index.typealiasTarget(base, from: context) {
            return ProjectIndex.stripGenerics(ProjectIndex.trimmingBlanks(aliased))
        }
        return base
    }

    /// Whether calling `method` on a value of the written type may mutate it.
    func mayMutate(_ method: String, ofValueOfType written: String?, from context: String? = nil) -> Bool {
        guard let base = mutationBase(written, from: context) else { return true }
        if let info = index.lookupType(base, from: context, inFile: unitIndex) {
            switch info.kind {
            case .class, .actor: return false
            case .struct, .enum:
                let members = info.members(named: method).filter { $0.kind == .function }
                return members.isEmpty || members.contains { index.node($0.location).hasModifier("mutating") }
            case .protocol: return true
            }
        }
        if let fact = index.sdk.type(base, in: target.sdk) {
            if fact.kind == "class" { return false }
            if let mutating = fact.mutatingMembers { return mutating.contains(method) }
        }
        // The standard library's collections and strings: only the methods known to mutate.
        if base.hasPrefix("[") || ["Array", "Set", "Dictionary", "String", "Substring", "ContiguousArray"].contains(base) {
            return ReferenceIndex.mutatingMethods.contains(method)
        }
        return true
    }
}
