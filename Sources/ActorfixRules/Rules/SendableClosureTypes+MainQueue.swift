import ActorfixIndex
import ActorfixSyntax

/// A closure parameter that a nonisolated function calls only on the main queue
/// (`DispatchQueue.main.async { action() }`, `MainActor.run { action() }`): the closure handed to
/// the main queue is main-actor isolated, so it takes the parameter out of the function's region
/// and swiftc 6.3.1 rejects it ("sending 'action' risks causing data races", seen only with
/// `-emit-sil`). `@MainActor` on the parameter's type says where it runs and keeps callers as they
/// are: a main-actor caller's closure may still touch main-actor state, which `@Sendable` would
/// forbid ("main actor-isolated property 'count' can not be mutated from a Sendable closure").
/// Nimble's `deferToMainQueue(action:)`.
extension SendableClosureTypes {
    func mainQueueChanges(_ file: FileContext, marked: inout Set<Int32>) -> [Change] {
        let tree = file.tree
        // Only files that spell a way onto the main actor have such closures.
        guard tree.bytesContain(".main") || tree.bytesContain("MainActor") else { return [] }
        var changes: [Change] = []
        // Function by function: only those with a closure parameter are searched (most have none).
        for function in tree.nodes(ofKinds: .funcDecl, .initDecl) {
            guard let body = function.firstChild(.codeBlock),
                  function.parameterNodes.contains(where: { $0.parameterType?.text.containsText("->") == true }) else { continue }
            // The closures right in its body (not in another closure) that run on the main actor.
            let closures = body.descendants(.closureExpr).filter { closure in
                guard closure.nearestAncestor(where: { $0 == .funcDecl || $0 == .initDecl || $0 == .closureExpr })?.index == function.index,
                      closure.firstChild(.closureSignature)?.attributeNames.contains("MainActor") != true,
                      case .globalActor("MainActor") = file.index.closureIsolation(of: closure, file: file.unitIndex, sdk: file.target.sdk) else { return false }
                return true
            }
            guard !closures.isEmpty, !function.hasModifier("override"), !function.hasAttribute("objc"),
                  mayChangeParameterTypes(of: function, file: file) else { continue }
            let location = DeclLocation(file: file.unitIndex, node: function.index)
            switch file.executionDomain(ofFunction: location) {
            case .callers, .concurrent: break
            default: continue
            }
            for parameter in function.firstChild(.parameterClause)?.children(.parameter) ?? [] {
                guard !marked.contains(parameter.index), let name = internalName(of: parameter), let type = parameter.parameterType,
                      type.text.containsText("->"), !type.text.containsText("inout"),
                      !FunctionTypeAttributes.outermost(type.text, has: "@Sendable"), !FunctionTypeAttributes.outermost(type.text, has: "@MainActor"),
                      !FunctionTypeAttributes.outermost(type.text, has: "@autoclosure"),
                      let insertion = EditBuilders.functionTypeAttributeOffset(in: type) else { continue }
                // Every use of the parameter is a call in one of those closures.
                let uses = body.descendants(.declReference).filter { $0.name == name }
                guard let first = uses.first, uses.allSatisfy({ use in
                    use.parent?.kind == .callExpr && use.parent?.firstChild == use
                        && closures.contains { $0.byteRange.contains(use.byteRange.lowerBound) }
                }) else { continue }
                marked.insert(parameter.index)
                let at = Int(tree.tokens[Int(parameter.firstToken)].start)
                let line = tree.location(ofOffset: first.byteRange.lowerBound).line
                if let functionName = function.name,
                   let forwarded = forwardedArgument(to: functionName, parameter: parameter, of: function, file: file) {
                    changes.append(change(file, [], message: "closure parameter '\(name)' runs on the main actor (called on the main queue, line \(line)) and needs @MainActor, but a caller passes \(forwarded) (review)",
                                          reason: "Swift 6: the closure handed to the main queue is main-actor isolated, so capturing '\(name)' sends it out of \(functionName)'s region (\"sending '\(name)' risks causing data races\", SE-0414); `@MainActor` on its type fixes that (SE-0316). The caller at \(forwarded) passes a closure value, not a literal, which would then have to be @MainActor or @Sendable too (\"passing non-Sendable parameter … to function expecting a '@Sendable' closure\", SE-0434): change them together.",
                                          safety: .review, at: at))
                    continue
                }
                // A caller's closure capturing a value known not to be Sendable sends it to the
                // main actor, which fails if the caller uses it afterwards ("sending 'box' risks
                // causing data races"). A closure parameter of unwritten type is taken as it is
                // (Nimble's `waitUntil { done in deferToMainQueue { done() } }`: `done` is
                // @Sendable, and its 50 callers compile with the parameter @MainActor).
                if let functionName = function.name,
                   let capture = nonSendableCapture(inClosuresPassedTo: functionName, callParameters: file.index.callParameters(of: function),
                                                    owner: function.enclosingType.flatMap { file.typeName(of: $0) }, file: file, untypedClosureParameters: false, localVars: false) {
                    changes.append(change(file, [], message: "closure parameter '\(name)' runs on the main actor (called on the main queue, line \(line)) and needs @MainActor, but a caller's closure captures \(capture) (review)",
                                          reason: "Swift 6: the closure handed to the main queue is main-actor isolated, so capturing '\(name)' sends it out of \(functionName)'s region (\"sending '\(name)' risks causing data races\", SE-0414); `@MainActor` on its type fixes that (SE-0316). The closure passed at \(capture) would then take what it captures to the main actor, which fails if the caller still uses it (\"sending … risks causing data races\"): make what it captures Sendable, or keep the work on one isolation domain.",
                                          safety: .review, at: at))
                    continue
                }
                changes.append(change(file, [EditBuilders.functionTypeAttribute("@MainActor", at: insertion, in: tree)],
                                      message: "mark closure parameter '\(name)' @MainActor: it is called only on the main queue (line \(line))",
                                      reason: "Swift 6: the closure handed to the main queue is main-actor isolated, so capturing '\(name)' sends it out of the region of \(function.name ?? "the function"), which runs on its callers' isolation (\"sending '\(name)' risks causing data races\", SE-0414). `@MainActor` on the parameter's type says where it runs (SE-0316): callers' closures become main-actor closures, which may still use main-actor state (`@Sendable` would forbid that) and carry what they capture along (SE-0434). Review: a caller that passes a closure value rather than a literal must pass a @MainActor or @Sendable one.",
                                      at: at))
            }
        }
        return changes
    }

    /// Whether a function's parameter types are its own to change: not a member that may witness
    /// a requirement (of a protocol of the run with a requirement of its name, or of one actorfix
    /// cannot see, named by its type or extension).
    private func mayChangeParameterTypes(of function: SyntaxNode, file: FileContext) -> Bool {
        guard let container = function.enclosingType else { return true }
        guard let name = function.name else { return false }
        let typeKey = file.typeName(of: container)
        if IsolationGraph.protocolRequirement(named: name, of: typeKey, index: file.index, where: { _ in true }) { return false }
        // A name in the container's inheritance clause that is not a type of the run (an SDK
        // delegate protocol) may require it.
        let context = typeKey.flatMap { file.index.types[$0]?.name }
        return container.inheritedTypeNames.allSatisfy { file.index.lookupType($0, from: context, inFile: file.unitIndex) != nil }
            && (typeKey.flatMap { file.index.types[$0] }?.allConformances.allSatisfy { file.index.lookupType($0, from: context, inFile: file.unitIndex) != nil } ?? true)
    }

    /// The first call of `functionName` in the project that passes something other than a
    /// closure literal for `parameter`: where, and what. Arguments bind to parameters as the
    /// Sendable analysis binds them (`FileContext.bind`).
    private func forwardedArgument(to functionName: String, parameter: SyntaxNode, of function: SyntaxNode, file: FileContext) -> String? {
        let parameters = function.parameterNodes
        guard let position = parameters.firstIndex(where: { $0.index == parameter.index }) else { return nil }
        let shapes = file.index.callParameters(of: function)
        for (call, unit) in calls(of: functionName, parameters: shapes, owner: function.enclosingType.flatMap { file.typeName(of: $0) }, file: file) {
            // None bound: a trailing closure (a literal) or a default value.
            guard let bound = FileContext.bind(FileContext.argumentShapes(of: call), to: shapes), let expression = bound[position] else { continue }
            let tree = file.index.units[unit].tree
            let value = tree.node(expression)
            guard value.kind != .closureExpr else { continue }
            return "'\(value.text)' (\(tree.fileName):\(tree.location(ofOffset: value.byteRange.lowerBound).line))"
        }
        return nil
    }
}
