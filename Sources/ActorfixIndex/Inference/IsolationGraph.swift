import ActorfixSyntax
import Foundation

/// Why the inference decided something, pinned to a place in the source.
public struct IsolationEvidence: Sendable, Equatable {
    /// `calls UIApplication.shared`, `uses 'reload()', which needs the main actor`.
    public var summary: String { describe() }
    public let file: Int
    public let offset: Int
    /// The compiler's error where it is not the usual one for its kind of use (a function
    /// value converted without its actor).
    public var diagnostic: String?
    /// What to do instead when the declaration cannot simply change, where that is not the usual
    /// (`await`, or handing the work to the main actor).
    public var hint: String?
    /// Written when read: the graph finds evidence for tens of thousands of declarations (every
    /// witness of `Hashable.hash(into:)` in the standard library) and a report quotes a few.
    private let describe: @Sendable () -> String

    public init(summary: String, file: Int, offset: Int) {
        self.init(file: file, offset: offset) { summary }
    }

    init(file: Int, offset: Int, describe: @escaping @Sendable () -> String) {
        self.file = file
        self.offset = offset
        self.describe = describe
    }

    public static func == (a: IsolationEvidence, b: IsolationEvidence) -> Bool {
        a.file == b.file && a.offset == b.offset && a.summary == b.summary
    }
}

/// What the inference says about a type: how many of its members must run on the main actor and
/// whether the whole type may become `@MainActor`.
public struct TypeIsolationSummary: Sendable {
    /// Methods, computed properties, subscripts and initializers whose isolation is open.
    public let candidates: [DeclLocation]
    /// Those of them that need the main actor.
    public let needing: [DeclLocation]
    /// Stored properties whose default value needs the main actor: only the type can fix them.
    public let defaultValues: [IsolationEvidence]
    /// Stored properties holding main-actor SDK objects (`var window: NSWindow?`): the type owns UI.
    public let mainActorStorage: [IsolationEvidence]
    /// Why the whole type must not become `@MainActor`, if it must not.
    public let blocker: IsolationEvidence?
    /// The blocker is only overrides of methods that classes of the run declare (vAmiga's
    /// `Console.alphaDidChange` of its `Layer`): the whole hierarchy, from its root class of the
    /// run, could become `@MainActor` together.
    public let blockedOnlyByOverridesInRun: Bool
}

/// One isolation inference for the whole project: where must each declaration run? Built from the
/// uses inside every declaration's body (what it uses) and the reverse edges (who uses it), with two
/// worklists over the reference graph, each declaration revisited only when a neighbour changed:
///
/// 1. *forbidden*: a declaration used synchronously from code that is not, and cannot become,
///    main-actor (a `Task.detached` or background-queue closure, an actor, an explicitly
///    `nonisolated` member, a witness of a nonisolated requirement) must not become main-actor, and
///    neither may anything it calls synchronously (that would force it to).
/// 2. *needs the main actor*: a declaration whose isolation is open and that synchronously uses a
///    main-actor API of the SDK or a main-actor declaration of the project needs the main actor, and
///    so does every open declaration that synchronously uses one that does — unless forbidden.
///
/// Immutable, computed once per index (per fixed-point round) with the settings being migrated to.
public final class IsolationGraph: Sendable {
    public let index: ProjectIndex
    /// Uses found in each declaration's body.
    public let uses: [DeclLocation: [DeclarationUse]]
    /// Uses of each declaration of the run, by the declaration used.
    public let users: [DeclLocation: [DeclarationUse]]
    /// Declarations whose isolation is open and that must run on the main actor, with the evidence.
    public let needsMainActor: [DeclLocation: IsolationEvidence]
    /// Declarations that must not become main-actor, with the use that forbids it.
    public let forbidden: [DeclLocation: IsolationEvidence]
    /// The forbidden declarations that are forbidden only for witnessing a nonisolated
    /// requirement of a protocol, or for being called by such a witness, with that protocol's
    /// name: what making the protocol `@MainActor` would lift (`MainActorProtocols`).
    public let forbiddenForWitnessOf: [DeclLocation: String]
    /// Types of the run constructed synchronously by code that is not, and will not be,
    /// main-actor (a `Task.detached` or background-queue closure, code pinned off the main actor,
    /// another global actor), by type key, with the first such construction: once the type is
    /// `@MainActor` its explicit initializers are too, and those calls fail ("call to main
    /// actor-isolated initializer 'init(window:)' in a synchronous nonisolated context").
    public let constructedOffMain: [String: IsolationEvidence]
    /// Declarations with their own main-actor need that are forbidden from having it: the code
    /// does not compile in Swift 6 as written and no annotation alone fixes it.
    public let conflicts: [DeclLocation: (need: IsolationEvidence, forbidden: IsolationEvidence)]
    /// Main-actor declarations used synchronously from code that is not, and will not be,
    /// main-actor (a `Task.detached` closure, a background queue, an explicitly nonisolated or
    /// forbidden function): the first such use of each.
    public let offMainUses: [DeclLocation: IsolationEvidence]
    /// Stored Sendable `let`s of main-actor types read synchronously by code that is not
    /// main-actor: a `static let` from anywhere, an instance `let` from another module (its own
    /// module may read it from anywhere, SE-0434). Swift 6 reports "main actor-isolated static
    /// property 'group' can not be referenced from a nonisolated context" unless the constant is
    /// `nonisolated` (checked with swiftc 6.3.1). The first such read of each.
    public let constantReads: [DeclLocation: IsolationEvidence]
    /// Witnesses of nonisolated requirements of the run's protocols that become main-actor with an
    /// isolated conformance (`@MainActor P`, SE-0470), with the protocol's name: not forbidden
    /// for being witnesses (see `isolatableWitnesses`).
    public let isolatedConformanceWitnesses: [DeclLocation: String]
    /// Parameters of plain function type of main-actor functions of the run that default values
    /// pass main-actor functions to, by function and parameter position, with the first such
    /// value: they take `@MainActor` (see `FunctionValueArgument`).
    public let mainActorParameters: [DeclLocation: [Int: IsolationEvidence]]
    /// For each member used off the main actor and each main-actor member such members call,
    /// synchronously, transitively: whether it can be nonisolated with all of them.
    private let nonisolatedCascade: [DeclLocation: Bool]
    private let targetOf: @Sendable (SwiftSettings) -> SwiftSettings
    /// Types (by key) taken to be `@MainActor` although the source does not say so yet: the
    /// types the inference makes main-actor in this round, so that their users are decided in
    /// the same round as they would be once the annotation is written.
    public let assumedMainActorTypes: Set<String>
    /// Facts about each declaration on its own, computed once on all cores before the worklists
    /// (which ask about the same declarations many times) and kept for the questions rules ask
    /// afterwards (`summary(ofType:)`, `canBeNonisolated`).
    let facts: [DeclLocation: DeclarationFacts]
    /// The declarations used, in source order.
    private let usedTargets: [DeclLocation]
    /// The uses that construct a type of the run (`.initializer`), in source order.
    private let constructions: [DeclarationUse]
    /// The declarations that use something, in source order (a fraction of all: an interface's
    /// declarations have no bodies).
    private let usingDeclarations: [DeclLocation]
    /// The declarations used or using something: the only ones whose main-actor and unknown
    /// facts are computed (see `DeclarationFacts.mainActor`). Kept for a graph rebuilt from the
    /// same uses.
    private let involved: Set<DeclLocation>

    /// - Parameters:
    ///   - assuming: types to take as `@MainActor` (see `assumedMainActorTypes`).
    ///   - previous: a graph of the same index whose uses are taken over (they do not depend on
    ///     isolation), so only the worklists run again.
    public init(index: ProjectIndex, target targetOf: @escaping @Sendable (SwiftSettings) -> SwiftSettings,
                assuming assumed: Set<String> = [], reusingUsesOf previous: IsolationGraph? = nil) {
        self.index = index
        self.targetOf = targetOf
        self.assumedMainActorTypes = assumed
        if let previous, previous.index === index {
            self.uses = previous.uses
            self.users = previous.users
            self.usingDeclarations = previous.usingDeclarations
            self.constructions = previous.constructions
        } else {
            let (uses, users, using, constructions) = IsolationGraph.scanUses(index: index, targetOf: targetOf)
            self.uses = uses
            self.users = users
            self.usingDeclarations = using
            self.constructions = constructions
        }
        let uses = self.uses, users = self.users

        // 1. Forbidden, from the uses that pin a declaration off the main actor, down the call edges.
        var forbidden: [DeclLocation: IsolationEvidence] = [:]
        var work: [DeclLocation] = []
        // How many calls a forbidding use is away, and what it is: an explanation quotes the
        // chain two levels deep, then only its length and its end (a generated chain of thousands
        // of calls made every explanation quote the rest of the chain).
        var forbiddenChain: [DeclLocation: (depth: Int, root: IsolationEvidence)] = [:]
        func forbid(_ location: DeclLocation, _ evidence: IsolationEvidence) {
            guard forbidden[location] == nil else { return }
            forbidden[location] = evidence
            forbiddenChain[location] = (0, evidence)
            work.append(location)
        }
        // Each declaration's own facts, on all cores. A graph rebuilt with more types assumed
        // main-actor recomputes only the members of the newly assumed types.
        let facts: [DeclLocation: DeclarationFacts]
        // Whether a declaration is main-actor, and whether its isolation is unknown, are asked only
        // of used declarations and of users: not of the rest (a generated file's thousands of
        // unused globals).
        let involved: Set<DeclLocation>
        if let previous, previous.index === index {
            involved = previous.involved
        } else {
            var found = Set(users.keys)
            for (location, list) in uses where !list.isEmpty { found.insert(location) }
            involved = found
        }
        self.involved = involved
        if let previous, previous.index === index {
            let added = assumed.subtracting(previous.assumedMainActorTypes)
            var updated = previous.facts
            if !added.isEmpty {
                // The members of the newly assumed types (a declaration's type is the type whose
                // member list claimed it first: read from that list, not by filtering every
                // declaration of the run).
                let changed = added.flatMap { key in
                    (index.types[key]?.members ?? []).map(\.location).filter { index.declarations[$0]?.type == key }
                }
                for (location, fact) in IsolationGraph.computeFacts(of: changed, index: index, targetOf: targetOf, assumed: assumed, involved: involved) {
                    updated[location] = fact
                }
            }
            facts = updated
        } else {
            // The previous round's facts for what its edits cannot have changed (see
            // `FactsSnapshot`); computed with no types assumed, as this graph is.
            facts = IsolationGraph.computeFacts(of: nil, index: index, targetOf: targetOf, assumed: assumed,
                                                involved: involved, carryOver: assumed.isEmpty ? index.factsCarryOver() : nil)
            if assumed.isEmpty, index.carry.facts == nil {
                index.carry.facts = FactsSnapshot(facts: facts, declarations: index.declarations, declarationsByFile: index.declarationsByFile, tables: index.lookupTablesSignature,
                                                  types: index.types)
            }
        }
        // Questions about single declarations, asked from all cores while the worklists are seeded.
        @Sendable func isOpen(_ location: DeclLocation) -> Bool {
            facts[location]?.open ?? IsolationGraph.isOpen(location, index: index, targetOf: targetOf, assumed: assumed)
        }
        let mainActorTypes = SharedCache<String, Bool>()
        @Sendable func isMainActor(_ target: DeclarationUse.Target) -> Bool {
            switch target {
            case .declaration(let location):
                if let known = facts[location]?.mainActor { return known }
                return IsolationGraph.isMainActor(target, index: index, targetOf: targetOf, assumed: assumed)
            case .initializer(let type):
                return mainActorTypes.value(type) { IsolationGraph.isMainActor(target, index: index, targetOf: targetOf, assumed: assumed) }
            default:
                return IsolationGraph.isMainActor(target, index: index, targetOf: targetOf, assumed: assumed)
            }
        }
        @Sendable func isolationUnknown(_ location: DeclLocation) -> Bool {
            facts[location]?.unknown ?? IsolationGraph.isolationUnknown(location, index: index, targetOf: targetOf)
        }
        // Visited in source order: the first evidence found is the one reported, on every run.
        // A graph rebuilt from the same uses (types assumed) sorts them once.
        let usedTargets = previous.flatMap { $0.index === index ? $0.usedTargets : nil } ?? users.keys.sorted()
        self.usedTargets = usedTargets
        // Whether a user's own code runs on the main actor. A stored property read from anywhere
        // in its module (SE-0434: `isMainActor` says no) still has its initial value and its
        // observers run with its type's isolation (a main-actor struct's `didSet` calling a
        // main-actor member is fine).
        @Sendable func runsOnMainActor(_ user: DeclLocation) -> Bool {
            if isMainActor(.declaration(user)) { return true }
            guard let member = index.declarations[user]?.member, member.kind == .variable, member.isStored else { return false }
            let isolation = facts[user].map(\.isolation) ?? index.isolation(ofDeclarationAt: user, settings: targetOf(index.settings(of: user)))?.isolation
            return isolation?.isMainActor == true
        }
        // Whether a user is pinned off the main actor as it is: one look at its facts.
        @Sendable func pinnedOffMain(_ user: DeclLocation) -> Bool {
            if let fact = facts[user], let mainActor = fact.mainActor, let unknown = fact.unknown {
                return !fact.open && !mainActor && !unknown && !(fact.isolation?.isMainActor == true && runsOnMainActor(user))
            }
            return !isOpen(user) && !runsOnMainActor(user) && !isolationUnknown(user)
        }
        // Each used declaration's first use that forbids it (it depends on that declaration's
        // users only), found on all cores, then forbidden in source order.
        // Where a synchronous use runs off the main actor: in a closure that does, in code of
        // another global actor, or in code pinned off it (shared by uses and constructions).
        enum OffMainPlace { case closure(String), actor(String), pinnedUser(String) }
        @Sendable func offMainPlace(_ use: DeclarationUse) -> OffMainPlace? {
            switch use.context {
            case .offActor(let closure): return .closure(DeclarationUse.offActorPlace(closure))
            case .globalActor(let actor) where actor != "MainActor": return .actor(actor)
            case .own where pinnedOffMain(use.user): return .pinnedUser(index.member(at: use.user)?.name ?? "a declaration")
            default: return nil
            }
        }
        let firstForbiddingUse = usedTargets.parallelMap { target -> IsolationEvidence? in
            for use in users[target]! where !use.isAwaited {
                switch offMainPlace(use) {
                case .closure(let place)?:
                    return IsolationEvidence(summary: "is used \(place), which runs off the main actor", file: use.file, offset: use.offset)
                case .actor(let actor)?:
                    return IsolationEvidence(summary: "is used from @\(actor) code", file: use.file, offset: use.offset)
                case .pinnedUser(let name)?:
                    return IsolationEvidence(summary: "is used by '\(name)', which is not main-actor and cannot become it", file: use.file, offset: use.offset)
                case nil:
                    continue
                }
            }
            return nil
        }
        for (target, evidence) in zip(usedTargets, firstForbiddingUse) { if let evidence { forbid(target, evidence) } }
        // Constructions of the run's types off the main actor, in source order.
        var constructedOffMain: [String: IsolationEvidence] = [:]
        for use in constructions where !use.isAwaited {
            guard case .initializer(let type) = use.target, constructedOffMain[type] == nil else { continue }
            switch offMainPlace(use) {
            case .closure(let place)?:
                constructedOffMain[type] = IsolationEvidence(summary: "is constructed \(place), which runs off the main actor", file: use.file, offset: use.offset)
            case .actor(let actor)?:
                constructedOffMain[type] = IsolationEvidence(summary: "is constructed in @\(actor) code", file: use.file, offset: use.offset)
            // (Not a stored property's initial value: a static or global one can be made
            // main-actor with the type, `static let shared = Router()`, by global-mutable-state;
            // but an `@Entry`'s is a nonisolated `defaultValue`.)
            case .pinnedUser(let name)? where index.member(at: use.user).map({ !($0.kind == .variable && $0.isStored) || ProjectIndex.isEnvironmentEntry($0) }) == true:
                constructedOffMain[type] = IsolationEvidence(summary: "is constructed by '\(name)', which is not main-actor and cannot become it", file: use.file, offset: use.offset)
            default:
                continue
            }
        }
        self.constructedOffMain = constructedOffMain
        // (Evidence closures hold the member, not the index: the index keeps the graph.)
        var forbiddenForWitnessOf: [DeclLocation: String] = [:]
        func propagateForbidden() {
            while let location = work.popLast() {
                let member = index.member(at: location)
                let witnessed = forbiddenForWitnessOf[location]
                for use in uses[location] ?? [] where use.isSynchronousOwn {
                    guard case .declaration(let target) = use.target, isOpen(target), forbidden[target] == nil else { continue }
                    let chain = forbiddenChain[location]!
                    let caller = forbidden[location]!
                    forbid(target, IsolationEvidence(file: use.file, offset: use.offset) {
                        let name = member?.name ?? "it"
                        return chain.depth < 2 ? "is called by '\(name)', which \(caller.summary)"
                            : "is called by '\(name)', at the end of a chain of \(chain.depth + 1) calls from code that \(chain.root.summary)"
                    })
                    forbiddenChain[target] = (chain.depth + 1, chain.root)
                    if let witnessed { forbiddenForWitnessOf[target] = witnessed }
                }
            }
        }
        // What uses off the main actor forbid comes first: what only witnesses forbid is then
        // told apart (a protocol made `@MainActor` lifts it).
        propagateForbidden()
        // Witnesses of nonisolated requirements (only an open declaration's facts name one), in
        // source order: found in the facts, not by asking every declaration.
        let witnesses = facts.compactMap { $0.value.open && $0.value.requirement != nil ? $0.key : nil }.sorted()
        // Except those that become main-actor with an isolated conformance.
        let isolatable = IsolationGraph.isolatableWitnesses(witnesses, facts: facts, uses: uses, index: index, targetOf: targetOf,
                                                            isMainActor: isMainActor, runsOnMainActor: runsOnMainActor, isOpen: isOpen)
        self.isolatedConformanceWitnesses = isolatable
        for location in witnesses where isolatable[location] == nil {
            let node = index.node(location)
            let requirement = facts[location]!.requirement!
            guard forbidden[location] == nil else { continue }
            forbid(location, IsolationEvidence(file: location.file, offset: node.byteRange.lowerBound) { "is a witness of \(requirement), which is not main-actor" })
            if let dot = requirement.lastIndex(of: ".") { forbiddenForWitnessOf[location] = String(requirement[..<dot]) }
        }
        propagateForbidden()
        self.forbiddenForWitnessOf = forbiddenForWitnessOf

        // 2. Needs the main actor, from direct uses up the reverse edges, through open and
        // permitted declarations only.
        var needs: [DeclLocation: IsolationEvidence] = [:]
        var needChain: [DeclLocation: (depth: Int, root: IsolationEvidence)] = [:]
        var conflicts: [DeclLocation: (need: IsolationEvidence, forbidden: IsolationEvidence)] = [:]
        var needWork: [DeclLocation] = []
        // Each open declaration's first synchronous use of something main-actor, found on all
        // cores, then recorded in source order.
        let firstMainActorUse = usingDeclarations.parallelMap { location -> IsolationEvidence? in
            guard let list = uses[location], isOpen(location),
                  let use = list.first(where: { $0.isSynchronousOwn && !$0.inDefaultValue && isMainActor($0.target) }) else { return nil }
            return IsolationEvidence(file: use.file, offset: use.offset) { "uses \(use.text), which is main-actor isolated" }
        }
        for (location, evidence) in zip(usingDeclarations, firstMainActorUse) {
            guard let evidence else { continue }
            if let reason = forbidden[location] {
                if conflicts[location] == nil { conflicts[location] = (evidence, reason) }
            } else if needs[location] == nil {
                needs[location] = evidence
                needChain[location] = (0, evidence)
                needWork.append(location)
            }
        }
        while let location = needWork.popLast() {
            let member = index.member(at: location)
            for use in users[location] ?? [] where use.isSynchronousOwn && needs[use.user] == nil && isOpen(use.user) && forbidden[use.user] == nil {
                let chain = needChain[location]!
                let callee = needs[location]!
                needs[use.user] = IsolationEvidence(file: use.file, offset: use.offset) {
                    let name = member?.name ?? "it"
                    return chain.depth < 2 ? "uses '\(name)', which needs the main actor (it \(callee.summary))"
                        : "uses '\(name)', which needs the main actor (through a chain of \(chain.depth + 1) calls, the last of which \(chain.root.summary))"
                }
                needChain[use.user] = (chain.depth + 1, chain.root)
                needWork.append(use.user)
            }
        }
        self.forbidden = forbidden
        self.needsMainActor = needs
        self.conflicts = conflicts

        // 3. Sendable `let`s of main-actor types (readable from anywhere by the rule `isMainActor`
        // applies, SE-0434) read where that rule does not hold: statics, globals (main-actor under
        // default isolation: swiftc 6.3.1 rejects their reads off the main actor even in their
        // module), and other modules.
        func readableConstant(_ location: DeclLocation) -> MemberInfo? {
            IsolationGraph.readableConstant(location, facts: facts, index: index, isMainActor: isMainActor)
        }
        var constantReads: [DeclLocation: IsolationEvidence] = [:]
        for target in usedTargets {
            guard let member = readableConstant(target) else { continue }
            let module = index.units[target.file].module
            for use in users[target]! where !use.isAwaited {
                let readerModule = index.units[use.file].module
                let place: String
                if member.isStatic || index.declarations[target]?.type == nil {
                    place = readerModule != nil && readerModule != module ? " in module \(readerModule!)" : ""
                } else {
                    guard let module, let readerModule, readerModule != module else { continue }
                    place = " in module \(readerModule)"
                }
                let reader = index.member(at: use.user)?.name ?? "a declaration"
                switch use.context {
                case .offActor(let closure):
                    constantReads[target] = IsolationEvidence(summary: "is read \(DeclarationUse.offActorPlace(closure))\(place), which runs off the main actor",
                                                              file: use.file, offset: use.offset)
                case .globalActor(let actor) where actor != "MainActor":
                    constantReads[target] = IsolationEvidence(summary: "is read from @\(actor) code\(place)", file: use.file, offset: use.offset)
                case .own:
                    // A reader isolated to the main actor (another static of the type, whose
                    // initializer is) reads it as it is.
                    guard needs[use.user] == nil, !isMainActor(.declaration(use.user)), facts[use.user]?.isolation?.isMainActor != true,
                          !isolationUnknown(use.user) else { continue }
                    constantReads[target] = IsolationEvidence(summary: "is read by '\(reader)'\(place), which is not main-actor",
                                                              file: use.file, offset: use.offset)
                default:
                    continue
                }
                break
            }
        }
        // Reads by members of the run's extensions of other modules' types written nonisolated
        // (`nonisolated extension Logger { static let search = Logger(subsystem:
        // LogCategory.subsystem, …) }`): not nodes of the graph, so scanned here, only these.
        for (location, entry) in index.nonisolatedExternalMembers {
            for use in IsolationGraph.uses(ofExternalMember: location, index: index, generation: targetOf(index.settings(of: location)).sdk) where !use.isAwaited {
                guard case .declaration(let target) = use.target, constantReads[target] == nil, let member = readableConstant(target),
                      member.isStatic || index.declarations[target]?.type == nil else { continue }
                constantReads[target] = IsolationEvidence(summary: "is read by '\(entry.member.name)', which is not main-actor", file: use.file, offset: use.offset)
            }
        }
        IsolationGraph.followConstantReads(&constantReads, from: constantReads.keys.sorted(), uses: uses, index: index, readable: readableConstant)
        self.constantReads = constantReads

        // 4. Main-actor declarations that such code uses anyway: candidates for `nonisolated`.
        // An initializer (and deinit) may set and read its own type's stored properties whatever
        // its isolation (SE-0327): those uses ask for nothing here (deinit is issue of its own).
        var offMain: [DeclLocation: IsolationEvidence] = [:]
        var parameters: [DeclLocation: [Int: IsolationEvidence]] = [:]
        for target in usedTargets where isMainActor(.declaration(target)) {
            let list = users[target]!
            let targetEntry = index.declarations[target]
            let isStoredProperty = targetEntry.map { $0.member.kind == .variable && $0.member.isStored } ?? false
            for use in list where !use.isAwaited && use.user != target {
                if isStoredProperty, let user = index.declarations[use.user], user.member.kind == .initializer || user.member.kind == .deinitializer,
                   user.type != nil, user.type == targetEntry?.type { continue }
                let evidence: IsolationEvidence
                if let value = use.functionValue, value != .passed, use.context != .globalActor("MainActor") {
                    guard let user = index.declarations[use.user]?.member,
                          value == .converted || IsolationGraph.witnessesRequirement(user, of: index.declarations[use.user]?.type, index: index) else { continue }
                    // Passed to a parameter of a function of the run: nothing is lost where the
                    // parameter is main-actor, and it can be where its function is.
                    if value == .converted, let argument = IsolationGraph.functionValueArgument(use, usesOfUser: uses[use.user] ?? [], index: index) {
                        if argument.takesMainActor { continue }
                        if argument.canTakeMainActor, isMainActor(.declaration(argument.callee)) {
                            let targetName = targetEntry?.member.name ?? "a function"
                            if parameters[argument.callee]?[argument.parameter] == nil {
                                parameters[argument.callee, default: [:]][argument.parameter] = IsolationEvidence(
                                    summary: "is passed '\(targetName)', a main-actor function, in the default value of '\(user.name)'", file: use.file, offset: use.offset)
                            }
                            continue
                        }
                    }
                    var valueEvidence = IsolationEvidence(file: use.file, offset: use.offset) {
                        value == .converted
                            ? "is used as a function value in the default value of '\(user.name)', converted to a function type without the main actor"
                            : "is used as a function value in the default value of '\(user.name)', which witnesses a protocol requirement of a function type without the main actor"
                    }
                    valueEvidence.diagnostic = value == .converted
                        ? "converting function value of type '@MainActor @Sendable (…) -> …' to '(…) -> …' loses global actor 'MainActor'"
                        : "type '…' does not conform to protocol '…' (candidate has non-matching type '@MainActor @Sendable …')"
                    valueEvidence.hint = "give the property a `@MainActor` function type, or move the main-actor state out of it"
                    offMain[target] = valueEvidence
                    break
                }
                switch use.context {
                case .offActor(let closure) where use.functionValue == .passed:
                    var passed = IsolationEvidence(summary: "is passed by name to \(closure), which runs it off the main actor", file: use.file, offset: use.offset)
                    passed.diagnostic = "converting function value of type '@MainActor @Sendable (…) -> …' to '@Sendable (…) -> …' loses global actor 'MainActor'"
                    passed.hint = "pass a closure that hops to the main actor (`{ Task { @MainActor in … } }`), or move the main-actor state out of it"
                    evidence = passed
                case .offActor(let closure):
                    evidence = IsolationEvidence(summary: "is called \(DeclarationUse.offActorPlace(closure)), which runs off the main actor", file: use.file, offset: use.offset)
                case .own:
                    // A stored property read off the main actor becomes `nonisolated` (3): its
                    // initial value then runs there too.
                    guard needs[use.user] == nil, !runsOnMainActor(use.user) || constantReads[use.user] != nil,
                          !isolationUnknown(use.user),
                          !isOpen(use.user) || forbidden[use.user] != nil else { continue }
                    let name = index.member(at: use.user)?.name ?? "a declaration"
                    evidence = IsolationEvidence(summary: "is called by '\(name)', which is not main-actor", file: use.file, offset: use.offset)
                default:
                    continue
                }
                offMain[target] = evidence
                break
            }
        }
        // 4b. What those declarations call goes with them: a pure main-actor member or function
        // that one becoming nonisolated calls (`key(for:)` calling `normalized(_:)`) becomes
        // nonisolated too, else neither can. Reachability from the declarations used off the
        // main actor over their synchronous main-actor uses; then the blocked ones (a use of
        // main-actor state or API, a declaration `nonisolated` cannot be written on) block their
        // callers, up the reverse edges.
        var reached: [DeclLocation] = []
        var reachedSet = Set<DeclLocation>()
        var blocked = Set<DeclLocation>()
        var callers: [DeclLocation: [(caller: DeclLocation, use: DeclarationUse)]] = [:]
        var pending = offMain.keys.sorted()
        while let location = pending.popLast() {
            guard reachedSet.insert(location).inserted else { continue }
            reached.append(location)
            guard IsolationGraph.nonisolatedShape(location, index: index) else { blocked.insert(location); continue }
            for use in uses[location] ?? [] where !use.isAwaited {
                if case .opaqueSelfMember = use.target { blocked.insert(location); break }
                guard isMainActor(use.target) else { continue }
                // A use of itself is more often an overload the source does not tell apart
                // (`request(endpoint as URLConvertible)` forwarding to another `request`) than
                // recursion: as before the cascade, it blocks.
                guard case .declaration(let callee) = use.target, callee != location else { blocked.insert(location); break }
                callers[callee, default: []].append((location, use))
                pending.append(callee)
            }
        }
        var blockWork = Array(blocked)
        while let location = blockWork.popLast() {
            for (caller, _) in callers[location] ?? [] where blocked.insert(caller).inserted { blockWork.append(caller) }
        }
        var cascade: [DeclLocation: Bool] = [:]
        for location in reached { cascade[location] = !blocked.contains(location) }
        // Each callee reached gets its first caller as evidence, in the order reached.
        for callee in reached where offMain[callee] == nil && !blocked.contains(callee) {
            guard let (caller, use) = callers[callee]?.first(where: { !blocked.contains($0.caller) }) else { continue }
            let name = index.member(at: caller)?.name ?? "a declaration"
            offMain[callee] = IsolationEvidence(summary: "is called by '\(name)', which becomes nonisolated", file: use.file, offset: use.offset)
        }
        self.nonisolatedCascade = cascade
        self.offMainUses = offMain
        self.mainActorParameters = parameters
        self.facts = facts
    }

    /// What each declaration uses, and who uses each: one scan per file, in parallel.
    static func scanUses(index: ProjectIndex, targetOf: @escaping @Sendable (SwiftSettings) -> SwiftSettings)
        -> (uses: [DeclLocation: [DeclarationUse]], users: [DeclLocation: [DeclarationUse]], using: [DeclLocation], constructions: [DeclarationUse]) {
        // Only members with a body, each file's in source order (`declarationsByFile`); files with
        // none are left out. Nested types, typealiases and enum cases are not code (a nested
        // type's members are declarations of their own).
        @Sendable func isCode(_ location: DeclLocation) -> Bool {
            switch index.declarations[location]!.member.kind {
            case .nestedType, .typealias, .associatedtype, .enumCase: false
            default: true
            }
        }
        let generations = index.units.map { targetOf($0.settings).sdk }
        // The code of the run's extensions of other modules' types that is a node
        // (`externalNodes`), scanned with its file's declarations, in source order.
        let external = externalNodes(index: index, targetOf: targetOf)
        let externalSet = Set(external)
        var externalByFile: [Int: [DeclLocation]] = [:]
        for location in external { externalByFile[location.file, default: []].append(location) }
        let externalOfFile = externalByFile
        let files = index.units.indices.filter { index.declarationsByFile[$0].contains(where: isCode) || externalOfFile[$0] != nil }
        // The previous round's uses, for the files it did not edit (see `UsesSnapshot`).
        let carried = index.carriedOverUses(generations: generations, externalNodes: external) ?? CarriedUses()
        let slots = ParallelSlots<[(DeclLocation, [DeclarationUse])]>(count: files.count)
        // The files to scan largest first (the carried ones cost nothing).
        let order = ProjectIndex.largestFirst(files.map { carried.files[$0] == nil ? index.units[$0].tree.bytes.count : 0 })
        ParallelSlots<[(DeclLocation, [DeclarationUse])]>.forEach(files.count) { k in
            let i = order[k]
            let file = files[i]
            if let reused = carried.files[file] { slots.set(i, reused); return }
            let generation = generations[file]
            var found: [(DeclLocation, [DeclarationUse])] = []
            var branchTwins: [DeclLocation: [DeclLocation]]?
            let chains = index.chainTables
            let imports = index.units[file].tree.importedModules
            for location in index.declarationsByFile[file] where isCode(location) {
                if let reused = carried.declarations[location] { found.append((location, reused)); continue }
                let owner = index.declarations[location]!.type.flatMap { index.types[$0] }
                let scanner = DeclarationUseScanner(index: index, location: location, enclosingType: owner, generation: generation, chains: chains, imports: imports,
                                                    externalNodes: externalSet)
                found.append((location, scanner.scan(branchTwins: &branchTwins)))
            }
            if let extensionCode = externalOfFile[file] {
                for location in extensionCode {
                    let scanner = DeclarationUseScanner(index: index, location: location, enclosingType: nil, generation: generation, chains: chains, imports: imports,
                                                        externalNodes: externalSet)
                    found.append((location, scanner.scan(branchTwins: &branchTwins)))
                }
                found.sort { $0.0 < $1.0 }
            }
            slots.set(i, found)
        }
        let scanned = slots.values
        if index.carry.uses == nil {
            index.carry.uses = UsesSnapshot(usesByFile: Dictionary(uniqueKeysWithValues: zip(files, scanned)),
                                            declarations: index.declarations, declarationsByFile: index.declarationsByFile,
                                            externalMembers: index.externalMembers, externalNodes: external,
                                            signature: index.resolutionSignature,
                                            sendableClosureFunctions: index.sendableClosureFunctions, generations: generations)
        }
        // The two tables, each a serial pass over every use, built at the same time (every round
        // merges every file's uses, the carried ones too).
        let ((uses, using), (users, constructions)) = Concurrently.run({ () -> ([DeclLocation: [DeclarationUse]], [DeclLocation]) in
            var uses: [DeclLocation: [DeclarationUse]] = [:]
            uses.reserveCapacity(scanned.reduce(0) { $0 + $1.count })
            // Files in order, each file's declarations in source order: `using` comes out sorted.
            var using: [DeclLocation] = []
            for found in scanned {
                for (location, list) in found {
                    uses[location] = list
                    if !list.isEmpty { using.append(location) }
                }
            }
            if zip(using, using.dropFirst()).contains(where: { !($0 < $1) }) { using.sort() }
            return (uses, using)
        }, { () -> ([DeclLocation: [DeclarationUse]], [DeclarationUse]) in
            var users: [DeclLocation: [DeclarationUse]] = [:]
            var constructions: [DeclarationUse] = []
            for found in scanned {
                for (_, list) in found {
                    for use in list {
                        switch use.target {
                        case .declaration(let target): users[target, default: []].append(use)
                        case .initializer: constructions.append(use)
                        default: break
                        }
                    }
                }
            }
            return (users, constructions)
        })
        return (uses, users, using, constructions)
    }

    /// The code of the run's extensions of other modules' types that the graph takes as nodes
    /// (`ProjectIndex.externalCode`), in source order: not those main-actor by the default
    /// isolation alone (SE-0466), which `nonisolated-sdk-extensions` decides as wholes.
    static func externalNodes(index: ProjectIndex, targetOf: (SwiftSettings) -> SwiftSettings) -> [DeclLocation] {
        index.externalCode.filter { location in
            guard let (type, member) = index.externalMembers[location] else { return false }
            return !index.externalExtensionTakesDefaultIsolation(member.container, extending: type, settings: targetOf(index.settings(of: location)))
        }
    }

    /// Whether the inference may decide the declaration's isolation (`IsolationGraph.isOpen`).
    public func isOpen(_ location: DeclLocation) -> Bool {
        facts[location]?.open ?? IsolationGraph.isOpen(location, index: index, targetOf: targetOf, assumed: assumedMainActorTypes)
    }

    public func isMainActor(_ target: DeclarationUse.Target) -> Bool {
        if case .declaration(let location) = target, let known = facts[location]?.mainActor { return known }
        return IsolationGraph.isMainActor(target, index: index, targetOf: targetOf, assumed: assumedMainActorTypes)
    }

    /// A member's or global's isolation by the language rules under the settings migrated to
    /// (declared, inherited from its type or extension; not what the inference adds).
    public func languageIsolation(of location: DeclLocation) -> Isolation? {
        if let fact = facts[location] { return fact.isolation }
        return index.isolation(ofDeclarationAt: location, settings: targetSettings(ofFile: location.file))?.isolation
    }

    /// Whether a declaration's isolation cannot be told (its class inherits from an SDK class the
    /// knowledge does not describe): such code neither asks for nor forbids anything.
    public func isolationIsUnknown(_ location: DeclLocation) -> Bool {
        facts[location]?.unknown ?? IsolationGraph.isolationUnknown(location, index: index, targetOf: targetOf)
    }

    /// The settings a file of the run is migrated to.
    public func targetSettings(ofFile file: Int) -> SwiftSettings { targetOf(index.units[file].settings) }

    /// Where evidence points, for messages: `Router.swift:14`.
    public func place(_ evidence: IsolationEvidence) -> String {
        let tree = index.units[evidence.file].tree
        let name = tree.fileName
        return "\(name):\(tree.location(ofOffset: evidence.offset).line)"
    }

    /// `uses UIApplication.shared, which is main-actor isolated (Router.swift:14)`.
    public func explain(_ evidence: IsolationEvidence) -> String { "\(evidence.summary) (\(place(evidence)))" }

    // MARK: Types

    /// The members of a type and what the inference says about them.
    public func summary(ofType info: TypeInfo) -> TypeIsolationSummary {
        let settings = targetOf(index.settings(of: info.declaration))
        var candidates: [DeclLocation] = []
        var defaultValues: [IsolationEvidence] = []
        var storage: [IsolationEvidence] = []
        var blocker: IsolationEvidence?
        var overrideBlocker: IsolationEvidence?
        var seen = Set<DeclLocation>()
        let typeKey = index.key(of: info)
        // Forbidden only for being used synchronously by the type's own members that become
        // main-actor with it (a stored property's `didSet` calling `update()`; members that are
        // not nonisolated, witness no nonisolated requirement and are not forbidden themselves):
        // no obstacle to the whole type. A witness of a nonisolated requirement always is.
        // A chain of such members (`didSet` → `update()` → `keyWindow`) is followed; a member met
        // again on the way counts as fine (the chain is the type's own).
        var ownOnly: [DeclLocation: Bool] = [:]
        // Depth-limited: a generated chain of thousands of calls must not exhaust the stack (past
        // the limit the member counts as blocking, the safe answer).
        func usedOnlyByOwnMembers(_ location: DeclLocation, depth: Int = 0) -> Bool {
            if let known = ownOnly[location] { return known }
            guard depth < 64 else { return false }
            ownOnly[location] = true
            guard facts[location]?.requirement == nil else { ownOnly[location] = false; return false }
            let result = (users[location] ?? []).allSatisfy { use in
                guard !use.isAwaited, use.context != .globalActor("MainActor") else { return true }
                guard use.context == .own, let (type, user) = index.declarations[use.user] else { return false }
                // Outside the type: main-actor code already, or code that becomes it this round
                // (an app's view calling `store.update()`).
                guard type == typeKey else { return isMainActor(.declaration(use.user)) || needsMainActor[use.user] != nil }
                guard user.explicitIsolation == nil, facts[use.user]?.requirement == nil else { return false }
                return (user.kind == .variable && user.isStored && !user.isStatic) || forbidden[use.user] == nil || usedOnlyByOwnMembers(use.user, depth: depth + 1)
            }
            ownOnly[location] = result
            return result
        }
        for member in info.members where seen.insert(member.location).inserted {
            let node = index.node(member.location)
            if member.kind == .variable && member.isStored {
                // A stored property's default value runs in the type's initializers, and its
                // observers (`didSet`) with the property's isolation: only the type can give
                // them the main actor.
                if !member.isStatic, member.explicitIsolation == nil {
                    for use in uses[member.location] ?? [] where use.isSynchronousOwn {
                        let needs: Bool
                        if case .declaration(let target) = use.target, !use.inDefaultValue {
                            needs = isMainActor(use.target) || needsMainActor[target] != nil || conflicts[target] != nil
                        } else {
                            // A function's value needs nothing (`FunctionValue`).
                            needs = use.inDefaultValue && use.functionValue == nil && isMainActor(use.target)
                        }
                        guard needs else { continue }
                        defaultValues.append(IsolationEvidence(summary: use.inDefaultValue ? "the default value of '\(member.name)' uses \(use.text), which is main-actor isolated"
                                                                   : "an observer of '\(member.name)' uses \(use.text), which needs the main actor",
                                                               file: use.file, offset: use.offset))
                        break
                    }
                }
                if !member.isStatic, let written = member.declaredType {
                    let base = ProjectIndex.stripGenerics(written)
                    if index.lookupType(base, from: info.name, inFile: info.declaration.file) == nil, let fact = index.sdk.type(base, in: settings.sdk),
                       fact.isolation == "MainActor", fact.kind != "protocol" {
                        storage.append(IsolationEvidence(summary: "it stores '\(member.name)', a \(base), which is main-actor isolated",
                                                         file: member.location.file, offset: node.byteRange.lowerBound))
                    }
                }
                if blocker == nil, !member.isStatic, member.explicitIsolation == nil, let reason = forbidden[member.location], !usedOnlyByOwnMembers(member.location) {
                    blocker = IsolationEvidence(summary: "'\(member.name)' \(reason.summary)", file: reason.file, offset: reason.offset)
                }
                continue
            }
            if isOpen(member.location) {
                candidates.append(member.location)
                if blocker == nil, let reason = forbidden[member.location], !usedOnlyByOwnMembers(member.location) {
                    blocker = IsolationEvidence(summary: "'\(member.name)' \(reason.summary)", file: reason.file, offset: reason.offset)
                }
            } else if blocker == nil, node.hasModifier("override"), member.explicitIsolation == nil,
                      index.isolation(ofType: info, settings: settings).isolation == .nonisolated {
                // An override keeps its superclass's isolation: once the type is main-actor it
                // could no longer touch the type's state.
                let evidence = IsolationEvidence(summary: "'\(member.name)' overrides a nonisolated method of the superclass",
                                                 file: member.location.file, offset: node.byteRange.lowerBound)
                if IsolationGraph.overridesMemberOfRun(member, of: info, index: index) {
                    if overrideBlocker == nil { overrideBlocker = evidence }
                } else {
                    blocker = evidence
                }
            }
        }
        // Made off the main actor, where its initializers would no longer run (an initializer
        // the compiler synthesizes stays nonisolated).
        if blocker == nil, let constructed = constructedOffMain[typeKey], index.initializerIsIsolated(info) {
            blocker = IsolationEvidence(summary: "\(info.name) \(constructed.summary)", file: constructed.file, offset: constructed.offset)
        }
        let needing = candidates.filter { needsMainActor[$0] != nil }
        return TypeIsolationSummary(candidates: candidates, needing: needing, defaultValues: defaultValues,
                                    mainActorStorage: storage, blocker: blocker ?? overrideBlocker,
                                    blockedOnlyByOverridesInRun: blocker == nil && overrideBlocker != nil)
    }

    /// Whether an override's member is first declared (not itself an override) by a class of the
    /// run up its superclass chain, not by another module's class.
    static func overridesMemberOfRun(_ member: MemberInfo, of info: TypeInfo, index: ProjectIndex) -> Bool {
        var current = info
        for _ in 0..<32 {
            guard let superclass = index.superclassOfRun(current) else { return false }
            let declared = superclass.members(named: member.name).filter { $0.kind == member.kind }
            if declared.contains(where: { !index.node($0.location).hasModifier("override") }) { return true }
            current = superclass
        }
        return false
    }

    /// Whether a property witnesses a requirement, of a function type without `@MainActor`, of a
    /// protocol of the run its type conforms to (directly or through a refined protocol).
    private static func witnessesRequirement(_ property: MemberInfo, of typeKey: String?, index: ProjectIndex) -> Bool {
        property.kind == .variable && protocolRequirement(named: property.name, of: typeKey, index: index) { requirement in
            requirement.kind == .variable && requirement.declaredType.map { $0.contains("->") && !$0.contains("@MainActor") } ?? false
        }
    }

    /// A protocol of another module (the SDK's, a dependency's) that the type conforms to and
    /// that may require a member of this name: an SDK protocol whose listed requirements name
    /// it, or a protocol nothing describes (its requirements are unknown). Not standard protocols
    /// whose requirements are known (`Hashable`, `Codable`…) unless they name it, nor SDK
    /// protocols described for their isolation alone (`ObservableObject`), nor a class's
    /// superclass (its overrides say `override`). A witness must keep the requirement's parameter
    /// types, so its own are not actorfix's to change (pocket-casts'
    /// `userNotificationCenter(_:didReceive:withCompletionHandler:)`).
    public static func otherModulesProtocol(mayRequire name: String, of info: TypeInfo, index: ProjectIndex, generation: SDKGeneration) -> String? {
        let superclass = info.kind == .class ? info.inheritedOnDeclaration.first : nil
        for conformance in info.allConformances where index.lookupType(conformance, from: info.name, inFile: info.declaration.file) == nil {
            let simple = ProjectIndex.stripGenerics(conformance).lastDottedComponent
            if ProjectIndex.sendableSpellings.contains(simple) || simple == "NSObject" || simple.hasPrefix("ExpressibleBy")
                || IsolationGraph.standardLibraryProtocols.contains(simple) { continue }
            if let known = ProjectIndex.standardProtocolWitnesses[simple] {
                if known.names.contains(name) { return simple }
                continue
            }
            if let fact = index.sdk.type(simple, in: generation) {
                guard fact.kind == "protocol", let requirements = fact.requirements, requirements.contains(name) else { continue }
                return simple
            }
            // An undescribed first name of a class may be its superclass (`UIViewController`'s
            // subclasses' or another module's base class).
            if conformance == superclass { continue }
            return simple
        }
        return nil
    }

    /// Standard-library protocols whose requirements (operators, initializers, iteration and
    /// collection members) are not the names a type's own statics and callback methods take;
    /// the `ExpressibleBy…` literal protocols require initializers only.
    static let standardLibraryProtocols: Set<String> = [
        "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
        "RangeReplaceableCollection", "IteratorProtocol", "OptionSet", "SetAlgebra", "Numeric", "SignedNumeric",
        "AdditiveArithmetic", "Strideable", "BinaryInteger", "FixedWidthInteger", "SignedInteger", "UnsignedInteger",
        "FloatingPoint", "BinaryFloatingPoint", "StringProtocol", "TextOutputStream", "TextOutputStreamable",
        "LosslessStringConvertible", "CustomReflectable", "AnyObject", "NSObjectProtocol",
    ]

    /// Whether a protocol of the run that the type conforms to (directly or through a refined
    /// protocol) has a requirement of that name that `matches`.
    public static func protocolRequirement(named name: String, of typeKey: String?, index: ProjectIndex, where matches: (MemberInfo) -> Bool) -> Bool {
        guard let typeKey, let info = index.types[typeKey] else { return false }
        var pending = info.allConformances.map { ($0, info.name, info.declaration.file) }
        var seen = Set<String>()
        while let (conformance, context, file) = pending.popLast() {
            guard let proto = index.lookupType(conformance, from: context, inFile: file), proto.kind == .protocol,
                  seen.insert(index.key(of: proto)).inserted else { continue }
            if proto.members.contains(where: { $0.name == name && matches($0) }) { return true }
            pending += proto.inheritedOnDeclaration.map { ($0, proto.name, proto.declaration.file) }
        }
        return false
    }

    /// The first call that main-actor code awaits of `method` on main-actor state, when `method`
    /// is a nonisolated async instance method of the run that says no isolation of its own: a
    /// stored property of the caller's (`await self.viewModel.load()` in a view, `await
    /// service.fetch()` in a main-actor model). Such a method runs off the actor (SE-0338), so
    /// the call sends the receiver there, and swiftc 6.3.1 rejects it unless the receiver's type
    /// is Sendable ("sending 'self.viewModel' risks causing data races", seen only with
    /// `-emit-sil`); not with `NonisolatedNonsendingByDefault` (SE-0461), where it runs on the
    /// caller's actor. A receiver made at the call or held in a local is disconnected (SE-0414)
    /// and left out, as are parameters (a caller may pass a fresh value).
    public func awaitedOnMainActorState(_ method: DeclLocation) -> IsolationEvidence? {
        guard let member = index.declarations[method]?.member, member.kind == .function, member.isAsync, !member.isStatic,
              member.explicitIsolation == nil, languageIsolation(of: method) == .nonisolated,
              !targetSettings(ofFile: method.file).nonisolatedNonsendingByDefault else { return nil }
        for use in users[method] ?? [] where use.isAwaited {
            switch use.context {
            case .globalActor("MainActor"): break
            case .own: guard isMainActor(.declaration(use.user)) || needsMainActor[use.user] != nil else { continue }
            default: continue
            }
            // The receiver is the chain up to the method's name: `self.viewModel` of
            // `self.viewModel.load`, without an optional chain's `?` or `!`.
            let bytes = use.tree.bytes
            guard var end = use.textRange.indices.last(where: { bytes[$0] == UInt8(ascii: ".") }) else { continue }
            while end > use.textRange.lowerBound, [UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(bytes[end - 1]) { end -= 1 }
            // (A bare receiver, `model.reload`, is shown with the member it is the base of.)
            guard let receiver = uses[use.user]?.first(where: { $0.offset == use.offset && $0.target != use.target
                      && ($0.textRange.upperBound == end || $0.textRange == use.textRange) }),
                  case .declaration(let stored) = receiver.target, let member = index.declarations[stored]?.member,
                  member.kind == .variable, member.isStored, !member.isStatic else { continue }
            let user = index.declarations[use.user]?.member.name ?? "a declaration"
            let receiverText = receiver.text
            return IsolationEvidence(file: use.file, offset: use.offset) { "is awaited on main-actor state ('\(receiverText)') by '\(user)'" }
        }
        return nil
    }

    /// Whether a main-actor declaration could be `nonisolated` (`nonisolatedShape`): its body
    /// uses nothing main-actor (no state of its type but literal constants, no main-actor API)
    /// and nothing of `self` the index does not describe, but for main-actor members and
    /// functions that can be `nonisolated` with it, which are then used off the main actor too
    /// (`nonisolatedCascade`, `offMainUses`).
    public func canBeNonisolated(_ location: DeclLocation) -> Bool {
        if let verdict = nonisolatedCascade[location] { return verdict }
        guard IsolationGraph.nonisolatedShape(location, index: index) else { return false }
        return (uses[location] ?? []).allSatisfy { use in
            if case .opaqueSelfMember = use.target { return false }
            return use.isAwaited || !isMainActor(use.target)
        }
    }

    /// Whether a declaration is one that `nonisolated` can be written on, whatever it uses: a
    /// global function without isolation of its own, or a method, computed property or subscript
    /// of a class, struct or enum of the run (not a view's: the view rules decide those),
    /// isolated only by its type or an extension without isolation, not `open`, not an override.
    static func nonisolatedShape(_ location: DeclLocation, index: ProjectIndex) -> Bool {
        guard let (typeName, member) = index.declarations[location], member.explicitIsolation == nil else { return false }
        switch member.kind {
        case .function, .subscript: break
        case .variable: guard !member.isStored else { return false }
        default: return false
        }
        // A global function (main-actor only under default isolation, SE-0466).
        guard let typeName else { return member.kind == .function }
        guard let info = index.types[typeName], info.kind != .actor, info.kind != .protocol else { return false }
        if info.allConformances.contains(where: { $0 == "View" || $0 == "SwiftUI.View" }) { return false }
        let node = index.node(location)
        if node.hasModifier("open") || node.hasModifier("override") { return false }
        if member.container != info.declaration, index.explicitIsolation(of: index.node(member.container)) != nil { return false }
        return true
    }

    // MARK: Facts about single declarations

    /// What the worklists ask about one declaration, whatever its neighbours.
    struct DeclarationFacts: Sendable {
        /// Its isolation by the language rules under the target settings (nil: not a member or
        /// global of the run), before anything the inference adds.
        let isolation: Isolation?
        let open: Bool
        /// Nil for a declaration nothing uses and that uses nothing (never asked).
        let mainActor: Bool?
        let unknown: Bool?
        /// For an open declaration: the nonisolated protocol requirement it witnesses, if any
        /// (`Hashable.hash(into:)`).
        let requirement: String?
    }

    /// The facts of the given declarations (nil: all of them), one file per task on all cores.
    static func computeFacts(of locations: [DeclLocation]?, index: ProjectIndex, targetOf: @escaping @Sendable (SwiftSettings) -> SwiftSettings,
                             assumed: Set<String>, involved: Set<DeclLocation>, carryOver: FactsCarryOver? = nil) -> [DeclLocation: DeclarationFacts] {
        // What is asked once per type, shared by the files (a type's extensions are spread over
        // many; the standard library's conform to dozens of protocols).
        let requirementsByType = SharedCache<String, [String: String]>()
        let requirementsByProtocol = SharedCache<DeclLocation, [(name: String, label: String)]>()
        let body: @Sendable ([DeclLocation]) -> [DeclarationFacts] = { inFile in
            inFile.map { location in
                if let carryOver, let old = carryOver.fact(of: location, in: index, involved: involved.contains(location)) { return old }
                // Computed once here: both questions below end with it.
                var known: (Isolation?)?
                func isolation() -> Isolation? {
                    if let known { return known }
                    let value = index.isolation(ofDeclarationAt: location, settings: targetOf(index.settings(of: location)))?.isolation
                    known = .some(value)
                    return value
                }
                let open = isOpen(location, index: index, targetOf: targetOf, assumed: assumed, isolation: isolation)
                var requirement: String?
                if open, let (typeName, member) = index.declarations[location], let typeName, let info = index.types[typeName] {
                    requirement = requirementsByType.value(typeName) {
                        IsolationGraph.nonisolatedRequirements(of: info, index: index, targetOf: targetOf, protocols: requirementsByProtocol)
                    }[member.name]
                }
                let asked = involved.contains(location)
                let mainActor = asked ? isMainActor(.declaration(location), index: index, targetOf: targetOf, assumed: assumed, isolation: isolation) : nil
                return DeclarationFacts(isolation: isolation(), open: open, mainActor: mainActor,
                                        unknown: asked ? isolationUnknown(location, index: index, targetOf: targetOf) : nil,
                                        requirement: requirement)
            }
        }
        return locations.map { index.mapDeclarations($0, body) } ?? index.mapAllDeclarations(body)
    }

    /// A member or global whose isolation the inference may decide: a method, computed property,
    /// subscript or initializer (a convenience one too: vAmiga's `ComputeKernel` shows an
    /// `NSAlert` in one) with no isolation of its own, in a nonisolated class, struct or
    /// enum (or at the top level), that is not `open` (a contract with subclasses elsewhere) and
    /// does not override a superclass member.
    /// - Parameter isolation: the declaration's isolation by the language rules, when the caller
    ///   has it already (see `DeclarationFacts.isolation`).
    static func isOpen(_ location: DeclLocation, index: ProjectIndex, targetOf: (SwiftSettings) -> SwiftSettings,
                       assumed: Set<String> = [], isolation: (() -> Isolation?)? = nil) -> Bool {
        // (Also a member of the run's extension of another module's type: no type name.)
        guard let member = index.member(at: location) else { return false }
        let typeName = index.declarations[location]?.type
        guard member.explicitIsolation == nil else { return false }
        // A member of a type taken to be main-actor is decided, as it will be once annotated.
        if let typeName, assumed.contains(typeName) { return false }
        switch member.kind {
        case .function, .initializer, .subscript: break
        case .variable: guard !member.isStored else { return false }
        default: return false
        }
        let node = index.node(location)
        if node.hasModifier("open") || node.hasModifier("override") { return false }
        let settings = targetOf(index.settings(of: location))
        if let typeName {
            guard let info = index.types[typeName], info.kind == .class || info.kind == .struct || info.kind == .enum else { return false }
            if DeclarationUseScanner.hasUnknownSuperclass(info, index: index, generation: settings.sdk) { return false }
            // Members of an isolated extension are decided by the extension.
            if member.container != info.declaration, index.explicitIsolation(of: index.node(member.container)) != nil { return false }
        } else if index.externalMembers[location] != nil, index.explicitIsolation(of: index.node(member.container)) != nil {
            return false
        }
        return (isolation.map { $0() } ?? index.isolation(ofDeclarationAt: location, settings: settings)?.isolation) == .nonisolated
    }

    /// Whether the isolation of a declaration's type cannot be told: it inherits from an SDK class
    /// the knowledge does not describe. Such code neither forbids nor asks for anything.
    static func isolationUnknown(_ location: DeclLocation, index: ProjectIndex, targetOf: (SwiftSettings) -> SwiftSettings) -> Bool {
        guard let typeName = index.declarations[location]?.type, let info = index.types[typeName] else { return false }
        return DeclarationUseScanner.hasUnknownSuperclass(info, index: index, generation: targetOf(index.settings(of: location)).sdk)
    }

    /// Whether a use's target is main-actor isolated under the settings being migrated to.
    static func isMainActor(_ target: DeclarationUse.Target, index: ProjectIndex, targetOf: (SwiftSettings) -> SwiftSettings,
                            assumed: Set<String> = [], isolation: (() -> Isolation?)? = nil) -> Bool {
        switch target {
        case .mainActorAPI:
            return true
        case .opaqueSelfMember:
            return false
        case .initializer(let typeName):
            guard let info = index.types[typeName] else { return false }
            let settings = targetOf(index.settings(of: info.declaration))
            guard assumed.contains(typeName) || index.isolation(ofType: info, settings: settings).isolation.isMainActor else { return false }
            return index.initializerIsIsolated(info)
        case .declaration(let location):
            // (Also a member of the run's extension of another module's type.)
            guard let member = index.member(at: location) else { return false }
            let settings = targetOf(index.settings(of: location))
            if member.kind == .variable, member.propertyWrappers.contains(where: { index.wrapperIsolation($0, settings: settings) == "MainActor" }) {
                return true
            }
            // A Sendable `let` of a main-actor type is readable from anywhere in its module (SE-0434):
            // a literal, a type the SDK knowledge declares Sendable, or, for a `let` without an
            // initial value, a type of the run that is Sendable by its isolation or by saying so
            // (`let account: Account`, a `@MainActor` class: NetNewsWire's `nonisolated var
            // scriptingUniqueID { account.accountID }`). One with an initial value is also code the
            // graph asks this about as a user (whose initializer runs with the type's isolation),
            // which this answer would take off the main actor.
            // So is a stored `var` of Sendable type of a main-actor struct, whose value semantics
            // keep it safe (swiftc 6.3.1 accepts `location.line` and `item.kind`, a main-actor enum
            // of the module, in nonisolated code, reads and writes; not `item.box` of a
            // non-Sendable class).
            if member.kind == .variable, member.isStored, member.isLet || IsolationGraph.isValueTypeInstanceVar(member, at: location, index: index) {
                if let value = member.initialValue, IsolationGraph.isLiteral(value) { return false }
                // Typed by its initial value: `x ?? "fallback"`, a static constant of the run
                // (`Logger.search`, declared in an extension of os's Logger: pine's `static let
                // logger = Logger.search`), an SDK type's initializer (`let queue =
                // DispatchQueue(label: "watcher")`, pine's `FileSystemWatcher`).
                if member.declaredType == nil, let value = member.initialValue,
                   IsolationGraph.initialValueIsSendable(value, from: index.declarations[location]?.type, file: location.file, index: index, settings: settings) { return false }
                if let written = member.declaredType {
                    if index.sdk.isSendable(written: written, in: settings.sdk) { return false }
                    if member.initialValue == nil, IsolationGraph.isSendableTypeOfTheRun(written, from: index.declarations[location]?.type, file: location.file, index: index, settings: settings) {
                        return false
                    }
                }
            }
            let verdict = isolation.map { $0() } ?? index.isolation(ofDeclarationAt: location, settings: settings)?.isolation
            if verdict?.isMainActor == true { return true }
            // A member of a type taken to be main-actor, with no isolation of its own or from its
            // extension, will be main-actor once the type is annotated.
            if verdict == .nonisolated, member.explicitIsolation == nil, let typeName = index.declarations[location]?.type, assumed.contains(typeName),
               index.types[typeName].map({ member.container == $0.declaration || index.explicitIsolation(of: index.node(member.container)) == nil }) == true {
                return true
            }
            return false
        }
    }

    /// `T(…)` or `T.init(…)` as written → `T` (a plain or dotted name starting uppercase).
    static func constructedTypeName(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return nil }
        var end = 0
        while end < bytes.count, bytes[end] == UInt8(ascii: "_") || bytes[end] == UInt8(ascii: ".") || (bytes[end] >= UInt8(ascii: "0") && bytes[end] <= UInt8(ascii: "9"))
                || (bytes[end] | 0x20 >= UInt8(ascii: "a") && bytes[end] | 0x20 <= UInt8(ascii: "z")) { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "(") else { return nil }
        var name = String(decoding: bytes[..<end], as: UTF8.self)
        if name.hasSuffix(".init") { name.removeLast(5) }
        return name.isEmpty || name.hasSuffix(".") ? nil : name
    }

    /// Whether a type written for a property (`Account`, `Account?`) is a type of the run that is
    /// Sendable without looking at what it stores: an actor, a type isolated to a global actor, or
    /// one declaring `Sendable`.
    static func isSendableTypeOfTheRun(_ written: String, from context: String?, file: Int, index: ProjectIndex, settings: SwiftSettings) -> Bool {
        // A plain name, optional or not (`[Account]`, `Box<Account>` are left out), tested by byte.
        guard !written.utf8.contains(UInt8(ascii: "<")) else { return false }
        let name = ProjectIndex.stripGenerics(written)
        guard ProjectIndex.isWrittenTypeName(name), let info = index.lookupType(name, from: context, inFile: file) else { return false }
        if info.kind == .actor || info.allConformances.contains(where: { ProjectIndex.sendableSpellings.contains($0) }) { return true }
        if isImplicitlySendableEnum(info, index: index) { return true }
        guard info.kind != .protocol, case .globalActor = index.isolation(ofType: info, settings: settings).isolation else { return false }
        return true
    }

    /// An enum of the run that is not public and whose cases carry nothing (anytype-swift's
    /// `enum DashboardWallpaperMode { case default, spaceHub }`): Sendable without saying so (SE-0302).
    static func isImplicitlySendableEnum(_ info: TypeInfo, index: ProjectIndex) -> Bool {
        guard info.kind == .enum, !info.modifiers.contains("public"), !info.modifiers.contains("open") else { return false }
        return info.members.allSatisfy { member in
            guard member.kind == .enumCase else { return true }
            guard let element = member.binding else { return true }
            return index.node(DeclLocation(file: member.location.file, node: element)).firstChild(.parameterClause) == nil
        }
    }

    /// Whether a member is a stored instance `var` of a struct or enum of the run, with no
    /// property wrapper: its reads and writes are the value's, not its type's isolation's.
    static func isValueTypeInstanceVar(_ member: MemberInfo, at location: DeclLocation, index: ProjectIndex) -> Bool {
        member.kind == .variable && member.isStored && !member.isLet && !member.isStatic && member.propertyWrappers.isEmpty
            && isValueTypeMember(location, index: index)
    }

    /// Whether a declaration is a member of a struct or enum of the run.
    static func isValueTypeMember(_ location: DeclLocation, index: ProjectIndex) -> Bool {
        guard let typeName = index.declarations[location]?.type, let kind = index.types[typeName]?.kind else { return false }
        return kind == .struct || kind == .enum
    }

    /// Whether an initial value is Sendable by what it is made of: a literal, `x ?? literal` (the
    /// literal's type), a Sendable SDK type's initializer (`DispatchQueue(label: …)`), or a static
    /// `let` of the run read through its type (`Logger.search`, `Theme.accent`) whose own initial
    /// value or written type is Sendable.
    static func initialValueIsSendable(_ value: String, from context: String?, file: Int, index: ProjectIndex, settings: SwiftSettings, depth: Int = 0) -> Bool {
        guard depth < 4 else { return false }
        // Asked of every stored constant the graph meets: the shapes are told by their bytes
        // before any text is made. (The caller has asked the first value's `isLiteral`.)
        let text = value
        if depth > 0, isLiteral(text) { return true }
        if text.utf8.contains(UInt8(ascii: "?")) {
            let parts = text.splitAtTopLevel(["?"], angleBrackets: false)
            if parts.count == 3 && parts[1].isEmpty && isLiteral(parts[2].trimmingCharacters(in: .whitespacesAndNewlines)) { return true }
            if depth > 0 { return false }
        }
        guard text.utf8.contains(UInt8(ascii: ".")), ProjectIndex.isWrittenTypeName(text) else {
            guard let constructed = constructedTypeName(text) else { return false }
            guard let info = index.lookupType(constructed, from: context, inFile: file) else { return index.sdk.isSendable(written: constructed, in: settings.sdk) }
            // A type of the run that declares Sendable and is not isolated, made with literals
            // only (MarkerData's `static let logger = Logger(label: "app")`, a Sendable struct):
            // its initializer runs anywhere, so the value is made the same off the main actor.
            guard info.kind == .struct || info.kind == .enum || info.kind == .class,
                  info.allConformances.contains(where: { ProjectIndex.sendableSpellings.contains($0) }),
                  index.isolation(ofType: info, settings: settings).isolation == .nonisolated else { return false }
            return argumentsAreLiterals(text.dropFirst(constructed.utf8.count))
        }
        // `Type.member`: a dotted name whose last part starts lowercase.
        guard let dot = text.lastIndex(of: "."), text.first?.isUppercase == true else { return false }
        let typeName = String(text[..<dot]), name = String(text[text.index(after: dot)...])
        guard name.first?.isLowercase == true else { return false }
        let candidates: [MemberInfo]
        if let info = index.lookupType(typeName, from: context, inFile: file) {
            candidates = info.members(named: name)
        } else {
            candidates = index.externalMembers(of: typeName, named: name)
        }
        guard candidates.count == 1, let member = candidates.first, member.kind == .variable, member.isStatic, member.isStored, member.isLet else { return false }
        if let written = member.declaredType { return index.sdk.isSendable(written: written, in: settings.sdk) }
        guard let inner = member.initialValue else { return false }
        let owner = index.declarations[member.location]?.type
        return initialValueIsSendable(inner, from: owner, file: member.location.file, index: index, settings: settings, depth: depth + 1)
    }

    /// `(label: "app", level: 2)`, `()`: a call's parenthesized arguments, each a literal.
    static func argumentsAreLiterals(_ text: Substring) -> Bool {
        guard text.first == "(", text.last == ")" else { return false }
        let inner = text.dropFirst().dropLast()
        guard !inner.allSatisfy(\.isWhitespace) else { return true }
        return String(inner).splitAtTopLevel([","], angleBrackets: false).allSatisfy { argument in
            var value = Substring(argument)
            if let colon = value.firstIndex(of: ":"), value[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0.isWhitespace }) {
                value = value[value.index(after: colon)...]
            }
            return isLiteral(value.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    /// A literal of a Sendable standard type: a string, a number, a Boolean, or an array or
    /// dictionary literal of those (`["a", "b"]`, `[1: "one"]`; not an empty one, whose element
    /// type is written elsewhere).
    static func isLiteral(_ text: String, depth: Int = 0) -> Bool {
        guard let first = text.first else { return false }
        if first == "[", text.last == "]", depth < 4, !text.contains("\\") {
            let inner = text.dropFirst().dropLast()
            guard !inner.allSatisfy(\.isWhitespace) else { return false }
            var elements = inner.splitAtTopLevel([",", ":"], angleBrackets: false)
            // A trailing comma (`[\n  1,\n  2,\n]`) leaves an empty last element.
            if elements.count > 1, elements.last?.allSatisfy(\.isWhitespace) == true { elements.removeLast() }
            return elements.allSatisfy { isLiteral($0.trimmingCharacters(in: .whitespacesAndNewlines), depth: depth + 1) }
        }
        // A tuple of literals, labelled or not (swift-nio's `(elementCount: 100, chunkSize: 4)`
        // test arguments).
        if first == "(", text.last == ")", depth < 4, !text.contains("\\") {
            let elements = text.dropFirst().dropLast().splitAtTopLevel([","], angleBrackets: false)
            guard elements.count > 1 else { return false }
            return elements.allSatisfy { element in
                var value = Substring(element.trimmingCharacters(in: .whitespacesAndNewlines))
                if let colon = value.firstIndex(of: ":"), value[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == " " }) {
                    value = value[value.index(after: colon)...]
                }
                return isLiteral(value.trimmingCharacters(in: .whitespacesAndNewlines), depth: depth + 1)
            }
        }
        return first == "\"" || first.isNumber || text == "true" || text == "false" || (first == "-" && text.dropFirst().first?.isNumber == true)
    }

    /// The nonisolated protocol requirement a member witnesses, described (`Hashable.hash`), if any.
    /// The requirements of nonisolated protocols a type conforms to, by member name, each with
    /// the requirement it names ("Hashable.hash"): the first conformance that has one wins.
    /// - Parameter protocols: the requirements of each nonisolated protocol of the run, shared by
    ///   the types that conform to it (the standard library's have dozens).
    static func nonisolatedRequirements(of info: TypeInfo, index: ProjectIndex, targetOf: (SwiftSettings) -> SwiftSettings,
                                        protocols: SharedCache<DeclLocation, [(name: String, label: String)]> = SharedCache()) -> [String: String] {
        var result: [String: String] = [:]
        func add(_ name: String, _ label: String) { if result[name] == nil { result[name] = label } }
        let settings = targetOf(index.settings(of: info.declaration))
        for conformance in info.allConformances {
            let simple = conformance.lastDottedComponent
            if let proto = index.lookupType(conformance, from: info.name, inFile: info.declaration.file), proto.kind == .protocol {
                let requirements = protocols.value(proto.declaration) {
                    guard index.isolation(ofType: proto, settings: targetOf(index.settings(of: proto.declaration))).isolation == .nonisolated else { return [] }
                    return proto.members.filter { $0.explicitIsolation == nil }.map { ($0.name, "\(proto.name).\($0.name)") }
                }
                for requirement in requirements { add(requirement.name, requirement.label) }
            } else if let names = ProjectIndex.nonisolatedRequirements[simple] {
                for name in names { add(name, "\(simple).\(name)") }
            } else if let fact = index.sdk.type(simple, in: settings.sdk), fact.kind == "protocol", fact.isolation == nil, let names = fact.requirements {
                for name in names where fact.memberIsolation?[name] == nil { add(name, "\(simple).\(name)") }
            }
        }
        return result
    }
}

extension ProjectIndex {
    /// The requirements of common nonisolated standard-library and Foundation protocols that a
    /// type's members witness: member names, and the first argument labels of initializers (a
    /// protocol refining another lists its requirements too).
    public static let standardProtocolWitnesses: [String: (names: Set<String>, initializerLabels: Set<String>)] = {
        let equatable: Set<String> = ["=="]
        var table: [String: (names: Set<String>, initializerLabels: Set<String>)] = [
            "Equatable": (equatable, []), "Hashable": (equatable.union(["hash", "hashValue"]), []),
            "Comparable": (equatable.union(["<", "<=", ">", ">="]), []), "Encodable": (["encode"], []), "Decodable": ([], ["from"]),
            "Identifiable": (["id"], []), "CustomStringConvertible": (["description"], []), "CustomDebugStringConvertible": (["debugDescription"], []),
            "LocalizedError": (["errorDescription", "failureReason", "recoverySuggestion", "helpAnchor"], []),
            "CodingKey": (["stringValue", "intValue", "description", "debugDescription"], ["stringValue", "intValue"]),
            "CaseIterable": (["allCases"], []), "RawRepresentable": (["rawValue"], ["rawValue"]), "Error": ([], []),
        ]
        table["Codable"] = (["encode"], ["from"])
        table["OptionSet"] = (equatable.union(["rawValue"]), ["rawValue"])
        return table
    }()

    /// Requirements of common nonisolated standard-library protocols (name → member names, `init`
    /// for initializers): `standardProtocolWitnesses`, and the iteration protocols.
    public static let nonisolatedRequirements: [String: [String]] = {
        var table = standardProtocolWitnesses.mapValues { $0.names.sorted() + ($0.initializerLabels.isEmpty ? [] : ["init"]) }
        table["Sequence"] = ["makeIterator"]
        table["IteratorProtocol"] = ["next"]
        return table
    }()

    /// A main-actor type's `init()` is isolated unless the compiler synthesizes it: a type of the run
    /// without an explicit initializer gets a nonisolated one, so `Model()` is then fine anywhere —
    /// except with the `@Observable` macro, whose expansion makes the synthesized `init()` isolated
    /// like the class (checked with swiftc 6.3.1).
    public func initializerIsIsolated(_ info: TypeInfo, depth: Int = 0) -> Bool {
        let inits = info.members.filter { $0.kind == .initializer }
        if inits.isEmpty {
            if info.attributes.contains("Observable") { return true }
            // A subclass without initializers of its own inherits its superclass's.
            if info.kind == .class, depth < 16, let superclass = info.inheritedOnDeclaration.first {
                if let parent = lookupType(superclass, from: info.name, inFile: info.declaration.file), parent.kind == .class {
                    return initializerIsIsolated(parent, depth: depth + 1)
                }
                if let fact = sdk.type(superclass, in: .xcode26), fact.kind == "class", fact.isolation != nil { return true }
            }
            return false
        }
        return !inits.contains { $0.explicitIsolation == .nonisolated }
    }
}
