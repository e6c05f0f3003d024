import ActorfixIndex
import ActorfixSyntax

/// What a `@Sendable` closure uses of the function that creates it: local variables, local
/// constants and local functions, as the compiler checks them ("mutation of captured var",
/// "reference to captured var", "capture of 'x' with non-Sendable type", "concurrently-executed
/// local function must be marked as '@Sendable'").
struct LocalCaptures {
    /// Local `var`s the closure only reads and nobody writes after it is created: capturing them
    /// (`[limit]`) keeps the value the closure would have seen.
    var capturable: [String] = []
    /// Local functions the closure calls that use no local `var`: they can be `@Sendable`.
    var sendableFunctions: [SyntaxNode] = []
    /// Local constants of non-Sendable types made for the closure: constructed in the function
    /// and used only inside it (SwiftCLI's `let readStream = ReadHandleStream(…)` read by a
    /// `queue.async` loop). `nonisolated(unsafe)` hands them over (their variable declarations).
    var handedOver: [SyntaxNode] = []
    /// What a person must decide, one sentence each.
    var problems: [String] = []

    var isEmpty: Bool { capturable.isEmpty && sendableFunctions.isEmpty && handedOver.isEmpty && problems.isEmpty }
}

extension FileContext {
    /// - Parameter sending: the closure is passed as `sending`, not `@Sendable` (SE-0430): the
    ///   local functions it calls need nothing (swiftc 6.3.1 accepts a plain local function in
    ///   `group.addTask { await helper() }`).
    func localCaptures(of closure: SyntaxNode, sending: Bool = false, tables: FunctionLocals.Cache = FunctionLocals.Cache()) -> LocalCaptures {
        var result = LocalCaptures()
        guard let function = closure.nearestAncestor(where: { $0.isFunctionLike }) else { return result }
        let locals = tables.locals(of: function)
        let closureRange = closure.byteRange
        // Declarations of the function visible at the closure: before it, in a block around it,
        // not inside another closure or local function; the last of a name wins. Looked up by
        // the names the closure uses: listing every visible one per closure cost the square of
        // their number in a function declaring thousands of locals, each captured by a closure.
        func visible(_ node: SyntaxNode) -> Bool {
            guard node.byteRange.upperBound <= closureRange.lowerBound, let block = node.parent else { return false }
            return block.byteRange.lowerBound <= closureRange.lowerBound && closureRange.upperBound <= block.byteRange.upperBound
        }
        func variable(_ name: String) -> (isLet: Bool, binding: SyntaxNode, element: Int?)? {
            (locals.variables[name] ?? []).last { visible($0.declaration) }.map { ($0.declaration.isLet, $0.binding, $0.element) }
        }
        // A name a tuple pattern binds has its element's type (PromiseKit's `let (rg, seal) =
        // Promise<Void>.pending()`, `-> (promise: Promise<T>, resolver: Resolver<T>)`).
        func writtenType(_ local: (isLet: Bool, binding: SyntaxNode, element: Int?)) -> String? {
            guard let element = local.element else { return writtenType(local.binding) }
            guard let tuple = writtenType(local.binding), let elements = tupleTypeElements(tuple), element < elements.count else { return nil }
            return local.binding.typeAnnotationType == nil ? specialized(elements[element].type, by: local.binding.initializerExpression) : elements[element].type
        }
        // A generic type's static method's result as the call names the type (`Promise<Void>
        // .pending()`: its `Resolver<T>` is `Resolver<Void>`, as the compiler says it).
        func specialized(_ type: String, by value: SyntaxNode?) -> String {
            guard let callee = value?.kind == .callExpr ? value?.firstChild : nil, callee.kind == .memberAccess,
                  let base = callee.firstChild, base.kind == .declReference, let name = base.name,
                  let arguments = base.firstChild(.genericArgumentClause)?.children(.type).map(\.text),
                  let parameters = index.lookupType(name, inFile: unitIndex)?.genericParameters, parameters.count == arguments.count else { return type }
            let substitution = Dictionary(zip(parameters, arguments), uniquingKeysWith: { first, _ in first })
            var result = "", word = ""
            for character in type + " " {
                if character.isLetter || character.isNumber || character == "_" { word.append(character); continue }
                result += substitution[word] ?? word
                word = ""
                result.append(character)
            }
            return String(result.dropLast())
        }
        func parameterType(_ name: String) -> String? {
            function.parameterNodes.first { $0.parameterLabelAndName?.name == name }?.parameterType?.text
        }
        func writtenType(_ binding: SyntaxNode) -> String? {
            if let written = binding.typeAnnotationType?.text ?? binding.initializerExpression.flatMap({ inferredType(of: $0) }) { return written }
            // `var image = image`: a copy of a parameter has its type.
            guard let value = binding.initializerExpression, value.kind == .declReference, let source = value.name else { return nil }
            return parameterType(source)
        }
        func localFunction(_ name: String) -> SyntaxNode? { (locals.functions[name] ?? []).last(where: visible) }
        // The element type of the collection a `for name in …` loop of the function around the
        // closure iterates (SwiftyBeaver's `for dest in destinations`, a `Set<BaseDestination>`),
        // or a dictionary's key or value type for `for (id, dest) in …`: a local, a parameter or
        // a property of the enclosing type, bare or through `self`.
        func loopVariableType(_ name: String) -> String? {
            var node = closure.parent
            while let current = node, current.index != function.index {
                node = current.parent
                guard current.kind == .forStmt, let pattern = current.firstChild, pattern.kind == .pattern,
                      let body = current.firstChild(.codeBlock), body.byteRange.contains(closureRange.lowerBound) else { continue }
                // The names it binds by position (`dest`, `(id, dest)`); a pattern actorfix does not
                // read (`var x: T`, a nested tuple) may bind the name: no type.
                guard let names = pattern.tokenRange.count == 1 ? [pattern.name] : ProjectIndex.flatTupleNames(of: pattern) else { return nil }
                // A nearer loop binding other names: an outer one may bind this one.
                guard let position = names.firstIndex(of: name) else { continue }
                guard let next = pattern.nextSibling else { return nil }
                let (sequence, view) = ProjectIndex.iteratedCollection(next)
                let written: String?
                switch sequence.kind {
                case .declReference:
                    guard let collection = sequence.name else { return nil }
                    written = variable(collection).flatMap { writtenType($0) } ?? parameterType(collection) ?? propertyType(collection)
                case .memberAccess where sequence.firstChild.map({ $0.kind == .declReference && $0.name == "self" }) == true:
                    written = sequence.name.flatMap(propertyType)
                default:
                    written = nil
                }
                return written.flatMap { ProjectIndex.iteratedBindings(ofCollectionType: $0, view: view, names: names.count)?[position] } ?? nil
            }
            return nil
        }
        func propertyType(_ name: String) -> String? {
            guard let declaration = function.nearestAncestor(where: { $0.isTypeDeclaration }), let info = typeInfo(of: declaration),
                  let property = info.members(named: name).first(where: { $0.kind == .variable }) else { return nil }
            return valueType(of: property)
        }
        // Names the closure declares itself (parameters, capture items, its own locals).
        var inner = Set<String>()
        closure.walk { node in
            switch node.kind {
            case .closureParameter, .pattern, .patternBinding, .captureItem: if let name = node.name { inner.insert(name) }
            default: break
            }
        }
        let inLoop = closure.nearestAncestor(where: { $0 == .forStmt || $0 == .whileStmt || $0 == .repeatStmt || $0.isFunctionLike })
            .map { $0.kind != function.kind || $0.index != function.index } ?? false
        var seen = Set<String>()
        closure.walk { node in
            guard node.kind == .declReference, let name = node.name, !inner.contains(name), !seen.contains(name) else { return }
            if let parent = node.parent, parent.kind == .memberAccess, parent.firstChild?.index != node.index { return }
            if let local = variable(name) {
                seen.insert(name)
                if !local.isLet {
                    if closureWrites(name, in: closure, type: writtenType(local)) {
                        result.problems.append("it mutates the captured var '\(name)' (\"mutation of captured var '\(name)' in concurrently-executing code\"): use a lock, an actor or a Mutex, or return the value instead")
                    } else if inLoop || locals.isWritten(name, from: closureRange.upperBound) || locals.isWrittenInAnotherClosure(name, than: closure) {
                        result.problems.append("it reads the var '\(name)', which changes after the closure is made, so a copy would not see it (\"reference to captured var '\(name)' in concurrently-executing code\")")
                    } else {
                        result.capturable.append(name)
                    }
                } else if let type = writtenType(local), isSendable(typeNamed: type) == false,
                          let declaration = local.binding.parent, !declaration.isNonisolated {
                    if isHandedOver(name, declaration: declaration, to: closure, references: locals.references[name] ?? []) {
                        result.handedOver.append(declaration)
                    } else {
                        result.problems.append("it captures '\(name)' of non-Sendable type '\(type)'")
                    }
                }
            } else if !sending, locals.variables[name] == nil, localFunction(name) == nil, let type = loopVariableType(name),
                      isSendable(typeNamed: type) == false {
                seen.insert(name)
                result.problems.append("it captures the loop variable '\(name)' of non-Sendable type '\(type)' (\"capture of '\(name)' with non-Sendable type '\(type)' in a '@Sendable' closure\"): copy the Sendable values it needs before the closure, or make \(type) Sendable if it can be")
            } else if !sending, locals.variables[name] == nil, localFunction(name) == nil,
                      let type = parameterType(name), !type.contains("->"), isSendable(typeNamed: type) == false {
                // A parameter of a type known not to be Sendable (SwiftyBeaver's `context: Any?`);
                // a function-typed one is `sendable-closure-types`' (it becomes `@Sendable`).
                seen.insert(name)
                result.problems.append("it captures the parameter '\(name)' of non-Sendable type '\(type)' (\"capture of '\(name)' with non-Sendable type '\(type)' in a '@Sendable' closure\"): copy the Sendable values it needs first, or hand it over with `nonisolated(unsafe) let \(name) = \(name)` before the closure if nothing else uses it meanwhile")
            } else if !sending, let helper = localFunction(name), !helper.hasAttribute("Sendable") {
                seen.insert(name)
                let usesVariable = helper.descendants(.declReference).contains { variable($0.name ?? "")?.isLet == false }
                // What it captures of the function must be Sendable too (Then's tests: `loopState`
                // captures `let p = Promise<String>()`; `@Sendable` on it moved the error there).
                let nonSendable = helper.descendants(.declReference).lazy.compactMap { reference -> (String, String)? in
                    guard let captured = reference.name, let local = variable(captured), local.isLet, let type = writtenType(local),
                          self.isSendable(typeNamed: type) == false else { return nil }
                    return (captured, type)
                }.first
                if usesVariable {
                    result.problems.append("it calls the local function '\(name)', which uses a local var and so cannot be @Sendable")
                } else if let (captured, type) = nonSendable {
                    result.problems.append("it calls the local function '\(name)', which captures '\(captured)' of non-Sendable type '\(type)' and so cannot be @Sendable")
                } else if case .globalActor(let actor) = isolation(at: function, settings: target), !usesOnlyItsOwnNames(helper, in: function, locals: locals) {
                    // A local function of global-actor code runs there; `@Sendable` would take it
                    // off the actor ("main actor-isolated property … can not be mutated from a
                    // Sendable function": MarkerData's `extractAndUpdateProgress`).
                    result.problems.append("it calls the local function '\(name)', which runs on @\(actor) with its enclosing function and so cannot simply be @Sendable (\"concurrently-executed local function '\(name)' must be marked as '@Sendable'\"): call it through `await` in a Task, or make it a nonisolated function of its own")
                } else {
                    result.sendableFunctions.append(helper)
                }
            }
        }
        return result
    }

    /// Whether a local constant is made for the closure alone: a single binding constructed
    /// there (`let stream = Stream(…)`, a value nothing else holds yet), every later reference to
    /// its name inside the closure, and no loop around the closure that the constant is outside
    /// of (each closure of a loop would share it).
    private func isHandedOver(_ name: String, declaration: SyntaxNode, to closure: SyntaxNode, references: [SyntaxNode]) -> Bool {
        guard declaration.kind == .variableDecl, declaration.children(.patternBinding).count == 1,
              let value = declaration.firstChild(.patternBinding)?.initializerExpression, value.kind == .callExpr,
              let callee = value.firstChild, callee.kind == .declReference, callee.name?.startsUppercase == true else { return false }
        let start = declaration.byteRange.upperBound, inside = closure.byteRange
        for reference in references {
            let offset = reference.byteRange.lowerBound
            if offset >= start && !inside.contains(offset) { return false }
        }
        if let loop = closure.nearestAncestor(where: { $0 == .forStmt || $0 == .whileStmt || $0 == .repeatStmt || $0.isFunctionLike }),
           !loop.kind.isFunctionLike, !loop.byteRange.contains(declaration.byteRange.lowerBound) {
            return false
        }
        return true
    }

    /// Whether a local function reads nothing of its enclosing type's: every bare name it uses is
    /// its own (parameters, locals), its enclosing function's, or a type's; no `self`. Such a
    /// function of main-actor code can be `@Sendable` (NetNewsWire's `makeStats`), which takes it
    /// off the actor; one that may touch the actor's state cannot.
    private func usesOnlyItsOwnNames(_ helper: SyntaxNode, in function: SyntaxNode, locals: FunctionLocals) -> Bool {
        var known = Set(function.parameterNodes.compactMap { $0.parameterLabelAndName?.name })
        known.formUnion(locals.variables.keys)
        known.formUnion(locals.functions.keys)
        helper.walk { node in
            switch node.kind {
            case .parameter: if let name = node.parameterLabelAndName?.name { known.insert(name) }
            case .closureParameter, .pattern, .patternBinding: if let name = node.name { known.insert(name) }
            default: break
            }
        }
        return !helper.descendants(.declReference).contains { reference in
            guard let name = reference.name else { return false }
            if name == "self" || name == "super" { return true }
            // A member's name after a dot (`scan.total`), and type names, are not the actor's.
            if let parent = reference.parent, parent.kind == .memberAccess, parent.firstChild?.index != reference.index { return false }
            if name.startsUppercase { return false }
            return !known.contains(name)
        }
    }

    /// Whether the closure assigns the var or may mutate it through a method (see
    /// `mayMutate(reference:valueType:)`).
    private func closureWrites(_ name: String, in closure: SyntaxNode, type: String?) -> Bool {
        closure.descendants(.declReference).contains { $0.name == name && mayMutate(reference: $0, valueType: type) }
    }

}
