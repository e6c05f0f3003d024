import ActorfixIndex
import ActorfixSyntax

/// The awaited calls of one group of call sites (`CallSiteGroups`: the functions of one name and
/// parameter shape), summed up by the execution domain they are made from. A function of the
/// group then asks only about the domains it does not share with its callers, instead of walking
/// up from every call: thousands of same-named methods called from thousands of places cost each
/// call once.
struct CrossingCalls: Sendable {
    /// For one parameter (or the result, after the parameters) and some calls: the first call
    /// (its index in the group's sites) that passes a value that is not disconnected
    /// (`FileContext.isFresh`) to it (for the result: the first call, its value coming back), and
    /// the files of all such calls.
    struct Calls: Sendable {
        var first: Int?
        var files: Set<Int> = []
    }

    /// For each parameter and the result, the calls made from each domain (indexes in `from`)
    /// summed up: the first two from different domains, and in how many domains each file has one.
    /// A function running in one of those domains leaves its own out without walking the others.
    struct Total: Sendable {
        var firsts: [[(site: Int, from: Int)]]
        var files: [[Int: Int]]

        init(positions: Int) {
            firsts = Array(repeating: [], count: positions)
            files = Array(repeating: [:], count: positions)
        }

        mutating func add(_ calls: [Calls], from d: Int) {
            for (p, position) in calls.enumerated() {
                if let site = position.first {
                    firsts[p].append((site, d))
                    firsts[p].sort { $0.site < $1.site }
                    if firsts[p].count > 2 { firsts[p].removeLast() }
                }
                for file in position.files { files[p][file, default: 0] += 1 }
            }
        }
    }

    /// How many of the group's calls are awaited, crossing or not.
    let awaitedCalls: Int
    /// The domains calls are made from that cross into a function of the group, in the order of
    /// their first call, each with its calls by parameter and result.
    let from: [(domain: ExecutionDomain, calls: [Calls])]
    let indexOf: [ExecutionDomain: Int]
    /// All of `from`, and the isolated domains of it (those that cross into concurrent code).
    let all: Total, isolated: Total

    /// For a function of the group running in `callee`: the first call that crosses into it at
    /// parameter (or result) `position`, from which domain, and the files of all such calls (asked
    /// only for types of other modules, which collect the files they cross in).
    func crossing(into callee: ExecutionDomain, at position: Int) -> (first: (site: Int, caller: ExecutionDomain)?, files: () -> Set<Int>) {
        let total = callee == .concurrent ? isolated : all
        let excluded = callee == .concurrent ? nil : indexOf[callee]
        let first = total.firsts[position].first { $0.from != excluded }.map { ($0.site, from[$0.from].domain) }
        return (first, {
            let own = excluded.map { from[$0].calls[position].files } ?? []
            return Set(total.files[position].compactMap { file, count in count > 1 || !own.contains(file) ? file : nil })
        })
    }

    /// Whether a value passed from code running in `caller` to a function running in `callee`
    /// changes domain.
    static func crosses(from caller: ExecutionDomain, to callee: ExecutionDomain) -> Bool {
        switch (callee, caller) {
        case (_, .unknown), (_, .callers): false
        case (.concurrent, _): caller.isIsolated
        default: caller != callee
        }
    }
}

extension FileContext {
    /// The awaited calls of `sites` by the domain they come from, keeping only the domains that
    /// cross into one of `callees` (the domains of the group's functions); `domains` is the round's
    /// table of execution domains.
    func crossingCalls(_ sites: [FunctionCallSite], callees: Set<ExecutionDomain>, domains: [DeclLocation: ExecutionDomain]) -> CrossingCalls {
        // A caller crosses into some callee when it is isolated and a callee runs concurrently, or
        // when a callee other than the caller's own domain runs on an actor: told without walking
        // the callees (a group of thousands of actors' methods).
        let concurrent = callees.contains(.concurrent)
        let onActors = callees.subtracting([.concurrent])
        func crossesAny(_ caller: ExecutionDomain) -> Bool {
            switch caller {
            case .unknown, .callers: return false
            default: return (concurrent && caller.isIsolated) || onActors.count > 1 || (onActors.first.map { $0 != caller } ?? false)
            }
        }
        var awaited = 0
        var from: [(domain: ExecutionDomain, calls: [CrossingCalls.Calls])] = []
        var indexOf: [ExecutionDomain: Int] = [:]
        var positions = 0
        for (s, site) in sites.enumerated() where site.isAwaited {
            awaited += 1
            let tree = index.units[site.file].tree
            let call = tree.node(site.call)
            let caller = executionDomain(at: call, file: site.file, domains: domains)
            guard crossesAny(caller) else { continue }
            let d: Int
            if let known = indexOf[caller] {
                d = known
            } else {
                d = from.count
                indexOf[caller] = d
                positions = site.arguments.count + 1
                from.append((caller, Array(repeating: CrossingCalls.Calls(), count: positions)))
            }
            // The result (last position) comes back to every call; a parameter crosses where the
            // value passed is not disconnected.
            let result = site.arguments.count
            if from[d].calls[result].first == nil { from[d].calls[result].first = s }
            from[d].calls[result].files.insert(site.file)
            for (i, argument) in site.arguments.enumerated() {
                guard let argument, !FileContext.isFresh(tree.node(argument), call: call) else { continue }
                if from[d].calls[i].first == nil { from[d].calls[i].first = s }
                from[d].calls[i].files.insert(site.file)
            }
        }
        var all = CrossingCalls.Total(positions: positions), isolated = CrossingCalls.Total(positions: positions)
        for (d, domain) in from.enumerated() {
            all.add(domain.calls, from: d)
            if domain.domain.isIsolated { isolated.add(domain.calls, from: d) }
        }
        return CrossingCalls(awaitedCalls: awaited, from: from, indexOf: indexOf, all: all, isolated: isolated)
    }
}
