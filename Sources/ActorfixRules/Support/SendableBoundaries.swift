import ActorfixIndex
import ActorfixSyntax
import Foundation

/// Which of the run's types have values that cross an isolation boundary, and why. A value
/// crosses when the code that has it and the code it is handed to run in different isolation
/// domains (`ExecutionDomain`): parameters and results of actor methods; arguments and results of
/// calls from one global actor's code into another's or into nonisolated code; arguments that
/// main-actor or actor code passes to a nonisolated `async` function running on the global
/// executor (its results are disconnected, SE-0414); `sending` positions; and the types stored in
/// those (a struct crossing carries its fields along). An argument constructed right at the call
/// (or a local constructed so and not used after it) is disconnected and crosses without being
/// Sendable. Rules ask here whether a Sendable conformance is needed, instead of each scanning
/// signatures itself.
extension FileContext {
    /// Type key (`ProjectIndex.key(of:)`: `Base64#2` for a second type of the name, in another
    /// module) → the first reason found ("parameter of actor method Store.add(_:)").
    public var typesCrossingBoundaries: [String: String] { boundaryCrossings.project }

    /// How the reason of a type crossing as the receiver of its awaited method starts (a certain
    /// error, which `sendable-conformances` reports when the type cannot conform).
    static let awaitedReceiverReasonPrefix = "it is the receiver of"

    /// Type names the run does not declare (another module's, the SDK's) whose values are passed
    /// to or returned from code of another isolation domain → the first reason found and the files
    /// where that happens (the callee's and the caller's). `preconcurrency-import` asks here about
    /// the types of modules that have not adopted Sendable.
    public var otherModulesTypesCrossingBoundaries: [String: (reason: String, files: Set<Int>)] { boundaryCrossings.other }

    private var boundaryCrossings: (project: [String: String], other: [String: (reason: String, files: Set<Int>)]) {
        let index = self.index
        return PreparedAnalysis.sendableBoundaries.memo(in: index) { () -> (project: [String: String], other: [String: (reason: String, files: Set<Int>)]) in
            var crossing: [String: String] = [:]
            var other: [String: (reason: String, files: Set<Int>)] = [:]
            var queue: [String] = []
            func note(_ typeText: String, from context: String?, inFile file: Int? = nil, because reason: String, otherIn files: [Int]? = nil) {
                if FileContext.isCompositionWithSendable(typeText) { return }
                for name in FileContext.typeNames(in: typeText) {
                    guard let info = index.lookupType(name, from: context, inFile: file) else {
                        if let files { other[name, default: (reason, [])].files.formUnion(files) }
                        continue
                    }
                    let key = index.key(of: info)
                    guard crossing[key] == nil else { continue }
                    crossing[key] = reason
                    queue.append(key)
                }
            }
            // Sorted by location (the keys only: moving whole entries made the sort a hot spot).
            let entries = index.sortedDeclarationLocations.compactMap { location -> (key: DeclLocation, value: (type: String?, member: MemberInfo))? in
                let entry = index.declarations[location]!
                return entry.member.kind == .function || entry.member.kind == .initializer ? (location, entry) : nil
            }
            // Functions that run in a domain of their own: their awaited calls may cross.
            var isolated: [DeclLocation: ExecutionDomain] = [:]
            let domainTable = executionDomains
            for (location, entry) in entries where entry.member.kind == .function {
                let domain = domainTable[location] ?? .unknown
                switch domain {
                case .globalActor, .actorInstance: isolated[location] = domain
                case .concurrent where entry.member.isAsync: isolated[location] = domain
                default: break
                }
            }
            let sites = callSites(of: isolated.keys.sorted { ($0.file, $0.node) < ($1.file, $1.node) }, as: .isolatedFunctionCallSites)
            // Each group's awaited calls by the domain they come from, one group per task: a call
            // is placed once, whatever the number of functions it may call.
            var groupCallees = [Set<ExecutionDomain>](repeating: [], count: sites.groups.count)
            for (location, domain) in isolated { if let g = sites.group(of: location) { groupCallees[g].insert(domain) } }
            let callees = groupCallees
            let crossingSlots = ParallelSlots<CrossingCalls>(count: sites.groups.count)
            ParallelSlots<CrossingCalls>.forEach(sites.groups.count) { g in
                crossingSlots.set(g, self.crossingCalls(sites.groups[g], callees: callees[g], domains: domainTable))
            }
            let crossingCalls = crossingSlots.values
            // What each function's signature and awaited call sites say crosses, found on every
            // core, then noted in source order (the first reason found for a type is the one kept).
            let domains = isolated
            let file = self
            // Most files never spell `sending`: their functions' bytes are not searched for it.
            let spelling = ParallelSlots<Bool>(count: index.units.count)
            ParallelSlots<Bool>.forEach(index.units.count) { spelling.set($0, index.units[$0].tree.bytesContain("sending")) }
            let spellsSending = spelling.values
            let candidates = entries.filter { location, entry in
                // Most functions are none of these: their signatures are not read at all.
                if domains[location] != nil || (entry.member.kind == .initializer && entry.type.flatMap({ index.types[$0] })?.kind == .actor) { return true }
                guard spellsSending[location.file] else { return false }
                let decl = index.node(location)
                return decl.tree.bytes(in: decl.byteRange, contain: "sending")
            }
            let chunk = 32, chunks = (candidates.count + chunk - 1) / chunk
            typealias Note = (type: String, context: String?, reason: String, file: Int, caller: Int?)
            let found = ParallelSlots<[Note]>(count: chunks)
            ParallelSlots<[Note]>.forEach(chunks) { c in
                var notes: [Note] = []
                for (location, entry) in candidates[(c * chunk)..<min(candidates.count, (c + 1) * chunk)] {
                    let group = sites.group(of: location)
                    notes += file.crossingNotes(of: location, entry, callee: domains[location], sites: group.map { sites.groups[$0] } ?? [],
                                                calls: group.map { crossingCalls[$0] }).map { ($0.type, $0.context, $0.reason, location.file, $0.caller) }
                }
                found.set(c, notes)
            }
            for notes in found.values {
                for n in notes { note(n.type, from: n.context, inFile: n.file, because: n.reason, otherIn: [n.file] + (n.caller.map { [$0] } ?? [])) }
            }
            // Values that closures carry into another isolation domain.
            for captured in valuesCapturedAcrossBoundaries() { note(captured.type, from: captured.context, because: captured.reason) }
            // The receiver of a nonisolated async method that main-actor code awaits on its own
            // state goes with the call (ichime's `ShowReleaseSchedule`, held by a main-actor view
            // model: "sending 'self.schedule' risks causing data races"). A class that can never be
            // Sendable becomes main-actor instead (`InferredIsolation`).
            let graph = isolationGraph
            for (location, entry) in entries where entry.member.kind == .function && entry.member.isAsync {
                guard let owner = entry.type, crossing[owner] == nil, let info = index.types[owner],
                      info.kind == .struct || info.kind == .enum || info.kind == .class || info.kind == .protocol,
                      let evidence = graph.awaitedOnMainActorState(location),
                      info.kind != .class || classMayBecomeSendable(info) else { continue }
                crossing[owner] = FileContext.awaitedReceiverReasonPrefix + " its nonisolated async method '\(entry.member.name)', which runs off the actor that calls it (SE-0338), and main-actor code awaits it on main-actor state (\(graph.place(evidence)))"
                queue.append(owner)
            }
            // What a type declared Sendable stores must be Sendable too ("stored property 'x' of
            // 'Sendable'-conforming struct 'T' has non-Sendable type"); not what an `@unchecked
            // Sendable` one stores, which the compiler does not check.
            // So must what a conformer of a protocol refining Sendable stores (`Error`: WasmKit's
            // `WatParserError.location`, a warning in the Swift 6 mode too).
            var sendableBy: [String: String] = [:]
            for name in index.sortedTypeKeys {
                let info = index.types[name]!
                guard info.kind != .actor && info.kind != .protocol, crossing[name] == nil, !isDeclaredUncheckedSendable(info),
                      // `@available(*, unavailable) extension Core: Sendable {}` says the opposite.
                      !saysNotSendable(info) else { continue }
                if info.allConformances.contains(where: { $0.hasSuffix("Sendable") }) {
                    crossing[name] = "it is declared Sendable"
                } else if let requirement = declaredSendableRequirement(of: info) {
                    crossing[name] = "it \(requirement)"
                    sendableBy[name] = requirement
                } else {
                    continue
                }
                queue.append(name)
            }
            // A crossing value carries its stored properties (and enum payloads) along.
            while let name = queue.popLast() {
                guard let info = index.types[name], info.kind == .struct || info.kind == .enum || info.kind == .class else { continue }
                // A global actor's type keeps its state in its domain: what it stores does not cross.
                if case .globalActor = index.isolation(ofType: info, settings: targetOf(index.settings(of: info.declaration))).isolation { continue }
                // An `@unchecked Sendable` type crosses as it is, whatever it stores; one that says
                // it is not Sendable (swift-nio's `EmbeddedChannelCore`) stays so, whatever it stores.
                if isDeclaredUncheckedSendable(info) || saysNotSendable(info) { continue }
                // Nor does a class that could not be Sendable whatever it stores, unless it says it
                // is (the compiler checks what a Sendable class stores: Alamofire's generic
                // `AuthenticationInterceptor`).
                // (Asked only of a class storing a type of the run: the only notes the walk makes;
                // the answer scans the project for writes of its vars.)
                let stored = storedTypes(of: info)
                if info.kind == .class, crossing[name] != "it is declared Sendable", sendableBy[name] == nil,
                   !stored.contains(where: { entry in
                       FileContext.typeNames(in: entry.type).contains { index.lookupType($0, from: info.name, inFile: entry.member.location.file) != nil }
                   }) || !classMayBecomeSendable(info) { continue }
                let reason = crossing[name] == "it is declared Sendable" ? "it is stored in \(info.name), which is declared Sendable"
                    : sendableBy[name].map { "it is stored in \(info.name), which \($0)" }
                    ?? "it is stored in \(info.name), which crosses an isolation boundary"
                for (member, type) in stored { note(type, from: info.name, inFile: member.location.file, because: reason) }
            }
            return (crossing, other)
        }
    }

    /// What one function's signature and awaited call sites make cross, in the order found: type
    /// as written, the type to resolve it from, and why.
    private func crossingNotes(of location: DeclLocation, _ entry: (type: String?, member: MemberInfo), callee: ExecutionDomain?,
                               sites: [FunctionCallSite], calls: CrossingCalls?) -> [(type: String, context: String?, reason: String, caller: Int?)] {
        var notes: [(type: String, context: String?, reason: String, caller: Int?)] = []
        let member = entry.member
        let decl = index.node(location)
        let owner = entry.type.flatMap { index.types[$0] }
        let parameterNodes = decl.parameterNodes
        let parameters = parameterNodes.map { $0.parameterType?.text }
        let result = decl.firstChild(.returnClause)?.firstChild(.type)?.text
        let label = "\(owner.map { $0.name + "." } ?? "")\(member.name)"
        // A closure parameter's own parameters cross only if the closure does: not decided here.
        // `caller`: the file of the call that makes it cross, when a call does.
        func noteParameter(_ i: Int, _ reason: String, caller: Int? = nil) {
            if let type = parameters[i], !type.containsText("->") { notes.append((type, owner?.name, reason, caller)) }
        }
        func noteResult(_ reason: String, caller: Int? = nil) {
            if let result, !result.containsText("->") { notes.append((result, owner?.name, reason, caller)) }
        }
        for i in parameters.indices where parameters[i]?.hasPrefix("sending ") == true { noteParameter(i, "it is in a `sending` position of \(label)") }
        if result?.hasPrefix("sending ") == true { noteResult("it is in a `sending` position of \(label)") }
        if owner?.kind == .actor, member.kind == .initializer {
            for i in parameters.indices { noteParameter(i, "it is passed to the initializer of actor \(owner!.name)") }
            return notes
        }
        guard let callee else { return notes }
        // An actor's methods are its interface to other domains: with no call found, its
        // parameters and results cross.
        guard let calls, calls.awaitedCalls > 0 else {
            if case .actorInstance = callee {
                for i in parameters.indices { noteParameter(i, "it is passed to actor method \(label)") }
                noteResult("it is returned from actor method \(label)")
            }
            return notes
        }
        guard !calls.from.isEmpty else { return notes }
        // Each parameter's and the result's first crossing call (from the domains that differ from
        // this function's), then the files of the other crossing calls: a type keeps the first
        // reason found, and the other modules' types also collect the files they cross in.
        let kind: String
        switch callee {
        case .actorInstance: kind = "actor method"
        case .concurrent: kind = "nonisolated async function"
        default: kind = "\(callee.description) function"
        }
        func place(_ s: Int) -> String {
            let tree = index.units[sites[s].file].tree
            return "\(tree.fileName):\(tree.location(ofOffset: tree.node(sites[s].call).byteRange.lowerBound).line)"
        }
        var firsts: [(site: Int, position: Int, caller: ExecutionDomain, files: () -> Set<Int>)] = []
        for (position, type) in (parameters + [result]).enumerated() {
            guard let type, !type.containsText("->") else { continue }
            let crossing = calls.crossing(into: callee, at: position)
            if let first = crossing.first { firsts.append((first.site, position, first.caller, crossing.files)) }
        }
        firsts.sort { ($0.site, $0.position) < ($1.site, $1.position) }
        var more: [(position: Int, reason: String, files: () -> Set<Int>, first: Int)] = []
        for (s, position, caller, files) in firsts {
            let reason = position < parameters.count
                ? "\(caller.description) code passes it to \(kind) \(label)\(callee == .concurrent ? ", which runs on the global executor" : "") (\(place(s)))"
                : "it is returned from \(kind) \(label) to \(caller.description) code (\(place(s)))"
            if position < parameters.count { noteParameter(position, reason, caller: sites[s].file) } else { noteResult(reason, caller: sites[s].file) }
            more.append((position, reason, files, sites[s].file))
        }
        // Only another module's type collects files: the project's keep their first reason.
        for (position, reason, files, first) in more {
            let type = position < parameters.count ? parameters[position] : result
            guard let type, FileContext.typeNames(in: type).contains(where: { index.lookupType($0, from: owner?.name, inFile: location.file) == nil }) else { continue }
            for file in files().subtracting([first]).sorted() {
                if position < parameters.count { noteParameter(position, reason, caller: file) } else { noteResult(reason, caller: file) }
            }
        }
        return notes
    }

    /// The type names written in a type: `[String: Feed.Item]?` → `Feed.Item` (and `String`).
    static func typeNames(in text: String) -> [String] {
        // Most type texts are ASCII: split by byte, without breaking the text into characters
        // (a tenth of the cost); the same names as the character loop below.
        ASCIINames.runs(in: text, dots: true).map { $0.filter { $0.startsUppercase && $0 != "Self" } } ?? typeNamesByCharacter(in: text)
    }

    /// `typeNames(in:)` character by character (any text).
    static func typeNamesByCharacter(in text: String) -> [String] {
        var names: [String] = []
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "_" || character == "." { current.append(character); continue }
            if !current.isEmpty { names.append(current) }
            current = ""
        }
        if !current.isEmpty { names.append(current) }
        return names.filter { $0.startsUppercase && $0 != "Self" }
    }
}
