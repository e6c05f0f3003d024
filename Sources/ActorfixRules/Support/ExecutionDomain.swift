import ActorfixIndex
import ActorfixSyntax

/// Where code runs, as far as values crossing between isolation domains go: a value crosses only
/// when the code that has it and the code it is handed to run in different domains.
public enum ExecutionDomain: Hashable, Sendable {
    /// A global actor's (`MainActor`): also code the inference will make main-actor.
    case globalActor(String)
    /// The instance of an actor type (by qualified name).
    case actorInstance(String)
    /// Off any actor: a nonisolated `async` function on the global executor (Swift 6 without
    /// `NonisolatedNonsendingByDefault`, or `@concurrent`), a `Task.detached` or `@Sendable` closure.
    case concurrent
    /// Wherever its caller runs: a synchronous nonisolated function, or a nonisolated `async` one
    /// under `NonisolatedNonsendingByDefault` (SE-0461).
    case callers
    /// Cannot tell (a class inheriting from an SDK class actorfix does not know).
    case unknown

    /// Code with an isolation of its own: values it hands to `.concurrent` code leave it.
    var isIsolated: Bool {
        switch self {
        case .globalActor, .actorInstance: true
        default: false
        }
    }

    var description: String {
        switch self {
        case .globalActor(let actor): actor == "MainActor" ? "main-actor" : "@\(actor)"
        case .actorInstance(let name): "\(name)-isolated"
        case .concurrent: "nonisolated"
        case .callers, .unknown: "caller-isolated"
        }
    }
}

extension FileContext {
    /// Where a member or global of the run runs, under the settings being migrated to: its
    /// declared or inferred isolation, `@MainActor` where the isolation inference will add it.
    public func executionDomain(of location: DeclLocation) -> ExecutionDomain {
        if let known = executionDomains[location] { return known }
        guard index.declarations[location] != nil else { return .unknown }
        return computeExecutionDomain(of: location, inferred: inferredIsolation)
    }

    /// The execution domain of every function and initializer of the run, computed once per round
    /// on all cores: the Sendable analysis asks for each function's, and call sites ask again.
    /// Other declarations (a property whose accessor or default value holds a call) are computed
    /// when asked: a generated file's thousands of globals are never asked about.
    var executionDomains: [DeclLocation: ExecutionDomain] {
        let index = self.index
        let file = self
        return PreparedAnalysis.executionDomains.memo(in: index) { () -> [DeclLocation: ExecutionDomain] in
            let inferred = file.inferredIsolation
            return index.mapAllDeclarations(where: { location in
                let kind = index.declarations[location]!.member.kind
                return kind == .function || kind == .initializer
            }) { inFile in
                inFile.map { file.computeExecutionDomain(of: $0, inferred: inferred) }
            }
        }
    }

    /// One function's domain, without the round's table (a rule that reads only the isolation
    /// graph asks it of a few functions).
    func executionDomain(ofFunction location: DeclLocation) -> ExecutionDomain {
        computeExecutionDomain(of: location, inferred: inferredIsolation)
    }

    private func computeExecutionDomain(of location: DeclLocation, inferred: InferredIsolation) -> ExecutionDomain {
        guard let (typeName, member) = index.declarations[location] else { return .unknown }
        let graph = inferred.graph
        if graph.isolationIsUnknown(location) { return .unknown }
        guard let isolation = graph.languageIsolation(of: location) else { return .unknown }
        switch isolation {
        case .globalActor(let actor): return .globalActor(actor)
        case .actorInstance: return typeName.map { .actorInstance($0) } ?? .unknown
        case .nonisolated, .nonisolatedUnsafe: break
        }
        if graph.needsMainActor[location] != nil { return .globalActor("MainActor") }
        // A type the inference makes main-actor, or takes as such this round (a conformer
        // becoming main-actor with a protocol the round makes `@MainActor`).
        if let typeName, let info = index.types[typeName], info.kind != .protocol,
           inferred.mainActorTypes[index.key(of: info)] != nil || graph.assumedMainActorTypes.contains(index.key(of: info)) {
            return .globalActor("MainActor")
        }
        guard member.isAsync else { return .callers }
        let owner = typeName.flatMap { index.types[$0] }
        return index.runsOnCallersActor(member, in: owner, settings: graph.targetSettings(ofFile: location.file)) ? .callers : .concurrent
    }

    /// Where the code at `node` (in file `file` of the run) runs: the nearest closure that changes
    /// isolation (`{ @MainActor in }`, `MainActor.run`, `DispatchQueue.main.async`, a `@Sendable`
    /// parameter such as `Task.detached`'s), else the enclosing member or global.
    public func executionDomain(at node: SyntaxNode, file: Int) -> ExecutionDomain {
        executionDomain(at: node, file: file, domains: executionDomains)
    }

    /// The same, with the round's table of execution domains in hand (the Sendable analysis asks
    /// for every call site of every isolated function).
    func executionDomain(at node: SyntaxNode, file: Int, domains: [DeclLocation: ExecutionDomain]) -> ExecutionDomain {
        // The file's target settings, as the graph gives them (`targetSettings(ofFile:)`),
        // without asking for the graph: this is asked for every call site and closure, and most
        // walks end at their member without needing them (each copy retains the settings' parts).
        var known: SwiftSettings?
        func settings() -> SwiftSettings {
            if let known { return known }
            let target = targetOf(index.units[file].settings)
            known = target
            return target
        }
        var current = node.parent
        while let n = current {
            switch n.kind {
            case .closureExpr:
                switch index.closureIsolation(of: n, file: file, sdk: settings().sdk) {
                case .globalActor(let name): return .globalActor(name)
                case .offActor: return .concurrent
                case nil: break
                }
            case .funcDecl, .initDecl, .deinitDecl, .subscriptDecl, .variableDecl:
                let location = DeclLocation(file: file, node: n.index)
                if index.declarations[location] != nil {
                    return domains[location] ?? computeExecutionDomain(of: location, inferred: inferredIsolation)
                }
            case .classDecl, .structDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl:
                return .unknown
            default:
                break
            }
            current = n.parent
        }
        // Top-level code of `main.swift` runs on the main actor.
        if index.units[file].tree.path.hasSuffix("main.swift") { return .globalActor("MainActor") }
        return settings().defaultIsolation == .mainActor ? .globalActor("MainActor") : .callers
    }
}
