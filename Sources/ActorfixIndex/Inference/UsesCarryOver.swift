import Foundation
import ActorfixSyntax

/// The uses one fixed-point round's isolation graph found, kept for the next round: a file whose
/// tree did not change has the same uses, provided that every name in it resolves the same way.
/// Only their targets in edited files move (an edit shifts the node numbers after it), and they
/// are carried over by matching the edited file's declarations, old and new, in source order. In
/// an edited file, a declaration whose bytes the edits left as they were has the same uses too,
/// moved by as many bytes as the edits before it added. So the next round scans only the edited
/// declarations, and a reused use is exactly what a scan would find: when anything a scan reads
/// across files differs (`resolutionSignature`), or an edited file's declarations do not match
/// one to one, every file is scanned again.
struct UsesSnapshot: Sendable {
    /// Per file: each declaration's uses, as `IsolationGraph.scanUses` found them.
    let usesByFile: [Int: [(DeclLocation, [DeclarationUse])]]
    /// The index's declarations, to match an edited file's old declarations with its new ones.
    let declarations: [DeclLocation: (type: String?, member: MemberInfo)]
    let declarationsByFile: [[DeclLocation]]
    /// The code of the run's extensions of other modules' types that was a node of the graph
    /// (`IsolationGraph.externalNodes`, scanned every round, not kept here), to move uses of it
    /// when its file is edited.
    let externalMembers: [DeclLocation: (type: String, member: MemberInfo)]
    let externalNodes: [DeclLocation]
    let signature: Int
    let sendableClosureFunctions: [String: [ClosureParameterFact]]
    /// The SDK generation each file was scanned with.
    let generations: [SDKGeneration]
}

/// The previous round's uses a new round's scan takes over: whole files, and the declarations of
/// edited files that the edits did not touch.
struct CarriedUses {
    var files: [Int: [(DeclLocation, [DeclarationUse])]] = [:]
    var declarations: [DeclLocation: [DeclarationUse]] = [:]
}

/// Holds what a round's index leaves for the next round's uses scan and declaration facts (filled
/// once the graph has computed them; read by the next index, which keeps nothing else of this one).
final class RoundCarry: @unchecked Sendable {
    private let lock = NSLock()
    private var storedUses: UsesSnapshot?
    private var storedFacts: FactsSnapshot?
    private var referenceScans: [Set<String>: (perFile: [Int: [(String, Reference)]], typeNames: [[Int32: String]])] = [:]
    private var treeFactsByFile: [Int: TreeFacts] = [:]
    var uses: UsesSnapshot? {
        get { lock.lock(); defer { lock.unlock() }; return storedUses }
        set { lock.lock(); storedUses = newValue; lock.unlock() }
    }
    /// A scan of references to some names (`ProjectIndex.scanReferences`): the names it looked
    /// for, what was found in each file that has any (the scan covered every file), and the type
    /// names of each file it was read with. The scan of exactly `names` if there is one; for
    /// several names, else the scan of several names sharing the most with them, provided it
    /// shares at least half (a scan of other names would leave most of the work to do).
    func referenceScan(sharingMostOf names: Set<String>) -> (names: Set<String>, perFile: [Int: [(String, Reference)]], typeNames: [[Int32: String]])? {
        lock.lock(); defer { lock.unlock() }
        if let exact = referenceScans[names] { return (names, exact.perFile, exact.typeNames) }
        guard names.count > 1 else { return nil }
        var best: (names: Set<String>, shared: Int)?
        for scanned in referenceScans.keys where scanned.count > 1 {
            let shared = scanned.count < names.count ? scanned.filter(names.contains).count : names.filter(scanned.contains).count
            if shared * 2 >= names.count, shared > best?.shared ?? 0 { best = (scanned, shared) }
        }
        guard let best, let scan = referenceScans[best.names] else { return nil }
        return (best.names, scan.perFile, scan.typeNames)
    }
    /// Each file's tree-derived facts, made when first asked for: taken over from the previous
    /// round's carry when the file kept its tree.
    func treeFacts(ofFile file: Int, previous: PreviousRound?) -> TreeFacts {
        lock.lock(); defer { lock.unlock() }
        if let known = treeFactsByFile[file] { return known }
        let kept = previous.flatMap { file < $0.unchanged.count && $0.unchanged[file] ? $0.carry.existingTreeFacts(ofFile: file) : nil }
        let facts = kept ?? TreeFacts()
        treeFactsByFile[file] = facts
        return facts
    }
    private func existingTreeFacts(ofFile file: Int) -> TreeFacts? {
        lock.lock(); defer { lock.unlock() }
        return treeFactsByFile[file]
    }
    func keepReferenceScan(of names: Set<String>, perFile: [Int: [(String, Reference)]], typeNames: [[Int32: String]]) {
        lock.lock(); referenceScans[names] = (perFile, typeNames); lock.unlock()
    }
    /// The facts of the round's first graph (see `FactsSnapshot`).
    var facts: FactsSnapshot? {
        get { lock.lock(); defer { lock.unlock() }; return storedFacts }
        set { lock.lock(); storedFacts = newValue; lock.unlock() }
    }
}

/// The previous round as a new index sees it: its carry, which files kept their tree, and its
/// trees (an edited file's declarations are compared with what they were).
struct PreviousRound: Sendable {
    let carry: RoundCarry
    let unchanged: [Bool]
    let trees: [SyntaxTree]
}

extension ProjectIndex {
    /// A digest of everything a uses scan reads outside the file it scans: the types with their
    /// kinds, inheritance and members (names, kinds, written types and initial values, in order),
    /// the type variants, typealiases, globals and global actors. Locations are left out: edits
    /// move them, and the carry-over maps them. The project's `@Sendable` closure parameters are
    /// compared by function name instead (`sendable-closure-types` adds them): a file calling a
    /// function whose facts changed is scanned again.
    var resolutionSignature: Int {
        memo("resolution signature") { () -> Int in
            // Order-independent over the dictionaries: the sum of each entry's own hash, the
            // types' summed on all cores (every member of every type is hashed, each round).
            let keys = Array(types.keys)
            let chunk = 512, chunks = (keys.count + chunk - 1) / chunk
            let sums = ParallelSlots<Int>(count: chunks)
            ParallelSlots<Int>.forEach(chunks) { c in
                var sum = 0
                for key in keys[(c * chunk)..<min(keys.count, (c + 1) * chunk)] { sum &+= typeSignature(key) }
                sums.set(c, sum)
            }
            var total = sums.values.reduce(0, &+)
            for (name, members) in globals {
                var hasher = Hasher()
                hasher.combine(name)
                for member in members { hasher.combine(member.kind.rawValue) }
                total &+= hasher.finalize()
            }
            var hasher = Hasher()
            hasher.combine(total)
            hasher.combine(typeVariants)
            hasher.combine(typealiases)
            hasher.combine(globalActors)
            return hasher.finalize()
        }
    }

    /// One type's part of `resolutionSignature`.
    private func typeSignature(_ key: String) -> Int {
        guard let info = types[key] else { return 0 }
        var hasher = Hasher()
        hasher.combine(key)
        hasher.combine(info.name)
        hasher.combine(info.kind.rawValue)
        // Of the inherited types, a scan reads a class's superclass only (whether members
        // may come from another module); a conformance to `Sendable`, which rules add, is
        // no superclass.
        if info.kind == .class, let first = info.inheritedOnDeclaration.first,
           !(ProjectIndex.sendableSpellings.contains(first) && types[first] == nil) {
            hasher.combine(first)
        }
        for member in info.members {
            hasher.combine(member.name)
            hasher.combine(member.kind.rawValue)
            hasher.combine(member.isStatic)
            // `@Sendable`, which rules add to stored closures' types, names no other type: a
            // round that adds it keeps the other files' uses (it made the benchmark's second
            // round scan every file again).
            if let type = member.declaredType, type.containsText("@Sendable") {
                // (As the optional the other branch hashes: the type as it was before the change.)
                hasher.combine(Optional(type.replacingOccurrences(of: "@Sendable ", with: "")))
            } else {
                hasher.combine(member.declaredType)
            }
            hasher.combine(member.initialValue)
            // A construction of a struct or enum is also a use of the initializer it calls when
            // that initializer has an isolation of its own (`constructedInitializer`): a round
            // making one `@MainActor` changes the uses of code that constructs the type
            // (pocket-casts' `PlayPauseAnimatableModifier.init`, called by its model's `animate`).
            if member.kind == .initializer, info.kind == .struct || info.kind == .enum { hasher.combine(member.explicitIsolation != nil) }
        }
        return hasher.finalize()
    }

    /// The previous round's uses of the files whose tree did not change, with their targets in
    /// edited files moved to the new declarations; nil when they cannot be reused.
    func carriedOverUses(generations: [SDKGeneration], externalNodes: [DeclLocation]) -> CarriedUses? {
        guard let previousRound, let snapshot = previousRound.carry.uses,
              previousRound.unchanged.count == units.count, snapshot.generations == generations,
              previousRound.trees.count == units.count else { return nil }
        let edited = Set(units.indices.filter { !previousRound.unchanged[$0] })
        // Files that pass a closure to a function whose `@Sendable` parameters changed: scanned
        // again. A scan reads those facts only there (`sendableParameter(of:)`), by the function's
        // base name; the bytes test only skips the files that cannot spell it (`Task {}` calls
        // `init`). A common name (`send`) made nearly every file a candidate.
        var changed = Set<String>()
        for (name, facts) in sendableClosureFunctions where snapshot.sendableClosureFunctions[name] != facts { changed.insert(name) }
        for name in snapshot.sendableClosureFunctions.keys where sendableClosureFunctions[name] == nil { changed.insert(name) }
        let changedFunctions = changed
        // Whether a file (or the part of it in `range`) passes a closure to one of them.
        @Sendable func passesClosureToChangedFunction(_ tree: SyntaxTree, in range: Range<Int>? = nil) -> Bool {
            guard !changedFunctions.isEmpty,
                  changedFunctions.contains(where: { name in name == "init" || (range.map { tree.bytes(in: $0, contain: name) } ?? tree.bytesContain(name)) })
            else { return false }
            return tree.nodes(ofKinds: .closureExpr).contains { closure in
                guard range.map({ $0.contains(closure.byteRange.lowerBound) }) ?? true else { return false }
                return ClosureCallSite(closure: closure).map { changedFunctions.contains($0.function) } ?? false
            }
        }
        let rescanned = Set(units.indices.filter { !edited.contains($0) && passesClosureToChangedFunction(units[$0].tree) })
        guard snapshot.signature == resolutionSignature else { return nil }
        guard let moved = matchedDeclarations(previous: snapshot.declarations, byFile: snapshot.declarationsByFile, edited: edited),
              let movedExternal = matchExternalNodes(previous: snapshot, now: externalNodes, edited: edited) else { return nil }
        // Retargeted one file per task on all cores (every use of every file is visited).
        let files = snapshot.usesByFile.keys.filter { !edited.contains($0) && !rescanned.contains($0) }.sorted()
        // Uses of the graph's nodes in extensions of other modules' types move with them too.
        let movedTargets = moved.merging(movedExternal) { a, _ in a }
        let isEdited = units.indices.map { edited.contains($0) }
        // A use whose target an edit may have moved.
        @Sendable func targetsEditedFile(_ use: DeclarationUse) -> Bool {
            if case .declaration(let target) = use.target { return isEdited[target.file] }
            return false
        }
        let slots = ParallelSlots<[(DeclLocation, [DeclarationUse])]?>(count: files.count)
        ParallelSlots<[(DeclLocation, [DeclarationUse])]?>.forEach(files.count) { i in
            let list = snapshot.usesByFile[files[i]]!
            // Most files use nothing of an edited file: their list is taken as it is, not copied.
            guard list.contains(where: { $0.1.contains(where: targetsEditedFile) }) else { slots.set(i, list); return }
            var updated: [(DeclLocation, [DeclarationUse])] = []
            updated.reserveCapacity(list.count)
            for (user, uses) in list {
                guard uses.contains(where: targetsEditedFile) else { updated.append((user, uses)); continue }
                var retargeted: [DeclarationUse] = []
                retargeted.reserveCapacity(uses.count)
                for use in uses {
                    guard case .declaration(let target) = use.target, isEdited[target.file] else { retargeted.append(use); continue }
                    guard let to = movedTargets[target] else { slots.set(i, nil); return }
                    retargeted.append(use.retargeted(.declaration(to)))
                }
                updated.append((user, retargeted))
            }
            slots.set(i, updated)
        }
        var carried = CarriedUses()
        for (file, updated) in zip(files, slots.values) {
            // A use of a declaration an edit removed: nothing is carried over.
            guard let updated else { return nil }
            carried.files[file] = updated
        }
        // The edited files' declarations whose bytes are as they were, unless they pass a closure
        // to a function whose `@Sendable` parameters changed.
        let unchanged = unchangedDeclarations(previousTrees: previousRound.trees, moved: moved)
        let editedFiles = edited.filter { snapshot.usesByFile[$0] != nil }.sorted()
        let declarationSlots = ParallelSlots<[(DeclLocation, [DeclarationUse])]>(count: editedFiles.count)
        ParallelSlots<[(DeclLocation, [DeclarationUse])]>.forEach(editedFiles.count) { i in
            let file = editedFiles[i]
            let oldTree = previousRound.trees[file], newTree = units[file].tree
            var kept: [(DeclLocation, [DeclarationUse])] = []
            scan: for (user, uses) in snapshot.usesByFile[file]! {
                guard let to = movedTargets[user], unchanged[to] == user else { continue }
                let before = oldTree.node(user.node).byteRange, after = newTree.node(to.node).byteRange
                guard !passesClosureToChangedFunction(newTree, in: after) else { continue }
                let delta = after.lowerBound - before.lowerBound
                var moved: [DeclarationUse] = []
                moved.reserveCapacity(uses.count)
                for use in uses {
                    var target = use.target
                    if case .declaration(let old) = target, edited.contains(old.file) {
                        guard let new = movedTargets[old] else { continue scan }
                        target = .declaration(new)
                    }
                    moved.append(use.retargeted(target, user: to, by: delta, in: newTree))
                }
                kept.append((to, moved))
            }
            declarationSlots.set(i, kept)
        }
        for kept in declarationSlots.values { for (location, uses) in kept { carried.declarations[location] = uses } }
        return carried
    }
}

extension ProjectIndex {
    /// Each edited file's declarations, old (`previous`) → new, matched in source order: the same
    /// names and kinds one to one (an edit adds attributes and modifiers, not declarations); nil
    /// when they do not match.
    /// Both carry-overs ask with the previous round's index's declarations: matched once a round.
    /// - Parameter byFile: the previous index's `declarationsByFile`.
    func matchedDeclarations(previous: [DeclLocation: (type: String?, member: MemberInfo)], byFile: [[DeclLocation]],
                             edited: Set<Int>) -> [DeclLocation: DeclLocation]? {
        memo("declarations of edited files matched") { () -> [DeclLocation: DeclLocation]? in
            matchDeclarations(previous: previous, byFile: byFile, edited: edited)
        }
    }

    /// The same for the graph's nodes of the run's extensions of other modules' types in edited
    /// files; nil also when the nodes changed elsewhere (an unedited file's uses resolve to
    /// them or not: a scan would find others).
    fileprivate func matchExternalNodes(previous: UsesSnapshot, now: [DeclLocation], edited: Set<Int>) -> [DeclLocation: DeclLocation]? {
        var before: [Int: [DeclLocation]] = [:], after: [Int: [DeclLocation]] = [:]
        for location in previous.externalNodes { before[location.file, default: []].append(location) }
        for location in now { after[location.file, default: []].append(location) }
        for (file, list) in before where !edited.contains(file) { guard after[file] == list else { return nil } }
        for file in after.keys where !edited.contains(file) { guard before[file] != nil else { return nil } }
        before = before.filter { edited.contains($0.key) }
        after = after.filter { edited.contains($0.key) }
        var moved: [DeclLocation: DeclLocation] = [:]
        for file in Set(before.keys).union(after.keys) {
            let old = before[file] ?? [], new = after[file] ?? []
            guard old.count == new.count else { return nil }
            for (a, b) in zip(old, new) {
                guard let x = previous.externalMembers[a], let y = externalMembers[b], x.type == y.type, x.member.name == y.member.name,
                      x.member.kind == y.member.kind else { return nil }
                moved[a] = b
            }
        }
        return moved
    }

    private func matchDeclarations(previous: [DeclLocation: (type: String?, member: MemberInfo)], byFile previousByFile: [[DeclLocation]],
                                   edited: Set<Int>) -> [DeclLocation: DeclLocation]? {
        var moved: [DeclLocation: DeclLocation] = [:]
        for file in edited {
            let before = file < previousByFile.count ? previousByFile[file] : [], after = declarationsByFile[file]
            guard before.count == after.count else { return nil }
            for (a, b) in zip(before, after) {
                guard let old = previous[a], let new = declarations[b],
                      old.type == new.type, old.member.name == new.member.name, old.member.kind == new.member.kind else { return nil }
                moved[a] = b
            }
        }
        return moved
    }

    /// The declarations of edited files that read as they did, byte for byte: new location → old
    /// (`moved` maps old → new). Both carry-overs take these over; compared once a round, one file
    /// per task on all cores (a standard-library interface an edit touched has thousands).
    func unchangedDeclarations(previousTrees: [SyntaxTree], moved: [DeclLocation: DeclLocation]) -> [DeclLocation: DeclLocation] {
        memo("declarations of edited files unchanged") { () -> [DeclLocation: DeclLocation] in
            var grouped: [Int: [(old: DeclLocation, new: DeclLocation)]] = [:]
            for (old, new) in moved { grouped[new.file, default: []].append((old, new)) }
            let byFile = grouped, files = grouped.keys.sorted()
            let slots = ParallelSlots<[(old: DeclLocation, new: DeclLocation)]>(count: files.count)
            ParallelSlots<[(old: DeclLocation, new: DeclLocation)]>.forEach(files.count) { i in
                slots.set(i, byFile[files[i]]!.filter { ProjectIndex.sameText($0.old, in: previousTrees[$0.old.file], $0.new, in: units[$0.new.file].tree) })
            }
            var unchanged: [DeclLocation: DeclLocation] = [:]
            unchanged.reserveCapacity(moved.count)
            for pairs in slots.values { for pair in pairs { unchanged[pair.new] = pair.old } }
            return unchanged
        }
    }

    /// Whether a declaration reads the same in two trees, byte for byte.
    static func sameText(_ old: DeclLocation, in oldTree: SyntaxTree, _ new: DeclLocation, in newTree: SyntaxTree) -> Bool {
        let before = oldTree.node(old.node).byteRange, after = newTree.node(new.node).byteRange
        guard before.count == after.count else { return false }
        guard !before.isEmpty else { return true }
        // Compared as memory: a slice comparison went byte by byte.
        return oldTree.bytes.withUnsafeBufferPointer { a in
            newTree.bytes.withUnsafeBufferPointer { b in memcmp(a.baseAddress! + before.lowerBound, b.baseAddress! + after.lowerBound, before.count) == 0 }
        }
    }
}

extension DeclarationUse {
    /// The same use with another target; for a use in a declaration an edit moved, also its user,
    /// its offsets shifted by `delta` and the new tree.
    func retargeted(_ target: Target, user: DeclLocation? = nil, by delta: Int = 0, in tree: SyntaxTree? = nil) -> DeclarationUse {
        DeclarationUse(user: user ?? self.user, target: target, context: context, isAwaited: isAwaited, inDefaultValue: inDefaultValue,
                       functionValue: functionValue,
                       file: file, offset: offset + delta, textRange: (textRange.lowerBound + delta)..<(textRange.upperBound + delta),
                       tree: tree ?? self.tree)
    }
}
