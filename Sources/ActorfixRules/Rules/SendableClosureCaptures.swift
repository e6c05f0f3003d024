import ActorfixIndex
import ActorfixSyntax

/// Seed 004 (WWDC25 "Explore concurrency in SwiftUI"): closures that SwiftUI or the project runs
/// off the main actor are `@Sendable`; reading a view's main-actor state in them is an error.
/// Capturing the value when the closure is made (`{ [pulse] content, _ in … }`) fixes it.
public struct SendableClosureCaptures: Rule {
    public init() {}
    public let id = "sendable-closure-captures"
    public let preparedReads = PreparedReads.none
    public let summary = "Capture the main-actor properties a @Sendable closure reads: { [pulse] content, _ in … }"
    public let rationale = """
        SwiftUI calls some closures off the main thread and declares them @Sendable (visualEffect, \
        onGeometryChange's transform); so do Task.detached, task-group addTask and DispatchQueue.async on \
        other queues, and any function of the project with a @Sendable closure parameter. In Swift 6, \
        reading a main-actor view's state there is an error — "main actor-isolated property 'pulse' can not \
        be referenced from a Sendable closure", or with a non-Sendable view "capture of 'self' with \
        non-Sendable type … in a '@Sendable' closure" — and the compiler offers no fix. A capture list \
        copies the value when the closure is created, on the main actor, which is what the WWDC25 session \
        recommends. actorfix adds each property the closure only reads, whose type is Sendable, to the \
        capture list (merging into an existing one) and rewrites `self.pulse` to `pulse` (also \
        `self?.semaphore.signal()` of a `[weak self]`, as a statement: review, the call then runs after self \
        is gone). A local of a non-Sendable type made for the closure alone (constructed there, used only \
        inside it, no loop sharing it) is handed over with `nonisolated(unsafe) let` (SE-0412, review). \
        Properties the closure writes, non-Sendable ones, computed ones, and method calls on self are \
        reported for review.
        """
    public let proposals = ["SE-0302", "SE-0306", "SE-0316", "SE-0412", "SE-0430"]
    public let safety = Safety.safe
    public let example = RuleExample(
        before: "Circle()\n    .visualEffect { content, proxy in\n        content.scaleEffect(pulse ? 1.2 : 1)\n    }\n",
        after: "Circle()\n    .visualEffect { [pulse] content, proxy in\n        content.scaleEffect(pulse ? 1.2 : 1)\n    }\n")

    public func check(_ file: FileContext) -> [Change] {
        var changes: [Change] = []
        let tree = file.tree
        let functions = FunctionLocals.Cache(file.index.treeFacts(ofFile: file.unitIndex), of: file.tree)
        let writes = ClassVarWrites(file)
        for closure in tree.nodes(ofKinds: .closureExpr) {
            guard let fact = file.sendableParameter(of: closure) else { continue }
            if fact.inheritsActorContext == true {
                // `Task { }` runs where it is created: only a nonisolated creator is a problem.
                if let change = examineInheriting(closure, fact: fact, file: file) { changes.append(change) }
                continue
            }
            // Closures nested in another rewritten closure are handled with the outer one.
            if let outer = closure.enclosingClosure, file.sendableParameter(of: outer).map({ $0.inheritsActorContext != true }) == true {
                if let change = weakSelfOfItsOwn(closure, in: outer, file: file) { changes.append(change) }
                continue
            }
            changes += examineLocals(closure, fact: fact, file: file, functions: functions)
            guard let typeDecl = closure.enclosingType, let info = file.typeInfo(of: typeDecl) else { continue }
            if let change = examine(closure, fact: fact, type: info, file: file, writes: writes) { changes.append(change) }
        }
        return changes
    }

    /// A `@Sendable` closure nested in one that captures `[weak self]` and using that `self`, of a
    /// class that is Sendable (or that `sendable-classes` makes so this round): the outer
    /// closure's `self` is a captured `var`, so "reference to captured var 'self' in
    /// concurrently-executing code". Its own `[weak self]` refers to the same object the same way
    /// (CircuitBreaker's `Bulkhead`, `self?.concurrentQueue.async { …; self?.semaphore.signal() }`).
    private func weakSelfOfItsOwn(_ closure: SyntaxNode, in outer: SyntaxNode, file: FileContext) -> Change? {
        let ownItems = closure.firstChild(.closureSignature)?.descendants(.captureItem) ?? []
        guard !ownItems.contains(where: { $0.name == "self" }), closure.mentionsSelf,
              let outerSelf = outer.firstChild(.closureSignature)?.descendants(.captureItem).first(where: { $0.name == "self" }),
              file.tree.tokenText(outerSelf.firstToken, equals: "weak"),
              let typeDecl = closure.enclosingType, let info = file.typeInfo(of: typeDecl), info.kind == .class,
              file.isSendable(info) == true || file.becomesSendableForItsClosures(info) else { return nil }
        let edits = captureListEdits(closure, adding: ["weak self"], file: file)
        let anchor = Int(file.tree.tokens[Int(closure.firstToken)].start)
        return change(file, edits, message: "capture [weak self] in the nested closure: it uses the outer closure's weak self",
                      reason: "Swift 6: the outer closure's `[weak self]` makes `self` a captured var there, and this closure is @Sendable: \"reference to captured var 'self' in concurrently-executing code\". Its own `[weak self]` refers to the same \(info.name), weakly, as before.",
                      at: anchor)
    }

    private struct Use {
        let node: SyntaxNode     // declReference or memberAccess(self.x)
        let name: String
        let viaSelf: Bool
        /// `self?.x` of a weak self, as a statement whose value is dropped (`self?.semaphore.signal()`).
        var throughWeakSelf = false
    }

    private func examine(_ closure: SyntaxNode, fact: ClosureParameterFact, type info: TypeInfo, file: FileContext, writes: ClassVarWrites) -> Change? {
        let target = file.target
        let isolation = file.index.isolation(ofType: info, settings: target).isolation
        var isolatedActor: String?
        if case .globalActor(let actor) = isolation { isolatedActor = actor }
        let isolated = isolatedActor != nil
        // A closure that runs on the type's own actor (`progress: @escaping @MainActor @Sendable …`,
        // NetNewsWire's `cleanUpCloudKit`) uses its state there, as written.
        if let isolatedActor, file.index.closureIsolation(of: closure, file: file.unitIndex, sdk: target.sdk) == .globalActor(isolatedActor) {
            return nil
        }
        // A timer or observer block that `main-actor-callbacks` moves onto the main actor
        // (`MainActor.assumeIsolated`, `Task { @MainActor in }`): its uses of state are that
        // rule's, and a capture list would freeze values a repeating block reads each time.
        if isolated, MainActorCallbacks().handlesCallbackBlock(closure, file: file) { return nil }
        // A nonisolated type's closure is only wrong if the type is not Sendable. Where actorfix
        // cannot tell (a member or protocol from another module, which may well be Sendable), it
        // says nothing: the compiler may accept the closure as it is.
        if !isolated && file.isSendable(info) != false { return nil }
        // A class that `sendable-classes` makes Sendable this round (its state is Sendable `let`s):
        // the closure may keep capturing self, weakly where it did.
        if !isolated, file.becomesSendableForItsClosures(info) { return nil }

        let instanceProperties = Dictionary(info.members.filter { $0.kind == .variable && !$0.isStatic }.map { ($0.name, $0) },
                                            uniquingKeysWith: { first, _ in first })
        let shadowed = shadowingNames(for: closure)
        var uses: [Use] = []
        var problems: [String] = []
        let selfItem = closure.firstChild(.closureSignature)?.descendants(.captureItem).first(where: { $0.name == "self" })
        let onTheActor = isolatedActor.map { nestedClosures(in: closure, runningOn: $0, file: file) } ?? []
        // `await self.load()` / `await count` on an isolated (hence Sendable) self hops to its
        // actor, and `await MainActor.run { count = 1 }` runs there: valid Swift 6 as written.
        // Asked only of a name that would count (it walks up the tree: asked of every link of a
        // generated chain of 20,000 member accesses, the check took 5.8 s).
        func coveredOnTheActor(_ node: SyntaxNode) -> Bool {
            isolated && (isAwaited(node, within: closure) || onTheActor.contains(where: { $0.contains(node.byteRange.lowerBound) }))
        }
        closure.walk { node in
            switch node.kind {
            case .declReference:
                guard let name = node.name, instanceProperties[name] != nil, !shadowed.contains(name) else { return }
                // `x` in `self.x` is the member access's name, not a declReference.
                if let parent = node.parent, parent.kind == .memberAccess, parent.firstChild != node { return }
                if coveredOnTheActor(node) { return }
                uses.append(Use(node: node, name: name, viaSelf: false))
            case .memberAccess:
                guard let base = node.firstChild, let name = node.name else { return }
                let throughWeakSelf = isOptionalSelf(base, file: file)
                guard throughWeakSelf || (base.kind == .declReference && base.mainToken.map({ file.tree.tokens[Int($0)].keyword == .self }) == true),
                      !coveredOnTheActor(node) else { return }
                if throughWeakSelf {
                    // Only where the chain's value is dropped: as a value, `self?.x` is optional
                    // and `x` is not, so the replacement could change what the code means.
                    if instanceProperties[name] != nil, isDiscardedChain(node) { uses.append(Use(node: node, name: name, viaSelf: true, throughWeakSelf: true)) }
                } else if instanceProperties[name] != nil {
                    uses.append(Use(node: node, name: name, viaSelf: true))
                } else if node.parent?.kind == .callExpr {
                    // An isolated self is Sendable: calling its nonisolated methods is fine.
                    let methods = info.members(named: name)
                    let nonisolatedMethod = isolated && !methods.isEmpty
                        && methods.allSatisfy { $0.kind == .function && $0.explicitIsolation == .nonisolated }
                    if !nonisolatedMethod { problems.append("it calls self.\(name)(…), which a capture list cannot replace") }
                }
            default:
                break
            }
        }
        // `[weak self]` still captures self: a weak reference to a non-Sendable class is not
        // Sendable either (swifter's `DispatchQueue.global().async { [weak self] in … }`), unless
        // every use of self is replaced by a captured property (SwiftCLI's `self?.semaphore.signal()`).
        if !isolated, let selfItem, let list = selfItem.parent,
           selfTokens(in: closure, outside: list) != uses.filter({ $0.viaSelf }).count {
            problems.insert("it captures self (\(selfItem.text)), and a weak or unowned reference to \(info.name) is not Sendable either", at: 0)
        }
        guard !uses.isEmpty || !problems.isEmpty else { return nil }
        var names: [String] = []
        for use in uses where !names.contains(use.name) { names.append(use.name) }
        var capturable: [String] = []
        for name in names {
            let member = instanceProperties[name]!
            let nodes = uses.filter { $0.name == name }
            if !member.isStored && member.propertyWrappers.isEmpty {
                problems.append("'\(name)' is computed; capture its value explicitly ([\(name) = self.\(name)]) if that is what the closure needs")
                continue
            }
            if nodes.contains(where: { ReferenceIndex.isWritten($0.node) }) {
                problems.append("it writes '\(name)', so a copy would lose the write")
                continue
            }
            let written = file.valueType(of: member)
            if let call = nodes.first(where: { file.mayMutate(reference: $0.node, valueType: written, from: info.name) }), let method = call.node.parent?.name {
                problems.append("it calls '\(name).\(method)(…)', which may mutate it, so a copy would lose the change (or not compile)")
                continue
            }
            let valueType = file.valueType(of: member)
            let valueSendable = valueType.flatMap { file.isSendable(typeNamed: $0, from: info.name) }
            // A `let` of Sendable type of a main-actor type may be read from anywhere (SE-0434).
            if isolated && member.isLet && member.propertyWrappers.isEmpty && valueSendable == true { continue }
            guard valueType != nil, valueSendable == true else {
                problems.append("actorfix cannot tell that '\(name)'\(valueType.map { " (\($0))" } ?? "") is Sendable, so it cannot be copied into the closure")
                continue
            }
            // A class's var that changes after init may be read to observe a later state
            // (`if self.loadingURL != url { return }` detects a newer load): a copy never changes.
            if info.kind == .class, !member.isLet, let write = assignmentOutsideInitializers(of: name, in: info, valueType: valueType, file: file, writes: writes) {
                problems.append("'\(name)' is a var that \(info.name) assigns after init (\(write)); the closure may read it to see a later value, which a copy would never show")
                continue
            }
            capturable.append(name)
        }
        // A struct's closure captures a copy of self anyway; a class's reads the property when it
        // runs, so capturing a var changes which value it sees if the var changes in between.
        if info.kind == .class, let variable = capturable.first(where: { instanceProperties[$0]?.isLet == false }) {
            problems.append("'\(variable)' is a var of a class, so the closure now sees its value when it is created, not when it runs")
        }
        let functionText = "\(fact.receiver.map { $0 + "." } ?? "")\(fact.function)"
        let anchor = Int(file.tree.tokens[Int(closure.firstToken)].start)
        guard !capturable.isEmpty else {
            guard !problems.isEmpty else { return nil }
            let what = isolated ? "reads main-actor state" : "captures self, whose type \(info.name) is not Sendable"
            let why = isolated
                ? "so it runs off the main actor and cannot read \(info.name)'s main-actor state"
                : "so it may run concurrently with other code and cannot capture a non-Sendable self (\"capture of 'self' with non-Sendable type '\(info.name)' in a '@Sendable' closure\")"
            let problemsNow = problems // the reason is composed later: a copy, not the variable
            return change(file, [], message: "closure passed to \(functionText) \(what) (review: \(problems[0]))",
                          reason: "Swift 6: this closure is @Sendable (\(functionText)), \(why). \(problemsNow.joined(separator: "; ").capitalizedFirst). Move the work to the main actor, or compute the value before the closure.",
                          safety: .review, at: anchor)
        }
        let replaced = uses.filter { $0.viaSelf && capturable.contains($0.name) }
        if let weak = replaced.first(where: \.throughWeakSelf) {
            problems.append("with [weak self] the closure skipped '\(weak.node.text)…' once \(info.name) was freed; with '\(weak.name)' captured it runs anyway")
        }
        var edits = captureListEdits(closure, adding: capturable, droppingSelfAfter: replaced.count, file: file)
        for use in replaced {
            edits.append(.replace(use.node.byteRange, with: use.name))
        }
        let list = capturable.joined(separator: ", ")
        let plural = capturable.count == 1 ? "" : "s"
        var reason = isolated
            ? "Swift 6: \"main actor-isolated property '\(capturable[0])' can not be referenced from a Sendable closure\" — \(functionText) takes a @Sendable closure that runs off the main actor. Capturing [\(list)] copies the value\(plural) when the closure is created, on the main actor\(info.kind == .class ? "" : "; the closure is recreated whenever the view's body runs, so it sees current values") (WWDC25 \"Explore concurrency in SwiftUI\")."
            : "Swift 6: \"capture of 'self' with non-Sendable type '\(info.name)' in a '@Sendable' closure\" — \(functionText) takes a @Sendable closure, and \(info.name) is not Sendable. Capturing [\(list)] copies the Sendable value\(plural) the closure needs, so it no longer captures self."
        if !problems.isEmpty { reason += " Still to review: \(problems.joined(separator: "; "))." }
        let reasonNow = reason // the reason is composed later: a copy, not the variable
        return change(file, edits, message: "capture [\(list)] in the closure passed to \(functionText)",
                      reason: reasonNow, safety: problems.isEmpty ? .safe : .review, at: anchor)
    }

    /// `Task { self.count }` inside a nonisolated method of a main-actor type: a capture list
    /// would read the property in the nonisolated creator, so the fix is to run the task on the
    /// type's actor (`Task { @MainActor in … }`). It changes where the work runs: review.
    private func examineInheriting(_ closure: SyntaxNode, fact: ClosureParameterFact, file: FileContext) -> Change? {
        guard let creator = closure.parent, let typeDecl = closure.enclosingType, let info = file.typeInfo(of: typeDecl) else { return nil }
        guard case .globalActor(let actor) = file.index.isolation(ofType: info, settings: file.target).isolation else { return nil }
        guard file.isolation(at: creator, settings: file.target) == .nonisolated else { return nil }
        if let signature = closure.firstChild(.closureSignature), signature.attributeNames.contains(where: { file.index.globalActors.contains($0) }) {
            return nil
        }
        let properties = Set(info.members.filter { $0.kind == .variable && !$0.isStatic }.map(\.name))
        let shadowed = shadowingNames(for: closure)
        // Work already handed to the actor (`await MainActor.run { self.count = 1 }`) is valid as
        // written: `@MainActor in` on the task would be redundant.
        let handedBack = nestedClosures(in: closure, runningOn: actor, file: file)
        var read: String?
        closure.walk { node in
            guard read == nil, let name = node.name, properties.contains(name), !shadowed.contains(name) else { return }
            if handedBack.contains(where: { $0.contains(node.byteRange.lowerBound) }) { return }
            if node.kind == .declReference, node.parent?.kind != .memberAccess || node.parent?.firstChild == node { read = name }
            if node.kind == .memberAccess, let base = node.firstChild, base.kind == .declReference,
               base.mainToken.map({ file.tree.tokens[Int($0)].keyword == .self }) == true { read = name }
        }
        guard let name = read else { return nil }
        let tree = file.tree
        let edit: Edit
        if let signature = closure.firstChild(.closureSignature) {
            edit = .insert("@\(actor) ", at: signature.byteRange.lowerBound)
        } else {
            edit = .insert(" @\(actor) in", at: Int(tree.tokens[Int(closure.firstToken)].end))
        }
        let functionText = "\(fact.receiver.map { $0 + "." } ?? "")\(fact.function)"
        return change(file, [edit], message: "run the \(functionText == "Task.init" ? "Task" : functionText) on the \(actor == "MainActor" ? "main actor" : actor): it uses '\(name)' from a nonisolated context",
                      reason: "Swift 6: \"\(actor == "MainActor" ? "main" : actor) actor-isolated property '\(name)' cannot be accessed from outside of the actor\" — this closure inherits the isolation of the nonisolated code that creates it, and a capture list would read '\(name)' there too. `@\(actor) in` runs the task on \(info.name)'s actor, where it can use the property; review it, because the work now runs on that actor instead of the global executor (SE-0316, SE-0420).",
                      safety: .review, at: Int(tree.tokens[Int(closure.firstToken)].start))
    }

    /// Where a class first assigns one of its properties outside its initializers, as `File.swift:12`.
    private func assignmentOutsideInitializers(of name: String, in info: TypeInfo, valueType: String?, file: FileContext, writes: ClassVarWrites) -> String? {
        writes.prefetch()
        for use in file.index.scanReferences(to: name) where use.enclosingType == info.name {
            switch use.base {
            case .none, .selfBase: break
            default: continue
            }
            let unit = file.index.units[use.file]
            // An assignment, or a call of a method that may mutate it (`self.state.requestReceived()`).
            guard use.isWrite || file.context(ofFile: use.file).mayMutate(reference: unit.tree.node(use.node), valueType: valueType, from: info.name) else { continue }
            if unit.tree.node(use.node).enclosingFunction?.kind == .initDecl { continue }
            return "\(unit.tree.fileName):\(unit.tree.location(ofToken: use.token).line)"
        }
        return nil
    }

    /// What the closure uses of the function that creates it: read-only local vars are captured,
    /// local functions it calls become `@Sendable` (one safe change), and the rest is reported.
    private func examineLocals(_ closure: SyntaxNode, fact: ClosureParameterFact, file: FileContext, functions: FunctionLocals.Cache) -> [Change] {
        let locals = file.localCaptures(of: closure, sending: fact.sending == true, tables: functions)
        let functionText = "\(fact.receiver.map { $0 + "." } ?? "")\(fact.function)"
        let anchor = Int(file.tree.tokens[Int(closure.firstToken)].start)
        let intro = "Swift 6: \(functionText) takes a @Sendable closure, which may run concurrently with the function that creates it."
        var changes: [Change] = []
        if !locals.capturable.isEmpty || !locals.sendableFunctions.isEmpty {
            var edits: [Edit] = locals.capturable.isEmpty ? [] : captureListEdits(closure, adding: locals.capturable, file: file)
            edits += locals.sendableFunctions.map { EditBuilders.addAttribute("@Sendable", to: $0, style: file.style) }
            var done: [String] = []
            var reason = intro
            if !locals.capturable.isEmpty {
                done.append("capture [\(locals.capturable.joined(separator: ", "))]")
                reason += " The local vars it only reads are not written after it is made, so capturing them copies the values it would read (\"reference to captured var in concurrently-executing code\")."
            }
            if !locals.sendableFunctions.isEmpty {
                done.append("mark \(locals.sendableFunctions.compactMap(\.name).map { "'\($0)'" }.joined(separator: ", ")) @Sendable")
                reason += " The local functions it calls use no local var, so they can be @Sendable (\"concurrently-executed local function must be marked as '@Sendable'\")."
            }
            let reasonNow = reason // the reason is composed later: a copy, not the variable
            changes.append(change(file, edits, message: "\(done.joined(separator: " and ")) for the closure passed to \(functionText)", reason: reasonNow, at: anchor))
        }
        if !locals.handedOver.isEmpty {
            let names = locals.handedOver.compactMap { $0.firstChild(.patternBinding)?.name }
            let quoted = names.map { "'\($0)'" }.joined(separator: ", ")
            let edits = locals.handedOver.compactMap { declaration in
                declaration.declKeywordToken.map { Edit.insert("nonisolated(unsafe) ", at: Int(file.tree.tokens[Int($0)].start)) }
            }
            changes.append(change(file, edits, message: "hand \(quoted) over to the closure passed to \(functionText) with nonisolated(unsafe)",
                                  reason: "\(intro) \(names.count == 1 ? "'\(names[0])' is" : "\(quoted) are") of a non-Sendable type (\"capture of '\(names[0])' with non-Sendable type … in a '@Sendable' closure\"), but made here and used only by this closure, so nothing else reaches \(names.count == 1 ? "it" : "them") while the closure runs. `nonisolated(unsafe)` (SE-0412) says so to the compiler; review it: the compiler no longer checks \(names.count == 1 ? "this value" : "these values"), so a later use outside the closure would not be caught.",
                                  safety: .review, at: anchor))
        }
        if !locals.problems.isEmpty {
            changes.append(change(file, [], message: "closure passed to \(functionText) uses the creating function's state (review: \(locals.problems[0]))",
                                  reason: "\(intro) \(locals.problems.joined(separator: "; ").capitalizedFirst).", safety: .review, at: anchor))
        }
        return changes
    }

    /// Closures inside `closure` that run on `actor`, as the index tells: `{ @MainActor in … }`,
    /// `MainActor.run { … }`, and `DispatchQueue.main.async { … }`, which the compiler takes as
    /// main-actor code (EasyMusicPlayer's search hands its results back so).
    private func nestedClosures(in closure: SyntaxNode, runningOn actor: String, file: FileContext) -> [Range<Int>] {
        closure.descendants(.closureExpr).filter { nested in
            if file.index.closureIsolation(of: nested, file: file.unitIndex, sdk: file.target.sdk) == .globalActor(actor) { return true }
            guard let site = ClosureCallSite(closure: nested) else { return false }
            return site.function == "run" && site.receiverText == actor
        }.map(\.byteRange)
    }

    /// `self?` (the base of `self?.semaphore`): a weakly captured self.
    private func isOptionalSelf(_ node: SyntaxNode, file: FileContext) -> Bool {
        guard node.kind == .postfixExpr, let inner = node.firstChild, inner.kind == .declReference,
              inner.mainToken.map({ file.tree.tokens[Int($0)].keyword == .self }) == true,
              node.endToken == inner.endToken + 1 else { return false }
        return file.tree.tokenText(inner.endToken, equals: "?")
    }

    /// Whether the member-access chain starting at `node` is a whole statement whose value is
    /// dropped: `self?.semaphore.signal()`, not `let a = self?.b`.
    private func isDiscardedChain(_ node: SyntaxNode) -> Bool {
        var top = node
        while let parent = top.parent, (parent.kind == .memberAccess || parent.kind == .callExpr), parent.firstChild?.index == top.index {
            top = parent
        }
        guard let parent = top.parent else { return false }
        return parent.kind == .codeBlock || parent.kind == .closureExpr
    }

    /// Whether an `await` covers the node, inside the closure (not one around the closure).
    private func isAwaited(_ node: SyntaxNode, within closure: SyntaxNode) -> Bool {
        var current = node.parent
        while let ancestor = current, ancestor.index != closure.index {
            if ancestor.kind == .awaitExpr { return true }
            // A nested closure starts a new context: an await around it does not cover its body.
            if ancestor.kind == .closureExpr { return false }
            current = ancestor.parent
        }
        return false
    }

    /// Names a bare `x` in the closure may mean instead of the property: what the closure itself
    /// declares at any depth (parameters, capture items, locals, patterns), and what is declared
    /// before it in the member that holds it, in a scope containing it (parameters, locals such as
    /// `let moviesState = self.moviesState`, `if let`/`guard let` bindings, loop variables,
    /// enclosing closures' parameters).
    private func shadowingNames(for closure: SyntaxNode) -> Set<String> {
        LocalScopes.names(visibleAt: closure.byteRange, in: LocalScopes.enclosingMember(of: closure), includingInside: true)
    }

    /// Adds names to the closure's capture list, creating the list (and `in`) when needed, in the
    /// closure's own spacing style.
    /// - Parameter droppingSelfAfter: how many uses of `self` the change replaces: when those are
    ///   all the closure has, a `self` in its capture list (`[unowned self, socket]`) goes too, or
    ///   it is left unused ("capture 'self' was never used", BlueSocket's tests).
    private func captureListEdits(_ closure: SyntaxNode, adding names: [String], droppingSelfAfter replaced: Int = -1, file: FileContext) -> [Edit] {
        let tree = file.tree
        let list = names.joined(separator: ", ")
        if let signature = closure.firstChild(.closureSignature) {
            if let capture = signature.firstChild(.captureList) {
                let items = capture.children(.captureItem)
                if let selfItem = items.first(where: { $0.name == "self" }), selfTokens(in: closure, outside: capture) == replaced {
                    let kept = items.filter { $0.index != selfItem.index }.map(\.text) + names
                    return [.replace(capture.byteRange, with: "[" + kept.joined(separator: ", ") + "]")]
                }
                let close = capture.endToken - 1
                let closeStart = Int(tree.tokens[Int(close)].start)
                guard let last = items.last else { return [.insert(list, at: closeStart)] }
                // Keep the list's separator style: ", " or ",".
                let separator = items.count > 1 && tree.bytes[Int(tree.tokens[Int(items[0].endToken)].end)] != 0x20 ? "," : ", "
                return [.insert(separator + names.joined(separator: separator), at: last.byteRange.upperBound)]
            }
            // Before the parameters (after attributes such as `@MainActor`).
            let afterAttributes = signature.attributes.last.map { Int(tree.tokens[Int($0.endToken - 1)].end) }
            if let afterAttributes {
                return [.insert(" [\(list)]", at: afterAttributes)]
            }
            return [.insert("[\(list)] ", at: signature.byteRange.lowerBound)]
        }
        // No signature: `{ [pulse] in …`.
        let brace = Int(tree.tokens[Int(closure.firstToken)].end)
        return [.insert(" [\(list)] in", at: brace)]
    }
}

/// How many `self` tokens a closure holds outside its capture list.
private func selfTokens(in closure: SyntaxNode, outside capture: SyntaxNode) -> Int {
    let tree = closure.tree
    var count = 0
    for token in closure.firstToken..<closure.endToken where token < capture.firstToken || token >= capture.endToken {
        if tree.tokenText(token, equals: "self") { count += 1 }
    }
    return count
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}

/// The references `assignmentOutsideInitializers` reads, scanned for the whole file at its first
/// question: the vars of the classes around the file's closures, in one scan (asked var by var,
/// a generated file of thousands of classes scanned itself once per var).
private final class ClassVarWrites {
    private let file: FileContext
    private var done = false

    init(_ file: FileContext) { self.file = file }

    func prefetch() {
        guard !done else { return }
        done = true
        var names = Set<String>(), seen = Set<String>()
        for closure in file.tree.nodes(ofKinds: .closureExpr) {
            guard let decl = closure.enclosingType, let info = file.typeInfo(of: decl), info.kind == .class, seen.insert(info.name).inserted else { continue }
            for member in info.members where member.kind == .variable && member.isStored && !member.isLet && !member.isStatic { names.insert(member.name) }
        }
        file.index.prefetchReferences(to: names)
    }
}
