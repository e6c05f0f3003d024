import ActorfixIndex
import ActorfixRules
import ActorfixSyntax
import Dispatch
import Foundation

/// A file as the engine sees it.
public struct InputFile: Sendable {
    public let path: String
    public let bytes: [UInt8]
    public let settings: SwiftSettings
    /// False for a file no target compiles (when the project's targets are known): its changes
    /// are reported, not applied.
    public let editable: Bool
    /// The target that compiles the file, when known (see `SourceUnit.module`).
    public let module: String?
    public init(path: String, bytes: [UInt8], settings: SwiftSettings, editable: Bool = true, module: String? = nil) {
        self.path = path
        self.bytes = bytes
        self.settings = settings
        self.editable = editable
        self.module = module
    }
}

/// A change the engine applied (or an advisory it reports), located in the original file.
public struct AppliedChange: Sendable {
    public let change: Change
    /// 1-based line and column in the file as it was read.
    public let line: Int
    public let column: Int
    /// The fixed-point round that produced it (0 = first).
    public let round: Int
}

public struct FileResult: Sendable {
    public let path: String
    public let original: [UInt8]
    public let final: [UInt8]
    public let changes: [AppliedChange]
    public let advisories: [AppliedChange]
    public var isChanged: Bool { original != final }
}

public struct EngineResult: Sendable {
    public let files: [FileResult]
    public let rounds: Int
    /// Engine-level problems: rules that undo each other, no fixed point within the bound.
    public let errors: [String]
    public var changes: [AppliedChange] { files.flatMap(\.changes) }
    public var advisories: [AppliedChange] { files.flatMap(\.advisories) }
}

/// Decides, change by change, what is applied (`actorfix review` asks a person; the other
/// commands accept everything).
public protocol ChangeDecider: AnyObject {
    /// Called in file order, then position order. Return an edited change to apply instead, the
    /// change itself to accept it, or nil to skip it.
    func decide(_ change: Change, in file: FileContext, line: Int, column: Int) -> Change?
    /// With `oneFileAtATime`: a file has no more proposals for now; `bytes` is its content.
    func fileSettled(_ index: Int, path: String, bytes: [UInt8])
}

extension ChangeDecider {
    public func fileSettled(_ index: Int, path: String, bytes: [UInt8]) {}
}

/// Runs rules to a fixed point: check all files, apply the non-conflicting changes, re-parse and
/// re-index, and repeat until no rule proposes anything. Conflicting edits are deferred to the
/// next round, where the rule recomputes them on the new text, so nothing is dropped.
public struct Engine: Sendable {
    public var rules: [any Rule]
    public var options: RuleOptions
    public var sdk: SDKKnowledge
    /// How the target settings derive from a file's current ones (Swift 6 mode by default).
    public var targetSettings: @Sendable (SwiftSettings) -> SwiftSettings
    public var maxRounds = 12
    public var jobs: Int
    /// A file checked for longer than this is named on the progress line.
    public var slowFileSeconds = 1.0
    /// A developer's check of the carry-overs between rounds (`ACTORFIX_VERIFY_CARRY_OVER=1`):
    /// every round after the first is also checked on an index built from nothing, and any
    /// difference in what the rules propose is an engine error. A round takes over the previous
    /// round's per-file index parts, uses, facts and reference scans on the promise that they are
    /// what a fresh build would find; this tests the promise on real projects (twice the cost).
    public var verifiesCarryOver = false

    public init(rules: [any Rule], options: RuleOptions = RuleOptions(), sdk: SDKKnowledge,
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                targetSettings: @escaping @Sendable (SwiftSettings) -> SwiftSettings = Engine.swift6) {
        self.rules = rules
        self.options = options
        self.sdk = sdk
        self.jobs = max(1, jobs)
        self.targetSettings = targetSettings
    }

    public static let swift6: @Sendable (SwiftSettings) -> SwiftSettings = FileContext.swift6

    /// `target` computed once for each distinct settings of a run's files (a project has a
    /// handful), for a derivation that costs more than looking its result up: rules ask for target
    /// settings millions of times per check, and `--to swift6.2`'s derivation builds a new feature
    /// set each time (7% of a check of swift-composable-architecture). Not for the default
    /// derivation (a copy with the language mode raised), which a look-up made slower (2.5% more
    /// instructions on Vapor, swift-nio and Alamofire). Other settings are derived as before.
    public static func memoizing(_ target: @escaping @Sendable (SwiftSettings) -> SwiftSettings,
                          for settings: [SwiftSettings]) -> @Sendable (SwiftSettings) -> SwiftSettings {
        // The distinct settings, the most files' first.
        var count: [SwiftSettings: Int] = [:]
        var distinct: [SwiftSettings] = []
        for each in settings {
            if count[each] == nil { distinct.append(each) }
            count[each, default: 0] += 1
        }
        distinct = distinct.enumerated().sorted { (count[$0.element]!, -$0.offset) > (count[$1.element]!, -$1.offset) }.map(\.element)
        let derived = distinct.map(target)
        // A few are compared in turn, in place, the fields that tell them apart cheaply first (a
        // comparison of whole settings compares their feature sets); more are hashed.
        if distinct.count <= 8 {
            let inputs = distinct
            return { settings in
                for i in inputs.indices where inputs[i].languageMode == settings.languageMode && inputs[i].sdk == settings.sdk
                    && inputs[i].defaultIsolation == settings.defaultIsolation && inputs[i].features.count == settings.features.count
                    && inputs[i].toolsVersion == settings.toolsVersion && inputs[i] == settings {
                    return derived[i]
                }
                return target(settings)
            }
        }
        let known = Dictionary(uniqueKeysWithValues: zip(distinct, derived))
        return { settings in known[settings] ?? target(settings) }
    }

    /// The rounds' analyses being dropped (see `releaseRounds`).
    private static let releasing = DispatchGroup()

    /// Drops what the rounds' indexes memoized, on another thread once the run is over. The
    /// isolation graph and the analyses built on it refer back to their index: kept, every round's
    /// index, graph and analyses stayed in memory to the end of the process (535 MB a check of the
    /// benchmark's real-code set, so a process running several checks grew by that much each
    /// time). Freeing their millions of objects takes tens of milliseconds: not during the next
    /// round, which it slowed, nor before a check's result is reported. What the changes'
    /// deferred reasons read stays until the result goes.
    private static func releaseRounds(_ indexes: [ProjectIndex]) {
        DispatchQueue.global(qos: .utility).async(group: releasing) { for index in indexes { index.releaseAnalyses() } }
    }

    /// Waits until the analyses of finished runs are dropped: a benchmark times each run with the
    /// memory the previous one left freed, not while it is being freed.
    public static func waitForReleasedRounds() { releasing.wait() }

    /// - Parameter oneFileAtATime: offer changes file by file (interactive review): each round
    ///   only the first file with proposals gets changes, so a change that an accepted one makes
    ///   necessary is offered next, and files before it are settled (reported to the decider).
    public func run(_ inputs: [InputFile], decider: ChangeDecider? = nil, oneFileAtATime: Bool = false,
                    progress: (@Sendable (String) -> Void)? = nil) -> EngineResult {
        var current = inputs.map(\.bytes)
        var maps = Array(repeating: OffsetMap(), count: inputs.count)
        var applied = Array(repeating: [AppliedChange](), count: inputs.count)
        var advisories = Array(repeating: [AppliedChange](), count: inputs.count)
        var seenAdvisories = Set<String>()
        var skipped = Set<String>()
        var errors: [String] = []
        var seenStates: [Int: Int] = [:]
        var originalHashes: [Int: Int] = [:]
        var differingHashes: [Int: Int] = [:]
        var rulesOfRound: [[String]] = []
        let originals = Engine.parse(inputs.map { ($0.path, $0.bytes) })
        // Generated files are reported, not edited (unless asked): one advisory per file.
        let generators = inputs.map { options.editGeneratedFiles ? nil : GeneratedFile.generator(path: $0.path, bytes: $0.bytes) }
        var reportedGenerated = Set<Int>()
        var roundOptions = options
        roundOptions.reportOnlyPaths = Set(inputs.indices.filter { generators[$0] != nil || !inputs[$0].editable }.map { inputs[$0].path })
        roundOptions.enabledRules = Set(rules.map(\.id))
        var trees = originals
        var round = 0
        var finishedRounds: [ProjectIndex] = []
        defer { Engine.releaseRounds(finishedRounds) }
        var reusable: IndexReuse?
        while true {
            progress?("round \(round + 1): indexing \(counted(inputs.count, "file"))")
            let units = zip(trees, inputs).map { SourceUnit(tree: $0.0, settings: $0.1.settings, module: $0.1.module) }
            // Files not edited last round keep their tree, so their part of the index is reused.
            let index = ProjectIndex(units: units, sdk: sdk, reusing: reusable)
            // Each round's analyses are dropped once the run is over (see `releaseRounds`).
            finishedRounds.append(index)
            reusable = index.reusable
            progress?("round \(round + 1): checking \(counted(inputs.count, "file"))")
            let found = check(index, options: roundOptions, round: round, progress: progress)
            if verifiesCarryOver && round > 0 {
                let fresh = ProjectIndex(units: units, sdk: sdk)
                finishedRounds.append(fresh)
                errors += Engine.carryOverDifferences(found, check(fresh, options: roundOptions, round: round), round: round, paths: inputs.map(\.path))
            }
            let proposals = found.enumerated().map { file, changes -> [Change] in
                guard let generator = generators[file] else { return inputs[file].editable ? changes : changes.map(Engine.reportOnly) }
                let kept = changes.filter(\.isAdvisory)
                guard !reportedGenerated.contains(file),
                      let advisory = GeneratedFile.advisory(for: changes, generator: generator, path: inputs[file].path) else { return kept }
                reportedGenerated.insert(file)
                return [advisory] + kept
            }
            var roundRules = Set<String>()
            var changedFiles: [Int] = []
            var focus: Int? = nil
            if oneFileAtATime {
                focus = inputs.indices.first { file in
                    proposals[file].contains { change in
                        guard !change.isAdvisory else { return false }
                        let offset = maps[file].originalOffset(min(change.offset, trees[file].bytes.count))
                        return !skipped.contains("\(file):\(change.ruleID):\(change.message):\(offset)")
                    }
                }
                for file in inputs.indices where focus == nil || file < focus! {
                    decider?.fileSettled(file, path: inputs[file].path, bytes: current[file])
                }
            }
            for file in inputs.indices {
                let context = FileContext(unitIndex: file, index: index, settings: inputs[file].settings,
                                          target: targetSettings(inputs[file].settings), options: options, targetOf: targetSettings)
                let tree = trees[file]
                var accepted: [Change] = []
                var taken = AcceptedEdits(proposals: proposals[file])
                for change in proposals[file] {
                    let originalOffset = maps[file].originalOffset(min(change.offset, tree.bytes.count))
                    let location = originals[file].location(ofOffset: min(originalOffset, originals[file].bytes.count))
                    if change.isAdvisory {
                        let key = "\(file):\(change.ruleID):\(change.message):\(originalOffset)"
                        if seenAdvisories.insert(key).inserted {
                            advisories[file].append(AppliedChange(change: change, line: location.line, column: location.column, round: round))
                        }
                        continue
                    }
                    // Deferred: it overlaps a change already taken this round.
                    if taken.conflicts(with: change.edits) { continue }
                    if let focus, file != focus { continue }
                    // Only a decider skips changes: without one, no signature is needed.
                    let signature = decider != nil || !skipped.isEmpty ? "\(file):\(change.ruleID):\(change.message):\(originalOffset)" : ""
                    if !skipped.isEmpty, skipped.contains(signature) { continue }
                    var decided = change
                    if let decider {
                        guard let answer = decider.decide(change, in: context, line: location.line, column: location.column) else {
                            skipped.insert(signature)
                            continue
                        }
                        decided = answer
                        // An edited change is final: the rule's own version is not offered again.
                        if answer.edits != change.edits { skipped.insert(signature) }
                        if taken.conflicts(with: decided.edits) { continue }
                    }
                    accepted.append(decided)
                    taken.insert(decided.edits)
                    applied[file].append(AppliedChange(change: decided, line: location.line, column: location.column, round: round))
                    roundRules.insert(change.ruleID)
                }
                if !accepted.isEmpty {
                    let edits = accepted.flatMap(\.edits)
                    current[file] = EditApplier.apply(edits, to: current[file])
                    maps[file].record(edits)
                    changedFiles.append(file)
                }
            }
            rulesOfRound.append(roundRules.sorted())
            if changedFiles.isEmpty {
                // One file at a time: everything offered in the focused file was skipped, so the
                // next round moves on to the next file (each round decides at least one change).
                if focus != nil { continue }
                break
            }
            let reparsed = Engine.parse(changedFiles.map { (inputs[$0].path, current[$0]) })
            for (file, tree) in zip(changedFiles, reparsed) { trees[file] = tree }
            round += 1
            // The project's state: the hash of each file that differs from its original, so a
            // round hashes only the files it changed, not the whole project.
            for file in changedFiles {
                if originalHashes[file] == nil { originalHashes[file] = Engine.hash(inputs[file].bytes) }
                let hash = Engine.hash(current[file])
                differingHashes[file] = hash == originalHashes[file] ? nil : hash
            }
            var hasher = Hasher()
            for (file, hash) in differingHashes.sorted(by: { $0.key < $1.key }) { hasher.combine(file); hasher.combine(hash) }
            let state = hasher.finalize()
            if let earlier = seenStates[state] {
                let involved = Set(rulesOfRound[earlier...].flatMap { $0 }).sorted()
                errors.append("rules \(involved.joined(separator: ", ")) keep undoing each other (the files returned to an earlier state after round \(round)); this is a bug in actorfix, please report it")
                break
            }
            seenStates[state] = round
            if round >= maxRounds {
                errors.append("no fixed point after \(maxRounds) rounds (rules still changing: \(roundRules.sorted().joined(separator: ", "))); this is a bug in actorfix, please report it")
                break
            }
        }
        let results = inputs.indices.map { i in
            FileResult(path: inputs[i].path, original: inputs[i].bytes, final: current[i], changes: applied[i], advisories: advisories[i])
        }
        return EngineResult(files: results, rounds: round + 1, errors: errors)
    }

    /// What a round found with the carried-over analyses and not with fresh ones, or the other
    /// way round (see `verifiesCarryOver`), a line per change.
    static func carryOverDifferences(_ carried: [[Change]], _ fresh: [[Change]], round: Int, paths: [String]) -> [String] {
        func described(_ change: Change) -> String {
            let edits = change.edits.map { "\($0.range.lowerBound)..<\($0.range.upperBound) \($0.replacement.debugDescription)" }
            return "\(change.ruleID) at \(change.offset): \(change.message) [\(edits.joined(separator: ", "))] (\(change.safety.rawValue)) \(change.reason)"
        }
        var differences: [String] = []
        for file in carried.indices where file < fresh.count {
            let a = carried[file].map(described), b = fresh[file].map(described)
            guard a != b else { continue }
            let only = (Set(a).subtracting(b).sorted().map { "only with carry-over: \($0)" }) + (Set(b).subtracting(a).sorted().map { "only fresh: \($0)" })
            let lines = only.isEmpty ? ["the same changes in another order"] : only
            differences += lines.map { "round \(round + 1) differs from a fresh index in \(paths[file]): \($0)" }
        }
        return differences
    }

    static func hash(_ bytes: [UInt8]) -> Int {
        var hasher = Hasher()
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        return hasher.finalize()
    }

    /// Parses files on all cores.
    static func parse(_ files: [(path: String, bytes: [UInt8])]) -> [SyntaxTree] {
        let slots = ParallelSlots<SyntaxTree>(count: files.count)
        ParallelSlots<SyntaxTree>.forEach(files.count) { i in slots.set(i, SyntaxTree.parse(files[i].bytes, path: files[i].path)) }
        return slots.values
    }

    /// `Package.swift` and its version-specific variants (`Package@swift-5.9.swift`).
    /// Asked of every file at every level of every round: names not starting with `P` are told
    /// by one byte (splitting the path into folders cost more than some rules' checks).
    public static func isManifest(_ path: String) -> Bool {
        let name = SyntaxTree.fileName(of: path)
        guard name.utf8.first == UInt8(ascii: "P") else { return false }
        return name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
    }

    /// A change of a file no target compiles, as an advisory.
    static func reportOnly(_ change: Change) -> Change {
        guard !change.isAdvisory else { return change }
        return Change(ruleID: change.ruleID, path: change.path, edits: [],
                      message: "not edited, no target compiles this file: \(change.message)",
                      reason: change.reason + " actorfix did not edit this file because no target of the project's Package.swift or Xcode project compiles it (pass the file itself as a path to have it edited).",
                      safety: change.safety, offset: change.offset)
    }

    /// All rules on all files, in parallel; each file's changes sorted by position then rule. A
    /// file that takes long is named on the progress line.
    ///
    /// The project-wide analyses rules `prepare` (the isolation graph, then the Sendable analysis
    /// built on it) leave a core idle part of the time. With more than one job, a thread of its
    /// own meanwhile checks files with the rules that read none of them and, once the isolation
    /// graph is built, with those that read only it (`preparedReads`); when every rule has
    /// prepared, the workers finish those rules' files and run the others.
    func check(_ index: ProjectIndex, options: RuleOptions? = nil, round: Int = 0, progress: (@Sendable (String) -> Void)? = nil) -> [[Change]] {
        let count = index.units.count
        let rules = self.rules
        let options = options ?? self.options
        let target = self.targetSettings
        let watch = progress.map { report in
            SlowFileWatch(threshold: slowFileSeconds) { path, seconds in
                report("round \(round + 1): checking \(counted(count, "file")); \(path) for \(seconds) s")
            }
        }
        defer { watch?.stop() }
        guard count > 0 else { return [] }
        // Largest files first, each to the next free worker.
        let order = (0..<count).sorted { index.units[$0].tree.bytes.count > index.units[$1].tree.bytes.count }
        // The rules of each level, in their order, with the files left to check with them.
        let levels: [PreparedReads] = [.none, .isolationGraph, .all]
        let parts = levels.map { level in rules.indices.filter { rules[$0].preparedReads == level } }
        let dealers = parts.map { WorkDealer(order: $0.isEmpty ? [] : order) }
        let found = parts.map { part in
            let slots = ParallelSlots<[FoundChange]>(count: count)
            if part.isEmpty { for file in 0..<count { slots.set(file, []) } }
            return slots
        }
        // A file's suppressions, read by the first level that checks it.
        let suppressions = SharedCache<Int, Suppressions>()
        @Sendable func check(level: Int, worker: Int) {
            while let file = dealers[level].take() {
                watch?.begin(worker: worker, path: index.units[file].path)
                defer { watch?.end(worker: worker) }
                let settings = index.units[file].settings
                let context = FileContext(unitIndex: file, index: index, settings: settings, target: target(settings), options: options, targetOf: target)
                let suppressed = suppressions.value(file) { Suppressions(context.tree) }
                found[level].set(file, Engine.changes(of: parts[level].map { ($0, rules[$0]) }, in: context, suppressions: suppressed))
            }
        }
        let settings = index.units[0].settings
        let context = FileContext(unitIndex: 0, index: index, settings: settings, target: target(settings), options: options, targetOf: target)
        // The helper's worker number follows the workers' (the slow-file watch tells them apart).
        let helper = DispatchGroup(), graphBuilt = DispatchSemaphore(value: 0)
        // Only a rule that reads an analysis has them built; the others run meanwhile.
        let readsAnalyses = !parts[1].isEmpty || !parts[2].isEmpty
        if jobs > 1 && readsAnalyses {
            DispatchQueue.global().async(group: helper) {
                check(level: 0, worker: jobs)
                graphBuilt.wait()
                check(level: 1, worker: jobs)
            }
        }
        // Built first, for the rules that read only it.
        if readsAnalyses { context.prepareIsolationGraph() }
        graphBuilt.signal()
        for rule in rules { rule.prepare(context) }
        DispatchQueue.concurrentPerform(iterations: min(jobs, count)) { worker in
            for level in levels.indices { check(level: level, worker: worker) }
        }
        helper.wait()
        let lists = found.map(\.values)
        return (0..<count).map { file in
            let changes = lists.flatMap { $0[file] }
            // (position, rule order, proposal order): a deterministic merge order. Positions
            // sorted, not the changes (a change moved is copied with its strings).
            let order = changes.indices.sorted { (changes[$0].change.offset, changes[$0].rule, changes[$0].seq) < (changes[$1].change.offset, changes[$1].rule, changes[$1].seq) }
            return order.map { changes[$0].change }
        }
    }

    /// A change with its rule's place in the rule list and its place among that rule's changes.
    typealias FoundChange = (change: Change, rule: Int, seq: Int)

    /// What `rules` (with their place in the rule list) propose in one file, less suppressed changes.
    static func changes(of rules: [(Int, any Rule)], in context: FileContext, suppressions: Suppressions) -> [FoundChange] {
        // A manifest is run by SwiftPM, not compiled into the package: never rewritten.
        guard !suppressions.ignoresFile, !Engine.isManifest(context.tree.fileName) else { return [] }
        var changes: [FoundChange] = []
        for (r, rule) in rules {
            for change in rule.check(context) {
                let line = context.tree.location(ofOffset: min(change.offset, context.tree.bytes.count)).line
                if !suppressions.suppresses(change.ruleID, line: line) { changes.append((change, r, changes.count)) }
            }
        }
        return changes
    }
}
