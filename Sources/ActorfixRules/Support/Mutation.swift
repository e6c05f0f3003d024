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

    /// Whether calling `method` on a value of the written type may mutate it.
    func mayMutate(_ method: String, ofValueOfType written: String?, from context: String? = nil) -> Bool {
        guard let written else { return true }
        var base = ProjectIndex.stripGenerics(ProjectIndex.trimmingBlanks(written).replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: ""))
        // `typealias RSImage = NSImage` (NetNewsWire): the class it names.
        if index.lookupType(base, from: context, inFile: unitIndex) == nil, let aliased = index.typealiasTarget(base, from: context) {
            base = ProjectIndex.stripGenerics(ProjectIndex.trimmingBlanks(aliased))
        }
        if let info = index.lookupType(base, from: context, inFile: unitIndex) {
            switch info.kind {
            case .class, .actor: return false
            case .struct, .enum:
                let members = info.members(named: method).filter { $0.kind == .function }
                return members.isEmpty || members.contains { index.node($0.location).hasModifier("mutating") }
            case .protocol: return true
            }
        }
        if let fact = index.sdk.type(base, in: target.sdk), fact.kind == "class" { return false }
        // The standard library's collections and strings: only the methods known to mutate.
        if base.hasPrefix("[") || ["Array", "Set", "Dictionary", "String", "Substring", "ContiguousArray"].contains(base) {
            return ReferenceIndex.mutatingMethods.contains(method)
        }
        return true
    }
}
