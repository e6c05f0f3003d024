import ActorfixIndex
import ActorfixSyntax

/// Whether a class keeps its mutable state behind a lock of its own: every use of its stored
/// `var`s, outside its initializers and deinitializer, is made between `lock.lock()` and
/// `lock.unlock()` in a block around it (or after a `lock.lock()` whose unlock is deferred), or in
/// a closure passed to `lock.withLock`, `queue.sync` or a barrier `queue.async` of a lock or queue
/// the class stores. Such a class is what people mark `@unchecked Sendable` (LRUCache's
/// maintainer did): the compiler cannot see the lock, the class's author can.
extension FileContext {
    /// The name of the lock or queue that guards the class's mutable state, or nil.
    func stateLock(of info: TypeInfo) -> String? {
        guard info.kind == .class else { return nil }
        let lockTypes: Set<String> = ["NSLock", "NSRecursiveLock", "NSCondition", "DispatchQueue", "DispatchSemaphore", "OSAllocatedUnfairLock", "Mutex"]
        let locks = info.members.filter { member in
            guard member.kind == .variable, member.isStored, !member.isStatic, member.isLet,
                  let type = valueType(of: member).map({ ProjectIndex.stripGenerics($0) }) else { return false }
            return lockTypes.contains(type.lastDottedComponent)
        }.map(\.name)
        let vars = info.members.filter { $0.kind == .variable && $0.isStored && !$0.isStatic && !$0.isLet }
        guard !locks.isEmpty, !vars.isEmpty, vars.allSatisfy({ $0.propertyWrappers.isEmpty }) else { return nil }
        var used: String?
        for member in vars {
            // Only a `private` var is out of other code's reach (`private(set)` still lets it read).
            let isPrivate = index.node(member.location).modifiers.contains { $0.text == "private" }
            guard let uses = ownUses(of: member.name, in: info, reachableFromOutside: !isPrivate) else { return nil }
            for node in uses {
                if let function = node.enclosingFunction, function.kind == .initDecl || function.kind == .deinitDecl { continue }
                guard let lock = FileContext.guardingLock(of: node, among: locks) ?? guardedHelper(around: node, of: info, among: locks) else { return nil }
                if used == nil { used = lock }
            }
        }
        return used
    }

    /// A non-public helper the class calls only with the lock held (LRUCache's `remove(_:)` and
    /// `append(_:)`, "must be called inside lock"): the lock of every call of it, when one.
    private func guardedHelper(around node: SyntaxNode, of info: TypeInfo, among locks: [String]) -> String? {
        guard let function = node.enclosingFunction, function.kind == .funcDecl, let name = function.name,
              !function.hasModifier("public"), !function.hasModifier("open"), info.members(named: name).count == 1 else { return nil }
        // As for the vars: only `private` keeps other types out (a `fileprivate` helper may be
        // called by another type of the file, without the lock).
        let isPrivate = function.hasModifier("private")
        guard let calls = ownUses(of: name, in: info, reachableFromOutside: !isPrivate) else { return nil }
        var lock: String?
        for site in calls {
            guard let held = FileContext.guardingLock(of: site, among: locks), lock == nil || lock == held else { return nil }
            lock = held
        }
        return lock
    }

    /// The uses of a member of the class by the class's own code (bare or through `self`), or nil
    /// when a use may come from elsewhere: through another value, inside the class or, when the
    /// member is `reachableFromOutside`, in another type. A bare use in another type is that
    /// type's own member of the name.
    private func ownUses(of name: String, in info: TypeInfo, reachableFromOutside: Bool) -> [SyntaxNode]? {
        var nodes: [SyntaxNode] = []
        for use in index.scanReferences(to: name) {
            let own: Bool
            switch use.base {
            case .none, .selfBase: own = true
            default: own = false
            }
            if use.enclosingType != info.name {
                if own || !reachableFromOutside { continue }
                return nil
            }
            guard own else { return nil }
            nodes.append(index.units[use.file].tree.node(use.node))
        }
        return nodes
    }

    /// The lock (one of `locks`) held where `node` runs, looking outward block by block: a
    /// `lock()` (or a semaphore's `wait()`) before it in a block around it with no `unlock()`
    /// after that, or a closure that runs with the lock held. A closure ends the search: what
    /// encloses it may not hold the lock when it runs.
    private static func guardingLock(of node: SyntaxNode, among locks: [String]) -> String? {
        var child = node
        while let parent = child.parent, !parent.kind.isFunctionLike {
            if parent.kind == .closureExpr, let lock = lockRunning(parent, among: locks) { return lock }
            if parent.kind == .codeBlock || parent.kind == .closureExpr {
                var held: String?
                for statement in parent.children where statement.byteRange.upperBound <= child.byteRange.lowerBound {
                    guard let (lock, call) = lockCall(statement, among: locks) else { continue }
                    held = call == "lock" || call == "wait" ? lock : nil
                }
                if let held { return held }
                if parent.kind == .closureExpr { return nil }
            }
            child = parent
        }
        return nil
    }

    /// `lock.lock()`, `self.lock.unlock()`, `semaphore.wait()`: the lock and the call's name.
    private static func lockCall(_ statement: SyntaxNode, among locks: [String]) -> (String, String)? {
        guard statement.kind == .callExpr, let callee = statement.firstChild, callee.kind == .memberAccess,
              let method = callee.name, ["lock", "unlock", "wait", "signal"].contains(method),
              let lock = lockName(callee.firstChild, among: locks) else { return nil }
        return (lock, method)
    }

    /// The closure runs with the lock held: `lock.withLock { }`, `queue.sync { }`,
    /// `queue.async(flags: .barrier) { }`.
    private static func lockRunning(_ closure: SyntaxNode, among locks: [String]) -> String? {
        guard let site = ClosureCallSite(closure: closure), let receiver = site.receiver, let lock = lockName(receiver, among: locks) else { return nil }
        switch site.function {
        case "withLock", "withLockUnchecked", "sync", "withCriticalRegion": return lock
        case "async": return site.call.text.contains(".barrier") ? lock : nil
        default: return nil
        }
    }

    /// `lock` or `self.lock`, when it names one of `locks`.
    private static func lockName(_ node: SyntaxNode?, among locks: [String]) -> String? {
        guard let node else { return nil }
        if node.kind == .declReference, let name = node.name, locks.contains(name) { return name }
        if node.kind == .memberAccess, let base = node.firstChild, base.kind == .declReference, base.name == "self",
           let name = node.name, locks.contains(name) { return name }
        return nil
    }
}
