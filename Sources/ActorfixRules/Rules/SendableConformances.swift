import ActorfixIndex
import ActorfixSyntax

/// SE-0302: a value that crosses an isolation boundary must be Sendable. A public struct or enum is
/// never implicitly Sendable, and a class never is: where the compiler would accept a checked
/// conformance and the type's values cross a boundary, conform it.
public struct SendableConformances: Rule {
    public init() {}
    public let id = "sendable-conformances"
    public let summary = "Conform types whose values cross isolation boundaries to Sendable, where the compiler can check it"
    public let rationale = """
        Swift 6 rejects passing a non-Sendable value into another isolation domain ("sending 'item' risks \
        causing data races", "non-Sendable type 'Item' returned by call to actor-isolated function"). Internal \
        structs and enums whose stored properties are Sendable are Sendable implicitly; public ones are not \
        (SE-0302), nor is any class. actorfix finds the types that cross a boundary (parameters and results \
        of actor methods, of async functions and `sending` positions, and what those types store) and adds \
        `Sendable` where the compiler checks it: public non-frozen structs and enums whose stored properties \
        and payloads are all Sendable, and final classes without a superclass whose stored properties are all \
        `let`s of Sendable types, and protocols whose existentials cross when every conforming type is Sendable. A class with mutable state gets no conformance; where a lock guards it, \
        actorfix says so and leaves `@unchecked Sendable` to a person.
        """
    public let proposals = ["SE-0302", "SE-0414"]
    public let safety = Safety.review
    public let example = RuleExample(
        before: "public struct Item { public let id: Int }\nactor Store { func add(_ item: Item) {} }\n",
        after: "public struct Item: Sendable { public let id: Int }\nactor Store { func add(_ item: Item) {} }\n")

    public func prepare(_ file: FileContext) { _ = plan(file) }

    public func check(_ file: FileContext) -> [Change] {
        let crossing = file.typesCrossingBoundaries
        guard !crossing.isEmpty else { return genericParameterChanges(file) + managedBufferStorageChanges(file) }
        let plan = plan(file)
        var changes: [Change] = []
        for decl in file.tree.nodes(ofKinds: .structDecl, .enumDecl, .classDecl, .protocolDecl) {
            guard let info = file.typeInfo(of: decl),
                  let why = crossing[file.index.key(of: info)], info.genericParameters.isEmpty, file.isSendable(info) != true else { continue }
            guard let planned = plan[file.index.key(of: info)] else {
                if let change = conformance(decl, info, why: why, file: file) { changes.append(change) }
                continue
            }
            // Decided with the plan's earlier conformances taken as made: it relies on them.
            let earlier = Set(plan.filter { $0.value.step < planned.step }.keys)
            guard let change = conformance(decl, info, why: why, file: file.assumingSendable(earlier)) else { continue }
            changes.append(relying(change, on: planned))
        }
        return changes + genericParameterChanges(file) + managedBufferStorageChanges(file)
    }

    /// A struct or enum declared `Sendable` (checked) that stores a class of the run inheriting
    /// `ManagedBuffer`: since Swift 6.2 the standard library makes ManagedBuffer unavailable as
    /// Sendable, so the class's own `@unchecked Sendable` is ignored ("conformance of
    /// 'LockStorage<Value>' to protocol 'Sendable' is already unavailable") and the struct fails
    /// ("stored property '_storage' of 'Sendable'-conforming struct 'NIOLock' has non-Sendable
    /// type 'LockStorage<Void>'"): the vendored copies of swift-nio's `NIOLock` in server
    /// packages. The conformance becomes `@unchecked Sendable`, as swift-nio's own is.
    private func managedBufferStorageChanges(_ file: FileContext) -> [Change] {
        var changes: [Change] = []
        for decl in file.tree.nodes(ofKinds: .structDecl, .enumDecl, .extensionDecl) {
            guard let info = file.typeInfo(of: decl), info.kind == .struct || info.kind == .enum, !file.isDeclaredUncheckedSendable(info),
                  let sendable = decl.firstChild(.inheritanceClause)?.children(.inheritedType).first(where: { inherited in
                      guard let type = inherited.firstChild(.type) else { return false }
                      return FileContext.inheritedName(type.text) == "Sendable" && type.attributes.isEmpty
                  }) else { continue }
            guard let (member, storage) = file.storedTypes(of: info).lazy.compactMap({ stored -> (MemberInfo, TypeInfo)? in
                guard let held = file.index.lookupType(ProjectIndex.stripGenerics(stored.type), from: info.name, inFile: info.declaration.file),
                      file.inheritsManagedBuffer(held) else { return nil }
                return (stored.member, held)
            }).first else { continue }
            let what = info.kind == .enum ? "enum" : "struct"
            changes.append(change(file, [.insert("@unchecked ", at: sendable.byteRange.lowerBound)],
                                  message: "make the Sendable conformance of '\(info.name)' @unchecked: it stores '\(member.name)', a \(storage.name), whose ManagedBuffer superclass is not Sendable",
                                  reason: "Swift 6.2 and later: the standard library declares ManagedBuffer not Sendable (`@available(*, unavailable) extension ManagedBuffer: Sendable`), so the `@unchecked Sendable` of its subclass \(storage.name) is ignored (\"conformance … is already unavailable\") and \(info.name) fails (\"stored property '\(member.name)' of 'Sendable'-conforming \(what) '\(info.name)' has non-Sendable type\"). Such a buffer is a lock's storage (a copy of swift-nio's NIOLock), whose state only the lock guards: swift-nio declares its NIOLock `@unchecked Sendable`, which compiles with every compiler and changes no behaviour. Review: it promises what the compiler no longer checks.",
                                  safety: .review, at: sendable.byteRange.lowerBound))
        }
        return changes
    }

    /// Whether a written type holds values of `parameter` as such: `T`, `T?`, `[T]`, `[K: T]`,
    /// `Set<T>`, a tuple of them. Not another generic type applied to it (`EventLoopPromise<T>`,
    /// `PartialKeyPath<Root>`), which may be Sendable whatever `T` is, nor a closure.
    static func holds(_ parameter: String, in written: String, depth: Int = 0) -> Bool {
        guard depth < 8 else { return false }
        var type = ProjectIndex.trimmingBlanks(written)
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        if type == parameter { return true }
        if type.containsText("->") { return false }
        if (type.hasPrefix("[") && type.hasSuffix("]")) || (type.hasPrefix("(") && type.hasSuffix(")")) {
            let inner = String(type.dropFirst().dropLast())
            return inner.splitAtTopLevel([",", ":"], angleBrackets: true).contains { holds(parameter, in: String($0), depth: depth + 1) }
        }
        if let lt = type.firstIndex(of: "<"), type.hasSuffix(">"),
           ["Array", "Set", "Optional", "Dictionary", "ContiguousArray"].contains(String(type[..<lt])) {
            let args = String(type[type.index(after: lt)..<type.index(before: type.endIndex)])
            return args.splitAtTopLevel([","], angleBrackets: true).contains { holds(parameter, in: String($0), depth: depth + 1) }
        }
        return false
    }

    /// A generic struct or enum that must be Sendable by what it declares (an `Error`, `:
    /// Sendable`) and stores values of a generic parameter: the parameter must be Sendable too
    /// ("stored property 'content' of 'Sendable'-conforming generic struct 'ComponentError' has
    /// non-Sendable type 'Content'", a warning for an Error; WasmKit's author wrote
    /// `ComponentError<Content: Sendable>`). Review: every use must then pass a Sendable type.
    private func genericParameterChanges(_ file: FileContext) -> [Change] {
        var changes: [Change] = []
        for decl in file.tree.nodes(ofKinds: .structDecl, .enumDecl) {
            guard let clause = decl.firstChild(.genericParameterClause), let info = file.typeInfo(of: decl),
                  !file.isDeclaredUncheckedSendable(info),
                  // Unconditionally: `extension Three: Sendable where Element: Sendable {}` (the
                  // Composable Architecture's) asks nothing more of the parameter.
                  let requirement = file.declaredSendableRequirement(of: info, conformances: info.inheritedOnDeclaration
                      + info.inheritedInExtensions.filter { !$0.conditional }.map(\.name)) else { continue }
            let stored = file.storedTypes(of: info)
            let whereText = decl.firstChild(.genericWhereClause)?.text ?? ""
            for parameter in clause.children(.genericParameter) {
                guard let name = parameter.name, let nameToken = parameter.mainToken else { continue }
                let constraint = parameter.firstChild(.type)
                // Sendable already: said on the parameter or in the where clause, or through a
                // protocol refining it (`Failure: Error`).
                if let constraint, constraint.text.containsText("Sendable")
                    || file.sendability(ofInherited: [constraint.text], from: info.name, inFile: info.declaration.file, depth: 1) == true { continue }
                if whereText.containsText("\(name):") && whereText.containsText("Sendable") { continue }
                guard let use = stored.first(where: { SendableConformances.holds(name, in: $0.type) }) else { continue }
                let edit: Edit = constraint.map { .insert(" & Sendable", at: $0.byteRange.upperBound) }
                    ?? .insert(": Sendable", at: Int(file.tree.tokens[Int(nameToken)].end))
                let what = info.kind == .enum ? "enum" : "struct"
                changes.append(change(file, [edit],
                                      message: "constrain '\(name)' of '\(info.name)' to Sendable: it is stored in '\(use.member.name)', and \(info.name) \(requirement)",
                                      reason: "Swift 6: \(info.name) \(requirement), so what it stores must be Sendable (\"stored property '\(use.member.name)' of 'Sendable'-conforming generic \(what) '\(info.name)' has non-Sendable type '\(use.type)'\"), and a generic parameter is Sendable only when constrained so (SE-0302). Review: every use of \(info.name) must then name a Sendable type for '\(name)'.",
                                      safety: .review, at: parameter.byteRange.lowerBound))
            }
        }
        return changes
    }

    /// A change that counts on conformances of the same round: as safe as the least safe of them
    /// (with `--only-safe`, a safe change must not need a review one), and saying so.
    private func relying(_ change: Change, on planned: PlannedSendableConformance) -> Change {
        guard !planned.reliesOn.isEmpty else { return change }
        let names = planned.reliesOn.map { "'\(ProjectIndex.sourceName(ofKey: $0))'" }.joined(separator: ", ")
        return Change(ruleID: change.ruleID, path: change.path, edits: change.edits, message: change.message,
                      reason: change.reason + " It relies on the Sendable conformance\(planned.reliesOn.count == 1 ? "" : "s") actorfix adds to \(names) in the same pass\(planned.safety > change.safety ? ", so it is to be reviewed with \(planned.reliesOn.count == 1 ? "it" : "them")" : "").",
                      safety: max(change.safety, planned.safety), offset: change.offset)
    }

    func conformance(_ decl: SyntaxNode, _ info: TypeInfo, why: String, file: FileContext) -> Change? {
        let anchor = decl.byteRange.lowerBound
        switch info.kind {
        case .struct, .enum:
            // Sent off the main actor as the receiver of its own awaited method (a certain error,
            // unlike values that may be disconnected), but storing what cannot be Sendable as
            // declared: reported, the fix being an API decision (ichime's services holding a
            // public non-final client class, found by a helper).
            if why.hasPrefix(FileContext.awaitedReceiverReasonPrefix), file.storedPropertiesAreSendable(info) == false,
               let blocking = file.storedTypes(of: info).first(where: { file.isSendable(typeNamed: $0.type, from: info.name) == false }) {
                return change(file, [], message: "'\(info.name)' is sent off the main actor by its awaited method but stores '\(blocking.member.name)' (\(blocking.type)), which is not Sendable (review)",
                              reason: "Swift 6 rejects the call (\"sending '…' risks causing data races\", SE-0414); \(why). \(info.name) cannot be Sendable while it stores '\(blocking.member.name)' of type \(blocking.type): make that type Sendable (a final class of `let`s, an actor), make the awaited method run on the caller's actor (`nonisolated(nonsending)`, or `@MainActor`), or keep the value out of main-actor state.",
                              at: anchor)
            }
            // Internal ones are Sendable implicitly when they can be; only public (and
            // `@usableFromInline`) ones need the words.
            guard file.needsExplicitSendable(info), file.storedPropertiesAreSendable(info) == true,
                  let edit = EditBuilders.addConformance("Sendable", to: decl) else { return nil }
            let visibility = file.isPublic(info) ? "public" : "@usableFromInline"
            return change(file, [edit], message: "conform '\(info.name)' to Sendable: its values cross an isolation boundary and its stored properties are all Sendable",
                          reason: "Swift 6 requires values that cross an isolation boundary to be Sendable; \(why). \(info.name) is \(visibility), so it is not implicitly Sendable (SE-0302), but every stored property\(info.kind == .enum ? " and payload" : "") of it is Sendable, so a checked conformance compiles. Review: it promises clients that the type stays Sendable.",
                          at: anchor)
        case .class:
            if let vars = file.varsBlockingSendable(info), let edit = EditBuilders.addConformance("Sendable", to: decl) {
                let also = vars.isEmpty ? "" : " (making \(vars.map { "'\($0.name)'" }.joined(separator: ", ")) a let: nothing assigns \(vars.count == 1 ? "it" : "them") after init)"
                return change(file, [edit] + file.letEdits(for: vars), message: "conform '\(info.name)' to Sendable: its values cross an isolation boundary and it is a final class of Sendable lets\(also)",
                              reason: "Swift 6 requires values that cross an isolation boundary to be Sendable; \(why). The compiler accepts a checked Sendable conformance for a final class without a superclass whose stored properties are all `let`s of Sendable types (SE-0302).",
                              safety: file.isPublic(info) ? .review : .safe, at: anchor)
            }
            // Mutable state guarded by a lock: only a person can promise @unchecked Sendable.
            guard let (lock, state) = file.lockAndMutableState(of: info) else { return nil }
            let mutable = state.map { "'\($0.name)'" }
            return change(file, [], message: "'\(info.name)' crosses an isolation boundary but has mutable state (\(mutable.joined(separator: ", "))): @unchecked Sendable only if '\(lock.name)' guards every access (review)",
                          reason: "Swift 6 requires values that cross an isolation boundary to be Sendable; \(why). \(info.name) has mutable stored properties, so the compiler cannot check a Sendable conformance. It holds '\(lock.name)': if every read and write of \(mutable.joined(separator: ", ")) happens while holding it, `@unchecked Sendable` states that promise; actorfix does not write it, because it cannot prove it. Otherwise make it an actor or keep its values in one isolation domain.",
                          at: anchor)
        case .protocol:
            // `any ColorSet` crosses: the protocol may refine Sendable when every conformer is Sendable.
            guard let conformers = file.conformersAllowSendable(info), let edit = EditBuilders.addConformance("Sendable", to: decl) else { return nil }
            let shown = conformers.prefix(4).joined(separator: ", ") + (conformers.count > 4 ? ", …" : "")
            return change(file, [edit], message: "make protocol '\(info.name)' refine Sendable: its existentials cross an isolation boundary and every conforming type (\(shown)) is Sendable",
                          reason: "Swift 6 requires values that cross an isolation boundary to be Sendable; \(why). A value of type `any \(info.name)` is Sendable only when the protocol refines Sendable; every type of the project that conforms to it (\(conformers.joined(separator: ", "))) is Sendable or passes the compiler's check (SE-0302), so the refinement compiles. Review: \(file.isPublic(info) ? "conforming types in other modules must then be Sendable too" : "future conforming types must be Sendable").",
                          at: anchor)
        default:
            return nil
        }
    }
}
