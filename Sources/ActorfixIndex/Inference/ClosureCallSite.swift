import ActorfixSyntax

/// Where a closure literal is passed: the call, the function's base name, its receiver, and the
/// parameter the closure binds to. This is what decides whether a closure is `@Sendable`.
public struct ClosureCallSite {
    public let call: SyntaxNode
    public let function: String
    /// `base` of `base.function(…)`; nil for `function(…)` and `.function(…)`.
    public let receiver: SyntaxNode?
    /// The callee is a member access or an implicit member (a method of some receiver).
    public let isMethod: Bool
    /// Labels of the explicitly labelled arguments.
    public let explicitLabels: [String]
    /// All arguments' labels, trailing closures' too: what a project function's parameters must fit.
    public let arguments: CallArguments
    /// The label the closure is passed under (`_` for unlabelled), or nil for the first,
    /// unlabelled trailing closure (which binds by position).
    public let label: String?

    /// - Parameter closure: a closure literal, or a function value passed as an argument
    ///   (`queue.async(execute: block)`, `queue.async(execute: self.reload)`).
    public init?(closure: SyntaxNode) {
        guard closure.kind == .closureExpr || (closure.kind == .declReference || closure.kind == .memberAccess) && closure.parent?.kind == .argument,
              var holder = closure.parent else { return nil }
        var label: String?
        var call: SyntaxNode
        switch holder.kind {
        case .trailingClosure:
            label = holder.name
            guard let parent = holder.parent, parent.kind == .callExpr || parent.kind == .macroExpansion else { return nil }
            call = parent
        case .argument:
            label = holder.name ?? "_"
            guard let list = holder.parent, list.kind == .argumentList, let parent = list.parent, parent.kind == .callExpr else { return nil }
            call = parent
            holder = list
        default:
            return nil
        }
        guard let callee = call.firstChild else { return nil }
        self.call = call
        self.label = label
        switch callee.kind {
        case .memberAccess:
            guard let name = callee.name else { return nil }
            function = name
            receiver = callee.firstChild
            isMethod = true
        case .implicitMember:
            guard let name = callee.name else { return nil }
            function = name
            receiver = nil
            isMethod = true
        case .declReference:
            guard let name = callee.name else { return nil }
            // `Task { }` calls `Task.init`.
            function = name.startsUppercase ? "init" : name
            receiver = name.startsUppercase ? callee : nil
            isMethod = false
        default:
            return nil
        }
        arguments = CallArguments(of: call)
        explicitLabels = arguments.labels.filter { $0 != "_" }
    }

    /// The receiver's text (`Task`, `DispatchQueue.global()`), if any; a type's generic arguments
    /// left out (`Task<URL, Error> { … }` calls `Task.init`, KMReader's).
    public var receiverText: String? {
        guard let receiver else { return nil }
        if receiver.kind == .declReference, receiver.firstChild(.genericArgumentClause) != nil { return receiver.name }
        return receiver.text
    }

    /// For a receiver that is a parameter of an enclosing closure passed to a `withX` function
    /// (`withThrowingTaskGroup(of:) { group in group.addTask { … } }`), the type `X`.
    public var receiverProvidedType: String? {
        guard let receiver, receiver.kind == .declReference, let name = receiver.name else { return nil }
        var current = call.parent
        while let node = current {
            if node.kind == .closureExpr, let signature = node.firstChild(.closureSignature),
               signature.descendants(.closureParameter).contains(where: { $0.name == name }) {
                guard let holder = ClosureCallSite(closure: node), holder.function.hasPrefix("with"), holder.function.count > 4 else { return nil }
                return String(holder.function.dropFirst(4))
            }
            current = node.parent
        }
        return nil
    }

    /// The receiver is a parameter of the enclosing function declared optional (`on: DispatchQueue?`)
    /// and the call is not optional-chained: `on.async(flags:) { }` is then a method of Optional
    /// (PromiseKit's own extension), not the wrapped type's `async`.
    var receiverIsOptionalParameter: Bool {
        guard let receiver, receiver.kind == .declReference, let name = receiver.name else { return false }
        var current = call.parent
        while let node = current {
            if node.kind == .closureExpr, let signature = node.firstChild(.closureSignature),
               signature.descendants(.closureParameter).contains(where: { $0.name == name }) { return false }
            if node.kind == .funcDecl || node.kind == .initDecl {
                guard let parameter = node.parameterNodes.first(where: { $0.parameterLabelAndName?.1 == name }),
                      let type = parameter.parameterType else { return false }
                return ProjectIndex.trimmingBlanks(type.text).hasSuffix("?")
            }
            current = node.parent
        }
        return false
    }

    /// Whether an SDK fact describes the parameter this closure is passed to.
    public func matches(_ fact: ClosureParameterFact) -> Bool {
        guard fact.function == function else { return false }
        // Every explicit label of the call must be a label of the declaration.
        guard explicitLabels.allSatisfy({ fact.labels.contains($0) }) else { return false }
        if let label {
            if label != fact.parameter { return false }
        } else if explicitLabels.contains(fact.parameter) {
            return false
        } else if let position = fact.labels.firstIndex(of: fact.parameter),
                  call.children(.trailingClosure).contains(where: { $0.name.flatMap { fact.labels.firstIndex(of: $0) }.map { $0 <= position } ?? false }) {
            // The first trailing closure binds before the labelled ones that follow it:
            // `withTaskCancellationHandler { … } onCancel: { … }` passes `operation` first.
            return false
        }
        if let receiverName = fact.receiver {
            if fact.isStatic == true || function == "init" {
                // `Task.detached { }`, `Task { }`: the receiver names the type.
                guard let text = receiverText, text == receiverName || text.hasSuffix("." + receiverName) else { return false }
            } else if !isMethod {
                return false
            }
        }
        if fact.condition == "nonMainReceiver", let text = receiverText, text == "DispatchQueue.main" || text == ".main" || text.hasSuffix("DispatchQueue.main") {
            return false
        }
        // A project function's parameters the call must fit: `x.modify(\.edit) { }` is not a
        // call of `modify(using:)`, nor `DispatchQueue.main.async { }` of an extension's
        // `async(_: Namespacer, execute:)` (PromiseKit's).
        if let parameters = fact.callParameters, arguments.bind(to: parameters) == nil { return false }
        return true
    }
}

extension ProjectIndex {
    /// The SDK or project fact that makes this closure `@Sendable` (or `sending`), if any.
    /// `file` is the closure's file in the run.
    public func sendableParameter(of closure: SyntaxNode, file: Int, sdk generation: SDKGeneration) -> ClosureParameterFact? {
        closureParameterFacts.value(ClosureFactKey(file: file, node: closure.index, generation: generation)) {
            guard let site = ClosureCallSite(closure: closure) else { return nil }
            return sendableParameter(at: site, file: file, sdk: generation)
        }
    }

    /// The same, for a call site already found.
    func sendableParameter(at site: ClosureCallSite, file: Int, sdk generation: SDKGeneration) -> ClosureParameterFact? {
        let facts = sdk.sendableClosureParameters(function: site.function, in: generation)
        // A method of the wrapped type cannot be called on an optional without `?.` (asked once
        // a fact matches: it walks up to the enclosing function).
        if let fact = facts.last(where: { site.matches($0) }), fact.receiver == nil || fact.isStatic == true || site.function == "init" || !site.receiverIsOptionalParameter {
            // Several types declare it (`addTask` of TaskGroup, ThrowingTaskGroup, …): the receiver
            // handed in by `withThrowingTaskGroup { group in … }` names which, for the report.
            if let provided = site.receiverProvidedType, fact.receiver != provided,
               let named = facts.last(where: { $0.receiver == provided && site.matches($0) }) { return named }
            return fact
        }
        // A bare call in an extension of an SDK type calls that type's method, as `self.f {}`
        // would: `async { … }` in `extension DispatchQueue` (BrightFutures, PromiseKit).
        if site.receiver == nil, !site.isMethod, let ext = site.call.enclosingType, ext.kind == .extensionDecl, let extended = ext.name,
           lookupType(extended, inFile: file) == nil,
           let fact = facts.last(where: { fact in
               guard fact.receiver == extended, fact.isStatic != true else { return false }
               var unscoped = fact
               unscoped.receiver = nil
               return site.matches(unscoped)
           }) {
            return fact
        }
        return projectSendableParameter(site, file: file)
    }

    /// The index's `@Sendable` closure facts by function, then by the simple name of the declaring
    /// type: computed once per round, so a call `Type.f {}` looks at that type's facts only.
    private var sendableFactsByReceiver: [String: [String: [ClosureParameterFact]]] {
        memo("sendable-closure-facts-by-receiver") {
            var byReceiver: [String: [String: [ClosureParameterFact]]] = [:]
            for (function, facts) in sendableClosureFunctions {
                for fact in facts {
                    guard let declaring = fact.receiver else { continue }
                    let simple = declaring.lastDottedComponent
                    byReceiver[function, default: [:]][simple, default: []].append(fact)
                }
            }
            return byReceiver
        }
    }

    /// The types of the run that declare a method of each name that some function of the run
    /// declares with a `@Sendable` closure parameter (a `private` or `fileprivate` one with its
    /// file), computed once per round. Only whether there is more than one owner matters.
    private var methodOwners: [String: [(owner: String, onlyInFile: Int?)]] {
        memo("method-owners-by-name") {
            var owners: [String: [(owner: String, onlyInFile: Int?)]] = [:]
            for (location, entry) in declarations where entry.member.kind == .function && sendableClosureFunctions[entry.member.name] != nil {
                guard let owner = entry.type else { continue }
                let node = node(location)
                let fileScoped = node.hasModifier("private") || node.hasModifier("fileprivate")
                owners[entry.member.name, default: []].append((owner, fileScoped ? location.file : nil))
            }
            return owners
        }
    }

    /// Names of standard-library methods: a project method of the same name cannot be told from
    /// them without types, so such names never match project facts on an arbitrary receiver.
    static let standardMethodNames: Set<String> = [
        "map", "flatMap", "compactMap", "filter", "forEach", "reduce", "sorted", "sort", "first", "last", "contains",
        "allSatisfy", "min", "max", "drop", "prefix", "firstIndex", "lastIndex", "removeAll", "partition", "split",
        "zip", "lazy", "withUnsafeBufferPointer", "withUnsafeBytes", "withCString", "sink", "then", "whenComplete",
    ]

    /// Functions of the run that declare a `@Sendable` closure parameter (precomputed by the
    /// index). Without expression types, the receiver must name the declaring type: a global
    /// function for a bare call, the enclosing type for `self.f {}` or `f {}` inside it, the type
    /// itself for `Type.f {}`; any other receiver only when no standard method has that name and one
    /// type of the run declares it.
    func projectSendableParameter(_ site: ClosureCallSite, file: Int) -> ClosureParameterFact? {
        guard let allFacts = sendableClosureFunctions[site.function] else { return nil }
        // A private function of another file cannot be the callee.
        let facts = allFacts.contains { $0.onlyInFile != nil } ? allFacts.filter { $0.onlyInFile.map { $0 == file } ?? true } : allFacts
        let enclosing = site.call.enclosingType.flatMap { typeNameOfDecl[DeclLocation(file: file, node: $0.index)] }
        let receiver = site.receiver.flatMap { $0.kind == .declReference ? $0.name : nil }
        // Which facts the receiver allows (tested fact by fact, without copying the list: a
        // common name such as `init` can have thousands of facts in a large project).
        let allowed: (ClosureParameterFact) -> Bool
        if site.receiver == nil && !site.isMethod {
            allowed = { $0.receiver == nil || ($0.receiver == enclosing && enclosing != nil) }
        } else if receiver == "self" || receiver == "Self" {
            allowed = { $0.receiver != nil && $0.receiver == enclosing }
        } else if let receiver, receiver.startsUppercase {
            // `Type.f {}` (or `Outer.Type`): the facts of types with that simple name, in order.
            return sendableFactsByReceiver[site.function]?[receiver]?.first { fact in
                guard fact.onlyInFile.map({ $0 == file }) ?? true else { return false }
                var unscoped = fact
                unscoped.receiver = nil
                unscoped.isStatic = nil
                return site.matches(unscoped)
            }
        } else if site.function == "init" || ProjectIndex.standardMethodNames.contains(site.function) {
            return nil
        } else {
            // Any other receiver: only when the types of the run declaring the function agree. A
            // value (`x.f {}`, `a?.b.f {}`) cannot call a static method; `.f {}` and
            // `Outer.Type.f {}` can. Every method of that name counts, not only those with a
            // `@Sendable` parameter: a type whose `startListening { }` takes a plain closure is as
            // likely the callee.
            var owners: [String] = []
            for declared in methodOwners[site.function] ?? [] where declared.onlyInFile.map({ $0 == file }) ?? true {
                if !owners.contains(declared.owner) { owners.append(declared.owner) }
            }
            guard !owners.isEmpty else { return nil }
            let mayNameType = site.receiver.map { $0.kind == .memberAccess && $0.name?.startsUppercase == true } ?? true
            allowed = { $0.isStatic != true || mayNameType }
            if owners.count > 1 { return agreedSendableParameter(site, owners: owners, facts: facts, allowed: allowed) }
            guard facts.contains(where: { $0.receiver == owners[0] }) else { return nil }
        }
        // The receiver was checked above; match labels and position only.
        return facts.first { fact in
            guard allowed(fact) else { return false }
            var unscoped = fact
            unscoped.receiver = nil
            unscoped.isStatic = nil
            return site.matches(unscoped)
        }
    }

    /// Several types of the run declare the function (a protocol and its conformers, a test mock
    /// among them): whichever is called, the closure is `@Sendable` when each one's method that the
    /// call fits says so alike (same actor, same `sending`). The protocol's fact names the callee.
    private func agreedSendableParameter(_ site: ClosureCallSite, owners: [String], facts: [ClosureParameterFact],
                                         allowed: (ClosureParameterFact) -> Bool) -> ClosureParameterFact? {
        var agreed: [ClosureParameterFact] = []
        // Sorted: the fact returned names the callee in reports, the same one every run.
        for owner in owners.sorted() {
            guard let fact = facts.first(where: { fact in
                guard fact.receiver == owner, allowed(fact) else { return false }
                var unscoped = fact
                unscoped.receiver = nil
                unscoped.isStatic = nil
                return site.matches(unscoped)
            }) else { return nil }
            if let first = agreed.first, first.globalActor != fact.globalActor || first.inheritsActorContext != fact.inheritsActorContext
                || (first.sending ?? false) != (fact.sending ?? false) { return nil }
            agreed.append(fact)
        }
        return agreed.first { $0.receiver.flatMap { types[$0]?.kind } == .protocol } ?? agreed.first
    }
}
