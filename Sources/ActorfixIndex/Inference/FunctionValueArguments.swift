import ActorfixSyntax

/// The parameter of a function of the run that a function value named in a default value is
/// passed to (`lazy var controller = Composer.compose(loader: makeLoader)`), and whether that
/// parameter takes a main-actor function already or could be given `@MainActor`.
///
/// A main-actor method named there has a `@MainActor @Sendable` function type, and swiftc 6.3.1
/// rejects converting it to the parameter's plain function type ("converting function value of
/// type '@MainActor @Sendable () -> Int' to '() -> Int' loses global actor 'MainActor'"; in a
/// method body, on the main actor, the same call compiles). When the function called is itself
/// main-actor, its parameter can say so (`loader: @MainActor @escaping () -> Int`, as
/// essential-feed's people wrote): its body calls the closure on the main actor anyway, and
/// passes it on to plain non-Sendable parameters there (SE-0434 lets a non-Sendable main-actor
/// function value lose its actor inside the actor).
public struct FunctionValueArgument: Sendable {
    /// The function called.
    public let callee: DeclLocation
    /// The parameter's position in the callee's parameter list.
    public let parameter: Int
    /// The parameter's type says `@MainActor` already: nothing is lost.
    public let takesMainActor: Bool
    /// The parameter's type is a plain function type (`@escaping` at most, optional or not) of a
    /// function that is not an override, not a protocol's, and not a witness of a requirement of
    /// that name: `@MainActor` can be written on it without breaking a signature it must match.
    public let canTakeMainActor: Bool
}

extension IsolationGraph {
    /// The argument `use` (a function value in a default value, `FunctionValue.converted`) is, and
    /// the parameter of a function of the run it is passed to: the callee is found among the
    /// same declaration's uses, in the call's callee expression.
    static func functionValueArgument(_ use: DeclarationUse, usesOfUser: [DeclarationUse], index: ProjectIndex) -> FunctionValueArgument? {
        let tree = index.units[use.file].tree
        var node = tree.innermostNode(startingAt: use.offset)
        // Up through a member access naming it (`self.load`) to the argument holding it.
        while let n = node, n.kind == .declReference || n.kind == .memberAccess, n.parent?.kind != .argument { node = n.parent }
        guard let argument = node?.parent, argument.kind == .argument, let list = argument.parent, list.kind == .argumentList,
              let call = list.parent, call.kind == .callExpr, let callee = call.firstChild, callee != list,
              let calleeName = callee.name else { return nil }
        let arguments = list.children(.argument)
        guard let position = arguments.firstIndex(of: argument) else { return nil }
        let calleeRange = callee.byteRange
        for candidate in usesOfUser where calleeRange.contains(candidate.offset) {
            guard case .declaration(let location) = candidate.target, let entry = index.declarations[location],
                  entry.member.kind == .function, entry.member.name == calleeName else { continue }
            let function = index.node(location)
            // The arguments bound to its parameters as a call's are (`CallArguments.bind`).
            guard let parameter = CallArguments(of: call).bind(to: index.callParameters(at: location))?[position],
                  let type = function.parameterNodes[parameter].parameterType else { return nil }
            let text = type.text
            let takesMainActor = type.children(.attribute).contains { $0.name == "MainActor" }
            let plain = text.contains("->") && type.children(.attribute).allSatisfy { $0.name == "escaping" }
                && !text.contains("@Sendable") && !text.contains("@MainActor") && !text.contains("@convention")
            let ownerIsProtocol = entry.type.flatMap { index.types[$0] }?.kind == .protocol
            let signatureIsFree = !function.hasModifier("override") && !ownerIsProtocol
                && !IsolationGraph.protocolRequirement(named: entry.member.name, of: entry.type, index: index) { $0.kind == .function }
            return FunctionValueArgument(callee: location, parameter: parameter, takesMainActor: takesMainActor, canTakeMainActor: plain && signatureIsFree)
        }
        return nil
    }
}
