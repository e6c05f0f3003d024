import ActorfixIndex
import ActorfixSyntax
import Foundation

/// SE-0302: a closure that runs in another isolation domain must be `@Sendable`, and so must every
/// closure it calls that it captures. A function's escaping closure parameter that is called from
/// such a closure (`DispatchQueue.global().async { completion(result) }`, `Task.detached`) gets
/// `@Sendable` in its type.
public struct SendableClosureTypes: Rule {
    public init() {}
    public let id = "sendable-closure-types"
    public let preparedReads = PreparedReads.isolationGraph
    public let summary = "Mark closure parameters @Sendable when they are called from a closure that runs in another isolation domain"
    public let rationale = """
        Swift 6 rejects capturing a non-Sendable value in a `@Sendable` closure: "capture of 'completion' with \
        non-Sendable type '() -> Void' in a '@Sendable' closure". A completion handler that a function calls \
        from work it hands to another thread (`DispatchQueue.global().async`, `Task.detached`, a task group, \
        a project function with a `@Sendable` parameter) must itself be `@Sendable`: actorfix adds it to the \
        parameter's type (`@escaping @Sendable (Result) -> Void`). Closure parameters that are only called \
        in their own isolation domain are left alone. A struct or enum that must be Sendable by what it \
        declares (`: Sendable`, `Error`, a protocol refining Sendable) and stores closures (a \
        swift-dependencies client) gets `@Sendable` on each closure type: "stored property 'fetch' of \
        'Sendable'-conforming struct 'Client' has non-Sendable type". Review: callers' closures then must \
        not capture non-Sendable state either. A closure parameter that a nonisolated function calls only \
        on the main queue (`DispatchQueue.main.async { action() }`, `MainActor.run`) is taken there by a \
        main-actor closure ("sending 'action' risks causing data races", SE-0414): it gets `@MainActor` \
        instead, which keeps main-actor callers' closures free to use main-actor state. A change that \
        would move the error into a caller (a closure capturing non-Sendable state, a closure value \
        passed on) is reported instead.
        """
    public let proposals = ["SE-0302", "SE-0316", "SE-0414", "SE-0434"]
    public let safety = Safety.review
    public let example = RuleExample(
        before: "func load(completion: @escaping (Data) -> Void) {\n    DispatchQueue.global().async { completion(Data()) }\n}\n",
        after: "func load(completion: @escaping @Sendable (Data) -> Void) {\n    DispatchQueue.global().async { completion(Data()) }\n}\n")

    public func check(_ file: FileContext) -> [Change] {
        let tree = file.tree
        var marked = Set<Int32>()
        var changes: [Change] = []
        for closure in tree.nodes(ofKinds: .closureExpr) {
            // `Task {}` inherits the creator's actor: calling a closure there is not a crossing,
            // unless an actor's method makes it without capturing `self`.
            guard let fact = file.sendableParameter(of: closure),
                  let function = closure.nearestAncestor(where: { $0 == .funcDecl || $0 == .initDecl }) else { continue }
            let offItsActor = fact.inheritsActorContext == true && runsOffItsActor(closure, file: file)
            if fact.inheritsActorContext == true && !offItsActor { continue }
            let range = closure.byteRange
            for parameter in function.firstChild(.parameterClause)?.children(.parameter) ?? [] {
                guard let name = internalName(of: parameter), !shadowedByLocal(name, at: closure, in: function, file: file),
                      let use = calls(of: name, in: closure, within: range) else { continue }
                if let change = proposal(for: parameter, named: name, in: function, fact: fact, passed: false, use: use, file: file, marked: &marked, offItsActor: offItsActor) {
                    changes.append(change)
                }
            }
        }
        // The parameter passed on as it is (`queue.async(execute: block)`, SwiftyBeaver's and
        // PromiseKit's): "passing non-Sendable parameter 'block' to function expecting a
        // '@Sendable' closure".
        // Function by function: only those with a closure parameter are searched (most have none).
        for function in tree.nodes(ofKinds: .funcDecl, .initDecl) {
            let parameters = (function.firstChild(.parameterClause)?.children(.parameter) ?? []).filter { parameter in
                let text = (parameter.firstChild(.typeAnnotation) ?? parameter).text
                return !marked.contains(parameter.index) && (text.containsText("->") || text.containsText("@escaping"))
            }
            guard !parameters.isEmpty, let body = function.firstChild(.codeBlock) else { continue }
            let names = Dictionary(parameters.compactMap { parameter in internalName(of: parameter).map { ($0, parameter) } }, uniquingKeysWith: { first, _ in first })
            for argument in body.descendants(.declReference) where argument.parent?.kind == .argument {
                guard let name = argument.name, let parameter = names[name],
                      argument.nearestAncestor(where: { $0 == .funcDecl || $0 == .initDecl || $0 == .closureExpr })?.index == function.index,
                      let fact = file.sendableParameter(of: argument), fact.inheritsActorContext != true else { continue }
                if let change = proposal(for: parameter, named: name, in: function, fact: fact, passed: true, use: argument.byteRange.lowerBound, file: file, marked: &marked) {
                    changes.append(change)
                }
            }
        }
        changes += mainQueueChanges(file, marked: &marked)
        return changes + requirementChanges(file) + storedClosureChanges(file)
    }

    /// A protocol requirement's closure parameter that a witness of the run takes as `@Sendable`
    /// (this rule's change to the witness, or written so): the witness no longer matches ("sendability
    /// of function types in instance method 'get(from:completion:)' does not match requirement in
    /// protocol 'HTTPClient'", an error in the Swift 6 mode), so the requirement gets `@Sendable`
    /// too, as people write it (essential-feed's `HTTPClient`). Witnesses that keep a plain closure
    /// still satisfy it; callers through the protocol must then pass Sendable closures.
    private func requirementChanges(_ file: FileContext) -> [Change] {
        let index = file.index
        var changes: [Change] = []
        for decl in file.tree.nodes(ofKinds: .protocolDecl) {
            guard let proto = file.typeInfo(of: decl) else { continue }
            for requirement in proto.members where requirement.kind == .function && requirement.location.file == file.unitIndex {
                let node = index.node(requirement.location)
                let parameters = node.parameterNodes
                let plainClosures = parameters.indices.filter { i in
                    guard let type = parameters[i].parameterType else { return false }
                    let text = type.text
                    return text.containsText("->") && !FunctionTypeAttributes.outermost(text, has: "@Sendable") && !FunctionTypeAttributes.outermost(text, has: "@MainActor")
                }
                guard !plainClosures.isEmpty else { continue }
                let labels = parameters.map { $0.parameterLabelAndName?.label ?? "_" }
                // The first witness, in key order, that takes each parameter as @Sendable.
                var sendableIn: [Int: String] = [:]
                for key in file.conformingTypes(of: proto) {
                    guard let conformer = index.types[key] else { continue }
                    for witness in conformer.members(named: requirement.name) where witness.kind == .function {
                        let witnessParameters = index.node(witness.location).parameterNodes
                        guard witnessParameters.count == parameters.count,
                              witnessParameters.map({ $0.parameterLabelAndName?.label ?? "_" }) == labels else { continue }
                        for i in plainClosures where sendableIn[i] == nil {
                            let type = witnessParameters[i].parameterType
                            if let type, FunctionTypeAttributes.outermost(type.text, has: "@Sendable") { sendableIn[i] = conformer.name }
                        }
                    }
                }
                for i in plainClosures {
                    guard let witnessType = sendableIn[i], let type = parameters[i].parameterType,
                          let insertion = EditBuilders.functionTypeAttributeOffset(in: type), let name = internalName(of: parameters[i]) else { continue }
                    let at = Int(file.tree.tokens[Int(parameters[i].firstToken)].start)
                    let signature = "\(requirement.name)(\(labels.map { "\($0):" }.joined()))"
                    if let capture = nonSendableCapture(inClosuresPassedTo: requirement.name, callParameters: index.callParameters(of: node), owner: proto.name, file: file, parameters: parameters) {
                        changes.append(change(file, [], message: "requirement parameter '\(name)' of \(proto.name).\(signature) needs @Sendable (\(witnessType)'s witness takes it so), but a caller's closure captures \(capture) (review)",
                                              reason: "Swift 6: \(witnessType).\(signature) takes '\(name)' as a @Sendable closure, which no longer matches the requirement (\"sendability of function types in instance method '\(signature)' does not match requirement in protocol '\(proto.name)'\"), so the requirement must say @Sendable too (SE-0302). The closure passed at \(capture) would then fail (\"capture of … with non-Sendable type in a '@Sendable' closure\"): make what it captures Sendable first.",
                                              safety: .review, at: at))
                        continue
                    }
                    changes.append(change(file, [EditBuilders.functionTypeAttribute("@Sendable", at: insertion, in: file.tree)],
                                          message: "mark requirement parameter '\(name)' of \(proto.name).\(signature) @Sendable: \(witnessType)'s witness takes it as @Sendable",
                                          reason: "Swift 6: \(witnessType).\(signature) takes '\(name)' as a @Sendable closure, which no longer matches the requirement (\"sendability of function types in instance method '\(signature)' does not match requirement in protocol '\(proto.name)'\"); the requirement says @Sendable too (SE-0302), and witnesses that take a plain closure still satisfy it. Review: callers through the protocol must then pass closures that capture only Sendable state.",
                                          at: at))
                }
            }
        }
        return changes
    }

    /// `@Sendable` on a closure parameter that reaches a `@Sendable` parameter of `fact`'s function
    /// (called in a closure passed there, or passed there itself), or a report when the change
    /// would break an override chain or a caller's closure.
    /// - Parameter passed: the parameter is passed on as it is, not called in a closure.
    /// Whether a local of the function declared before the closure, in a block around it, takes
    /// the parameter's name: the closure calls that local (NetNewsWire's Safari extension hands
    /// its handler over: `nonisolated(unsafe) let validationHandler = validationHandler`).
    private func shadowedByLocal(_ name: String, at closure: SyntaxNode, in function: SyntaxNode, file: FileContext) -> Bool {
        let locals = FunctionLocals.Cache(file.index.treeFacts(ofFile: file.unitIndex), of: file.tree).locals(of: function)
        return (locals.variables[name] ?? []).contains { local in
            guard local.declaration.byteRange.upperBound <= closure.byteRange.lowerBound, let block = local.declaration.parent else { return false }
            return block.byteRange.lowerBound <= closure.byteRange.lowerBound && closure.byteRange.upperBound <= block.byteRange.upperBound
        }
    }

    /// KMReader's `BookFileCache.ensureFile`: a `Task {}` made in an actor's method is isolated
    /// to the actor only when its closure captures `self` (the isolated parameter, SE-0420);
    /// otherwise it runs concurrently with the actor, and what it captures is sent there
    /// ("passing closure as a 'sending' parameter risks causing data races").
    private func runsOffItsActor(_ closure: SyntaxNode, file: FileContext) -> Bool {
        guard let creator = closure.parent, file.isolation(at: creator, settings: file.target) == .actorInstance else { return false }
        return !closure.mentionsSelf
    }

    private func proposal(for parameter: SyntaxNode, named name: String, in function: SyntaxNode, fact: ClosureParameterFact, passed: Bool,
                          use: Int, file: FileContext, marked: inout Set<Int32>, offItsActor: Bool = false) -> Change? {
        let how = passed ? "it is passed to" : offItsActor ? "it is called from a Task that runs off the actor" : "it is called from the closure passed to"
        let tree = file.tree
        guard !marked.contains(parameter.index),
              let type = parameter.parameterType,
              !FunctionTypeAttributes.outermost(type.text, has: "@Sendable"), !FunctionTypeAttributes.outermost(type.text, has: "@MainActor") else { return nil }
        let functionText = "\(fact.receiver.map { $0 + "." } ?? "")\(fact.function)"
        let source = offItsActor ? "it is called from a Task that runs off the actor" : "\(how) \(functionText)"
        let crossing = offItsActor
            ? "a `Task {}` made in an actor's method runs off the actor when its closure does not capture `self` (SE-0420), and sends what it captures there (\"passing closure as a 'sending' parameter risks causing data races\", SE-0430)"
            : "\(functionText) takes a @Sendable closure, which may run in another isolation domain"
        let line = tree.location(ofOffset: use).line
        // A function type named by a typealias (`@escaping Completion`, PromiseKit's and
        // SwiftyBeaver's): `@Sendable` belongs on the typealias, which every other use of it then
        // gets too; said, not written.
        if !type.text.containsText("->") {
            var written = type.text
            while written.hasPrefix("@"), let space = written.firstIndex(of: " ") { written = String(written[space...]).trimmingCharacters(in: .whitespaces) }
            let context = function.enclosingType.flatMap { file.typeName(of: $0) }
            guard let target = file.index.typealiasTarget(written, from: context), target.containsText("->"),
                  !FunctionTypeAttributes.outermost(target, has: "@Sendable"), !FunctionTypeAttributes.outermost(target, has: "@MainActor") else { return nil }
            marked.insert(parameter.index)
            let writtenNow = written // the reason is composed later: a copy, not the variable
            return change(file, [], message: "closure parameter '\(name)' needs @Sendable (\(source), line \(line)), but its type is the typealias '\(written)' (review)",
                          reason: "Swift 6: \(crossing), so '\(name)' must be @Sendable (SE-0302). Its type is the typealias '\(writtenNow)' (\(target)): `@Sendable` goes in the typealias (`typealias \(writtenNow) = @Sendable \(target)`), and every other closure typed with it must then be Sendable too, so actorfix does not write it. Otherwise spell the type here (`@escaping @Sendable \(target)`).",
                          safety: .review, at: Int(tree.tokens[Int(parameter.firstToken)].start))
        }
        guard let insertion = EditBuilders.functionTypeAttributeOffset(in: type) else { return nil }
        marked.insert(parameter.index)
        let at = Int(tree.tokens[Int(parameter.firstToken)].start)
        // An override and the method it overrides must agree on the parameter's Sendability
        // ("different sendability from any potential overrides"): one of them alone is not
        // changed; the whole chain is for a person to change together.
        if let functionName = function.name, function.hasModifier("override") || overriddenNames(file).contains(functionName) {
            return change(file, [], message: "closure parameter '\(name)' needs @Sendable (\(source), line \(line)), but '\(functionName)' \(function.hasModifier("override") ? "overrides a method" : "is overridden") (review)",
                          reason: "Swift 6: \(crossing), so '\(name)' must be @Sendable (\"capture of '\(name)' with non-Sendable type in a '@Sendable' closure\", SE-0302). An override must keep the Sendability of the method it overrides (\"declaration … has a type with different sendability from any potential overrides\"), so the parameter has to change in the overridden method and every override together, and their callers must then pass Sendable closures: actorfix does not change one of them alone.",
                          safety: .review, at: at)
        }
        // A witness of another module's requirement takes the requirement's parameter types.
        if let functionName = function.name, let container = function.enclosingType,
           let info = file.typeName(of: container).flatMap({ file.index.types[$0] }),
           let proto = IsolationGraph.otherModulesProtocol(mayRequire: functionName, of: info, index: file.index, generation: file.target.sdk) {
            return change(file, [], message: "closure parameter '\(name)' needs @Sendable (\(source), line \(line)), but '\(functionName)' may witness a requirement of \(proto), another module's protocol (review)",
                          reason: "Swift 6: \(crossing), so '\(name)' must be @Sendable (\"capture of '\(name)' with non-Sendable type in a '@Sendable' closure\", SE-0302). A witness must take the parameter types its requirement declares (\"sendability of function types in instance method … does not match requirement in protocol '\(proto)'\"), and \(proto) is not part of this project, so actorfix does not change the parameter: if the requirement's closure is @Sendable in the SDK or dependency you build with, write it here too; otherwise keep the work that calls '\(name)' on one isolation domain.",
                          safety: .review, at: at)
        }
        // A caller's closure that captures a value not known to be Sendable would fail once the
        // parameter is @Sendable: say so instead of moving the error there.
        if let functionName = function.kind == .initDecl ? "init" : function.name,
           let capture = nonSendableCapture(inClosuresPassedTo: functionName, callParameters: file.index.callParameters(of: function),
                                            owner: function.enclosingType.flatMap { file.typeName(of: $0) }, file: file, parameters: function.parameterNodes) {
            return change(file, [], message: "closure parameter '\(name)' needs @Sendable (\(source), line \(line)), but a caller's closure captures \(capture) (review)",
                          reason: "Swift 6: \(crossing), so '\(name)' must be @Sendable (\"capture of '\(name)' with non-Sendable type in a '@Sendable' closure\", SE-0302). The closure passed at \(capture) would then fail instead (\"capture of … with non-Sendable type in a '@Sendable' closure\"): make what it captures Sendable, or keep the work on one isolation domain.",
                          safety: .review, at: at)
        }
        // `[() -> Void]`: the attribute goes on the array's elements.
        let what = tree.bytes[insertion - 1] == UInt8(ascii: "[") ? "the closures of parameter '\(name)'" : "closure parameter '\(name)'"
        return change(file, [EditBuilders.functionTypeAttribute("@Sendable", at: insertion, in: tree)],
                      message: "mark \(what) @Sendable: \(source) (line \(line))",
                      reason: "Swift 6: \(crossing); \(passed ? "passing '\(name)' there needs a Sendable closure" : "calling '\(name)' there captures it"), and a closure type is Sendable only when it says so (\"\(passed ? "passing non-Sendable parameter '\(name)' to function expecting a '@Sendable' closure" : "capture of '\(name)' with non-Sendable type in a '@Sendable' closure")\", SE-0302). Review: the closures callers pass for '\(name)' must then not capture non-Sendable state.",
                      at: at)
    }

    /// Names of the methods some declaration of the run overrides (`override func name`).
    private func overriddenNames(_ file: FileContext) -> Set<String> {
        file.index.memo("sendable-closure-types overridden names") {
            var names = Set<String>()
            // Only files that spell `override` have one.
            let index = file.index
            for (unit, locations) in index.declarationsByFile.enumerated() where index.units[unit].tree.bytesContain("override") {
                for location in locations {
                    guard let entry = index.declarations[location], entry.member.kind == .function, entry.type != nil else { continue }
                    if index.node(location).hasModifier("override") { names.insert(entry.member.name) }
                }
            }
            return names
        }
    }

    /// A stored `let` of function type of an actor or a global-actor type (values of such types are
    /// Sendable) that a closure running in another isolation domain calls
    /// (`Task.detached { self.onEvent(1) }`): only a Sendable `let` can be read there ("non-Sendable
    /// type '(Int) -> Void' of property 'onEvent' cannot exit actor-isolated context"), so its type
    /// gets `@Sendable`, with the initializer parameters assigned to it.
    private func storedClosureChanges(_ file: FileContext) -> [Change] {
        let index = file.index
        let graph = file.isolationGraph
        var changes: [Change] = []
        for decl in file.tree.nodes(ofKinds: .actorDecl, .classDecl, .structDecl, .enumDecl) {
            guard let info = file.typeInfo(of: decl) else { continue }
            let isolation = index.isolation(ofType: info, settings: graph.targetSettings(ofFile: info.declaration.file)).isolation
            guard info.kind == .actor || isolation != .nonisolated else { continue }
            for member in info.members where member.kind == .variable && member.isStored && member.isLet && !member.isStatic && member.location.file == file.unitIndex {
                guard let written = member.declaredType, written.containsText("->"), !FunctionTypeAttributes.outermost(written, has: "@Sendable"), !FunctionTypeAttributes.outermost(written, has: "@MainActor"),
                      let binding = member.binding, let type = index.node(DeclLocation(file: member.location.file, node: binding)).typeAnnotationType,
                      let use = (graph.users[member.location] ?? []).first(where: { if case .offActor = $0.context { return true } else { return false } }),
                      case .offActor(let closure) = use.context, let (edits, also) = storedClosureEdits(member, type: type, of: info, file: file) else { continue }
                let useTree = index.units[use.file].tree
                let place = "\(useTree.fileName):\(useTree.location(ofOffset: use.offset).line)"
                changes.append(change(file, edits,
                                      message: "mark stored closure '\(member.name)' @Sendable: it is called \(DeclarationUse.offActorPlace(closure)) (\(place))\(also)",
                                      reason: "Swift 6: \(closure) runs its closure in another isolation domain, and a stored property of \(info.kind == .actor ? "actor" : "\(isolation)") type \(info.name) can be read there only when it is an immutable Sendable `let` (\"non-Sendable type '\(written)' of property '\(member.name)' cannot exit \(info.kind == .actor ? "actor" : "main actor")-isolated context\"). A closure type is Sendable only when it says so (SE-0302). Review: the closures stored there must then not capture non-Sendable state.",
                                      at: Int(file.tree.tokens[Int(index.node(member.location).firstToken)].start)))
            }
        }
        return changes + sendableTypesClosureChanges(file)
    }

    /// A struct or enum that must be Sendable by what it declares (`: Sendable`, `Error`, a
    /// protocol of the run refining `Sendable`) stores closures: "stored property 'fetch' of
    /// 'Sendable'-conforming struct 'Client' has non-Sendable type '() async throws -> Int'"
    /// (swift-dependencies' clients, structs of closures). Each closure type gets `@Sendable`, with
    /// the initializer parameters assigned to it.
    private func sendableTypesClosureChanges(_ file: FileContext) -> [Change] {
        let index = file.index
        var changes: [Change] = []
        for decl in file.tree.nodes(ofKinds: .structDecl, .enumDecl) {
            // Most types store no closure: asked first, it spares the other questions.
            guard let info = file.typeInfo(of: decl),
                  info.members.contains(where: { $0.kind == .variable && $0.isStored && !$0.isStatic && $0.declaredType?.containsText("->") == true }),
                  !file.isDeclaredUncheckedSendable(info),
                  case .nonisolated = index.isolation(ofType: info, settings: file.target).isolation,
                  let requirement = file.declaredSendableRequirement(of: info) else { continue }
            for member in info.members where member.kind == .variable && member.isStored && !member.isStatic && member.location.file == file.unitIndex {
                // C function pointers and thin functions capture nothing: Sendable as they are
                // (swift-nio's `ByteBufferAllocator`).
                guard let written = member.declaredType, written.containsText("->"), !FunctionTypeAttributes.outermost(written, has: "@Sendable"), !FunctionTypeAttributes.outermost(written, has: "@MainActor"),
                      !written.containsText("@convention(c)"), !written.containsText("@convention(thin)"),
                      member.propertyWrappers.isEmpty, let binding = member.binding,
                      let type = index.node(DeclLocation(file: member.location.file, node: binding)).typeAnnotationType,
                      let (edits, also) = storedClosureEdits(member, type: type, of: info, file: file) else { continue }
                let what = info.kind == .enum ? "enum" : "struct"
                changes.append(change(file, edits,
                                      message: "mark stored closure '\(member.name)' @Sendable: \(info.name) \(requirement)\(also)",
                                      reason: "Swift 6: \(info.name) \(requirement), so everything it stores must be Sendable (\"stored property '\(member.name)' of 'Sendable'-conforming \(what) '\(info.name)' has non-Sendable type '\(written)'\"), and a closure type is Sendable only when it says so (SE-0302). Review: the closures stored there must then not capture non-Sendable state.",
                                      at: Int(file.tree.tokens[Int(index.node(member.location).firstToken)].start)))
            }
        }
        return changes
    }

    /// `@Sendable` in a stored closure's written type and in the initializer parameters assigned to
    /// it (its type's initializers in this file), with the words naming those parameters; nil when
    /// the type has no place for it.
    private func storedClosureEdits(_ member: MemberInfo, type: SyntaxNode, of info: TypeInfo, file: FileContext) -> (edits: [Edit], also: String)? {
        guard let insertion = EditBuilders.functionTypeAttributeOffset(in: type) else { return nil }
        var edits: [Edit] = [EditBuilders.functionTypeAttribute("@Sendable", at: insertion, in: file.tree)]
        var parameters: [String] = []
        for initializer in info.members where initializer.kind == .initializer && initializer.location.file == file.unitIndex {
            for (parameter, offset) in parametersAssigned(to: member.name, in: file.index.node(initializer.location)) {
                edits.append(EditBuilders.functionTypeAttribute("@Sendable", at: offset, in: file.tree))
                parameters.append(parameter)
            }
        }
        let also = parameters.isEmpty ? "" : " (and the initializer parameter\(parameters.count == 1 ? "" : "s") \(parameters.map { "'\($0)'" }.joined(separator: ", ")) assigned to it)"
        return (edits, also)
    }

    /// `self.onEvent = onEvent` in an initializer: the parameter's name and where `@Sendable ` goes
    /// in its function type, for each such parameter without it.
    private func parametersAssigned(to property: String, in initializer: SyntaxNode) -> [(String, Int)] {
        var found: [(String, Int)] = []
        for parameter in initializer.parameterNodes {
            guard let name = parameter.parameterLabelAndName?.name,
                  let type = parameter.parameterType,
                  type.text.containsText("->"), !FunctionTypeAttributes.outermost(type.text, has: "@Sendable"), let offset = EditBuilders.functionTypeAttributeOffset(in: type) else { continue }
            let assigned = initializer.descendants(.sequenceExpr).contains { expression in
                let parts = expression.children
                guard parts.count == 2, let target = parts.first, let value = parts.last, value.kind == .declReference, value.name == name else { return false }
                let isProperty = (target.kind == .memberAccess && target.name == property && target.firstChild?.name == "self")
                    || (target.kind == .declReference && target.name == property && property != name)
                return isProperty && expression.text.containsText("=")
            }
            if assigned { found.append((name, offset)) }
        }
        return found
    }

    /// The first closure literal passed to a call of `functionName` in the project that captures a
    /// local or parameter of its caller whose type actorfix cannot tell is Sendable: where, and what.
    /// - Parameter untypedClosureParameters: whether a captured closure parameter with no written
    ///   type counts as maybe not Sendable (see `mayNotBeSendable`).
    /// - Parameter localVars: a local `var` the closure captures is a blocker too: a `@Sendable`
    ///   closure may not mutate it, nor read one that changes after it is made (SwiftCLI's tests
    ///   count lines with `count += 1` in the closure they pass; a `@MainActor` one may).
    /// - Parameter parameters: the function's parameters: an argument bound to one typed as an
    ///   array of closures is looked into (not an array of strings passed beside a closure).
    func nonSendableCapture(inClosuresPassedTo functionName: String, callParameters: [CallParameter], owner: String?, file: FileContext,
                            untypedClosureParameters: Bool = true, localVars: Bool = true, parameters: [SyntaxNode] = []) -> String? {
        let index = file.index
        let closureArrays = Set(parameters.filter { parameter in
            guard let type = parameter.parameterType?.text.trimmingCharacters(in: .whitespaces) else { return false }
            return type.hasPrefix("[") && type.containsText("->")
        }.map { $0.parameterLabelAndName?.label ?? "_" })
        for (call, unit) in calls(of: functionName, parameters: callParameters, owner: owner, file: file) {
            let tree = index.units[unit].tree
            // An array of closures passed (`[{ … }, action]`): its closure literals are checked, and
            // any other element is a value that may not be Sendable (Swinject's tests pass a
            // closure parameter on).
            let arrays = call.firstChild(.argumentList)?.children(.argument).filter { closureArrays.contains($0.name ?? "_") }.compactMap { $0.firstChild(.arrayExpr) } ?? []
            if let value = arrays.lazy.flatMap(\.children).first(where: { $0.kind != .closureExpr }) {
                return "'\(value.text)' (\(tree.fileName):\(tree.location(ofOffset: value.byteRange.lowerBound).line))"
            }
            let closures = call.children.flatMap { child -> [SyntaxNode] in
                switch child.kind {
                case .trailingClosure: return child.children(.closureExpr)
                case .argumentList: return child.children(.argument).compactMap { $0.firstChild(.closureExpr) }
                default: return []
                }
            } + arrays.flatMap { $0.children(.closureExpr) }
            let context = index.units[unit].path == file.path ? file : file.context(ofFile: unit)
            for closure in closures {
                if localVars, let problem = context.localCaptures(of: closure).problems.first(where: { $0.contains("captured var") }) {
                    let line = tree.location(ofOffset: closure.byteRange.lowerBound).line
                    return "a local var (\(tree.fileName):\(line): \(problem.prefix { $0 != "(" }.trimmingCharacters(in: .whitespaces)))"
                }
                // `self` of a type not known to be Sendable (swift-nio's tests pass closures using
                // `self` of their XCTestCase to `runSAL`, whose `body` became @Sendable).
                if let use = closure.descendants(.declReference).first(where: { $0.name == "self" }), !selfIsSendable(around: closure, file: unit, context: context) {
                    return "'self' (\(tree.fileName):\(tree.location(ofOffset: use.byteRange.lowerBound).line))"
                }
                let outside = LocalScopes.declarations(visibleAt: closure.byteRange, in: LocalScopes.enclosingMember(of: closure))
                guard !outside.isEmpty else { continue }
                let own = LocalScopes.names(visibleAt: closure.byteRange, in: closure, includingInside: true)
                var result: String?
                closure.walk { node in
                    // `_ = body()` discards; it names no parameter `_:` of the function around.
                    guard result == nil, node.kind == .declReference, let name = node.name, name != "_", !own.contains(name),
                          let declaration = outside[name], mayNotBeSendable(declaration, context: context, untypedClosureParameters: untypedClosureParameters),
                          !becomesSendable(declaration) else { return }
                    let place = "\(tree.fileName):\(tree.location(ofOffset: node.byteRange.lowerBound).line)"
                    result = "'\(name)' (\(place))"
                }
                if let result { return result }
            }
        }
        return nil
    }

    /// The calls in the run of a function named `functionName` with these parameters, declared
    /// in `owner` (a type key, or nil at the top level), with their files.
    func calls(of functionName: String, parameters: [CallParameter], owner: String?, file: FileContext) -> [(call: SyntaxNode, file: Int)] {
        let index = file.index
        // Another function of that base name (`icon(forURL:)` beside `icon(forHomePageURL:)`)
        // takes other arguments; so does the SDK's (`q.async { }` is Dispatch's, not PromiseKit's
        // `async(_: PMKNamespacer, …)`).
        func argumentsFit(_ call: SyntaxNode) -> Bool { CallArguments(of: call).bind(to: parameters) != nil }
        // An initializer is called by its type's name (`LineStream(lines:each:)`), and as `.init`.
        if functionName == "init", let owner {
            let typeName = ProjectIndex.sourceName(ofKey: owner).lastDottedComponent
            let constructions = index.scanReferences(to: typeName).compactMap { reference -> (call: SyntaxNode, file: Int)? in
                let callee = index.units[reference.file].tree.node(reference.node)
                guard let call = callee.parent, call.kind == .callExpr, call.firstChild == callee,
                      index.lookupType(callee.text, inFile: reference.file).map(index.key(of:)) == owner else { return nil }
                return argumentsFit(call) ? (call, reference.file) : nil
            }
            return constructions + index.scanReferences(to: functionName).compactMap { reference in
                let callee = index.units[reference.file].tree.node(reference.node)
                guard callee.kind == .memberAccess, let base = callee.firstChild, base.kind == .declReference,
                      index.lookupType(base.text, inFile: reference.file).map(index.key(of:)) == owner,
                      let call = callee.parent, call.kind == .callExpr, call.firstChild == callee else { return nil }
                return argumentsFit(call) ? (call, reference.file) : nil
            }
        }
        return index.scanReferences(to: functionName).compactMap { reference in
            let tree = index.units[reference.file].tree
            let callee = tree.node(reference.node)
            guard let call = callee.parent, call.kind == .callExpr, call.firstChild == callee else { return nil }
            // A bare call in another type that declares a method of that name calls its own
            // (NetNewsWire's SingleFaviconDownloader.readFromDisk beside ImageDownloader's).
            if callee.kind == .declReference, let callerType = call.enclosingType.flatMap({ index.typeNameOfDecl[DeclLocation(file: reference.file, node: $0.index)] }),
               ProjectIndex.sourceName(ofKey: callerType) != owner.map(ProjectIndex.sourceName(ofKey:)),
               index.types[callerType]?.members(named: functionName).contains(where: { $0.kind == .function }) == true { return nil }
            return argumentsFit(call) ? (call, reference.file) : nil
        }
    }

    /// Whether a captured value is a closure parameter of the caller's own function that this
    /// rule makes `@Sendable` in the next round, once the closure capturing it is passed to a
    /// `@Sendable` parameter (Firezone's `handleAppMessage(_:completionHandler:)` forwards its
    /// handler to the adapter's, which its work queue calls): the chain is written parameter by
    /// parameter, as people write it, each with its own callers checked.
    private func becomesSendable(_ declaration: SyntaxNode) -> Bool {
        guard declaration.kind == .parameter, let type = declaration.parameterType?.text, type.containsText("->"),
              !type.containsText("@MainActor"), !type.containsText("inout"),
              let function = declaration.nearestAncestor(where: { $0 == .funcDecl || $0 == .initDecl }),
              declaration.parent?.parent?.index == function.index, !function.hasModifier("override") else { return false }
        return true
    }

    /// Whether `self` where the closure is written is known to be Sendable (an actor, a type
    /// isolated to a global actor, a Sendable type); at the top level there is no `self`.
    private func selfIsSendable(around closure: SyntaxNode, file: Int, context: FileContext) -> Bool {
        guard let owner = closure.enclosingType else { return true }
        guard let info = context.index.typeNameOfDecl[DeclLocation(file: file, node: owner.index)].flatMap({ context.index.types[$0] }) else { return false }
        return context.isSendable(info) == true
    }

    /// Whether a captured local or parameter may hold a value that is not Sendable: its written
    /// (or constructed) type is known not to be, or it is a closure parameter with no written type
    /// (an object a callback hands over, as CollectionConcurrencyKit's tests' `collector`). Other
    /// values whose type actorfix cannot see (`group: DispatchGroup`) are taken as they are.
    private func mayNotBeSendable(_ declaration: SyntaxNode, context: FileContext, untypedClosureParameters: Bool) -> Bool {
        let written: String?
        switch declaration.kind {
        case .parameter, .closureParameter:
            written = declaration.parameterType?.text
            if written == nil && declaration.kind == .closureParameter { return untypedClosureParameters }
        case .patternBinding:
            written = declaration.typeAnnotationType?.text ?? declaration.initializerExpression.flatMap { context.inferredType(of: $0) }
        default:
            written = nil
        }
        guard let written else { return false }
        return context.isSendable(typeNamed: written) == false
    }

    /// The offset of the first use of `name` in the closure that is not shadowed by the closure's
    /// own parameters (a simple textual check: a closure parameter of the same name hides it).
    private func calls(of name: String, in closure: SyntaxNode, within range: Range<Int>) -> Int? {
        let tree = closure.tree
        if let signature = closure.firstChild(.closureSignature), signature.text.contains(name) { return nil }
        for i in Int(closure.index)..<tree.nodes.count {
            let node = tree.node(Int32(i))
            guard range.contains(node.byteRange.lowerBound) else { if node.byteRange.lowerBound >= range.upperBound { break }; continue }
            guard node.kind == .declReference, node.name == name else { continue }
            return node.byteRange.lowerBound
        }
        return nil
    }

    /// The name a parameter has inside the function: the last name before its colon.
    func internalName(of parameter: SyntaxNode) -> String? {
        let tree = parameter.tree
        var name: String?
        var token = parameter.firstToken
        while token < parameter.endToken, tree.tokens[Int(token)].kind != .colon {
            if tree.tokens[Int(token)].kind == .identifier { name = tree.identifierName(token) }
            token += 1
        }
        return name
    }
}
