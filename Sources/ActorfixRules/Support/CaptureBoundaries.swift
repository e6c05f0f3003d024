import ActorfixIndex
import ActorfixSyntax
import Foundation

/// Values that closures carry into another isolation domain. A `@Sendable` closure
/// (`DispatchQueue.global().async`, a project function's `@Sendable` parameter) may capture only
/// Sendable values ("capture of 'p' with non-Sendable type 'Page' in a '@Sendable' closure"). A
/// `sending` one (`Task.detached`, `TaskGroup.addTask`, and `Task {}` created in nonisolated code)
/// may also take a value no other code holds: a local constructed there and not used after it
/// (SE-0414); a parameter, a copy of state or a capture-list entry of a property is an error
/// ("passing closure as a 'sending' parameter risks causing data races"). `Task {}` in isolated
/// code runs on that actor: nothing crosses. Checked with swiftc 6.3.1 `-emit-sil`.
struct CapturedValue: Sendable {
    let type: String
    /// The type the capture is written in, to resolve nested names.
    let context: String?
    let reason: String
}

extension FileContext {
    /// Every capture of the run that crosses into another isolation domain, in file order.
    func valuesCapturedAcrossBoundaries() -> [CapturedValue] {
        // One file per task on all cores, then in file order.
        let slots = ParallelSlots<[CapturedValue]>(count: index.units.count)
        let context = self
        ParallelSlots<[CapturedValue]>.forEach(index.units.count) { file in
            slots.set(file, context.valuesCapturedAcrossBoundaries(inFile: file))
        }
        return slots.values.flatMap { $0 }
    }

    private func valuesCapturedAcrossBoundaries(inFile file: Int) -> [CapturedValue] {
        var found: [CapturedValue] = []
        let tree = index.units[file].tree
        let sdk = isolationGraph.targetSettings(ofFile: file).sdk
        let functions = FunctionLocals.Cache(index.treeFacts(ofFile: file), of: tree)
        for closure in tree.nodes(ofKinds: .closureExpr) {
            guard let fact = index.sendableParameter(of: closure, file: file, sdk: sdk) else { continue }
            let taskLike = ["Task", "TaskGroup", "ThrowingTaskGroup", "DiscardingTaskGroup", "ThrowingDiscardingTaskGroup"].contains(fact.receiver ?? "")
            if fact.inheritsActorContext == true {
                // `Task {}` runs on its creator's actor when it has one.
                switch executionDomain(at: closure, file: file) {
                case .concurrent, .callers: break
                default: continue
                }
            }
            let strict = !taskLike && fact.inheritsActorContext != true
            guard let function = closure.nearestAncestor(where: { $0.isFunctionLike }) else { continue }
            let context = function.enclosingType.flatMap { index.typeNameOfDecl[DeclLocation(file: file, node: $0.index)] }
            // The place and callee are written out only for a closure that captures something.
            var passedTo: String?
            for (name, type, fresh) in captures(of: closure, in: functions.locals(of: function), context: context) where strict || !fresh {
                let how = strict ? "a @Sendable closure" : "a closure sent to another isolation domain"
                if passedTo == nil {
                    passedTo = "\(fact.receiver.map { $0 + "." } ?? "")\(fact.function), \(tree.fileName):\(tree.location(ofOffset: closure.byteRange.lowerBound).line)"
                }
                found.append(CapturedValue(type: type, context: context, reason: "'\(name)' is captured by \(how) (the one passed to \(passedTo!))"))
            }
        }
        return found
    }

    /// What a closure captures of its function, with the written or evident type: parameters,
    /// locals declared before it, and capture-list entries naming them or a stored property of the
    /// enclosing type. `fresh`: a local constructed in place and not used after the closure.
    private func captures(of closure: SyntaxNode, in locals: FunctionLocals, context: String?) -> [(String, String, Bool)] {
        let function = locals.function
        var inner = Set<String>()
        var listed: [String] = []
        closure.walk { node in
            switch node.kind {
            case .closureParameter, .pattern, .patternBinding: if let name = node.name { inner.insert(name) }
            case .captureItem:
                // `[page]` captures the outer name; `[p = expression]` a value of its own.
                if let name = node.name { inner.insert(name); if !node.text.containsText("=") { listed.append(name) } }
            default: break
            }
        }
        for parameter in closure.firstChild(.closureSignature)?.descendants(.parameter) ?? [] {
            if let name = parameter.parameterLabelAndName?.name { inner.insert(name) }
        }
        var result: [(String, String, Bool)] = []
        var seen = Set<String>()
        func add(_ name: String) {
            guard seen.insert(name).inserted else { return }
            if let parameter = function.parameterNodes.first(where: { $0.parameterLabelAndName?.name == name }),
               let type = parameter.firstChild(.typeAnnotation)?.firstChild(.type)?.text {
                result.append((name, type, false))
                return
            }
            var local: SyntaxNode?
            for node in locals.bindings[name] ?? [] {
                if node.byteRange.upperBound <= closure.byteRange.lowerBound,
                   let scope = node.nearestAncestor(where: { $0 == .closureExpr || $0.isFunctionLike }),
                   scope.byteRange.lowerBound <= closure.byteRange.lowerBound, closure.byteRange.upperBound <= scope.byteRange.upperBound {
                    local = node
                }
            }
            if let local {
                let value = local.initializerExpression
                guard let type = local.typeAnnotationType?.text ?? value.flatMap({ inferredType(of: $0) }) else { return }
                let usedAfter = locals.isReferenced(name, from: closure.byteRange.upperBound)
                let fresh = value.map { FileContext.isFresh($0, call: closure) } ?? false
                result.append((name, type, fresh && !usedAfter))
                return
            }
            // A capture-list entry of a stored property: a copy of the type's state.
            if listed.contains(name), let context, let info = index.types[context],
               let member = info.members.first(where: { $0.name == name && $0.kind == .variable && $0.isStored }), let type = valueType(of: member) {
                result.append((name, type, false))
            }
        }
        for name in listed { add(name) }
        // `self` of a struct or enum of the run (mqtt-nio's `MQTTConnection.V5` captured by
        // `Task {}` in its own method): a value of its type crosses too. A class's `self` is a
        // reference other code holds: its type is what `sendable-classes` decides.
        // A member named without `self.` (allowed in a value type's escaping closures) captures it too.
        if !function.isStatic, let context, let info = index.types[context], info.kind == .struct || info.kind == .enum {
            var selfCaptured = false
            closure.walk { node in
                guard !selfCaptured, node.kind == .declReference, let name = node.name, !inner.contains(name) else { return }
                if name == "self" { selfCaptured = true; return }
                if let parent = node.parent, parent.kind == .memberAccess, parent.firstChild?.index != node.index { return }
                guard locals.bindings[name] == nil, !function.parameterNodes.contains(where: { $0.parameterLabelAndName?.name == name }) else { return }
                if info.members(named: name).contains(where: { !$0.isStatic && ($0.kind == .variable || $0.kind == .function) }) { selfCaptured = true }
            }
            if selfCaptured { result.append(("self", ProjectIndex.sourceName(ofKey: context), false)) }
        }
        closure.walk { node in
            guard node.kind == .declReference, let name = node.name, !inner.contains(name), name != "self" else { return }
            if let parent = node.parent, parent.kind == .memberAccess, parent.firstChild?.index != node.index { return }
            if let parent = node.parent, parent.kind == .callExpr, parent.firstChild?.index == node.index { return }
            add(name)
        }
        return result
    }
}

extension SyntaxNode {
    /// Whether `self` is written anywhere in the node: a closure that captures self, strongly or
    /// weakly, in its list or its body.
    var mentionsSelf: Bool {
        let tree = self.tree
        // Not `Void.self`, a metatype (swift-nio's `makePromise(of: Void.self)` in its tests).
        return (firstToken..<endToken).contains { tree.tokenText($0, equals: "self") && ($0 == firstToken || !tree.tokenText($0 - 1, equals: ".")) }
    }
}
