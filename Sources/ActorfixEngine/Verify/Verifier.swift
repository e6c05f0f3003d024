import Foundation

/// `--verify`: builds before and after actorfix's changes, and backs out the changes that make a
/// file worse (more errors, or an error it did not have), bisecting among that file's changes,
/// until no file is worse than before. The files on disk are the originals again when it
/// returns or throws; the caller writes the kept changes (`fix`) or only reports them.
public struct Verifier {
    public let engine: Engine
    public let inputs: [InputFile]
    public let runner: any BuildRunner
    public let displayPath: @Sendable (String) -> String
    /// Builds beyond which the loop stops bisecting and backs out every change of a worse file.
    public var maxBuilds = 40
    /// Where the files changed for a build are recorded until they are restored.
    public var journal: VerifyJournal?
    /// The module (target) of a file, to tell errors the changes caused from errors of a module
    /// the first build never compiled because a module it depends on failed.
    public var moduleOf: (@Sendable (String) -> String?)?
    /// The paths actorfix was given: only their changes are built and kept; the rest of the
    /// project is read for the index and built as it is.
    public var scope: Set<String>?
    let directory = FileManager.default.currentDirectoryPath

    public init(engine: Engine, inputs: [InputFile], runner: any BuildRunner, displayPath: @escaping @Sendable (String) -> String) {
        self.engine = engine
        self.inputs = inputs
        self.runner = runner
        self.displayPath = displayPath
    }

    public struct Outcome: Sendable {
        /// The engine's result without the backed-out changes.
        public let result: EngineResult
        public let report: VerifyReport
    }

    public func run() throws -> Outcome {
        let originals = Dictionary(inputs.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        var loop = Loop(verifier: self, stager: FileStager(originals: originals, journal: journal),
                        scopes: ScopeCache(originals: originals, directory: directory, displayPath: displayPath))
        VerifyInterrupt.install()
        defer { VerifyInterrupt.uninstall() }
        do {
            let outcome = try loop.run()
            try loop.stager.restore()
            // Ctrl-C after the last build still means stop: `fix` must not write.
            if VerifyInterrupt.isRequested { throw BuildFailure.interrupted }
            return outcome
        } catch {
            try loop.stager.restore()
            throw error
        }
    }

    /// The state of one verified run.
    struct Loop {
        let verifier: Verifier
        let stager: FileStager
        let scopes: ScopeCache
        var builds = 0
        var seconds = 0.0
        var before: [CompilerDiagnostic] = []
        /// Errors of each set of backed-out changes already built.
        var built: [Set<String>: Errors] = [:]
        /// Modules with errors in the first build.
        var failingModules = Set<String>()

        /// A build's errors, and those of them that count when comparing with the first build.
        struct Errors {
            var all: [CompilerDiagnostic]
            var counted: [CompilerDiagnostic]
        }

        mutating func run() throws -> Outcome {
            before = try build(staging: nil)
            failingModules = Set(before.compactMap { $0.path.isEmpty ? nil : verifier.moduleOf?($0.path) })
            var rejected = Set<String>()
            var backedOut: [VerifyReport.BackedOut] = []
            var unexplained: [String] = []
            var (result, records) = runEngine(rejected)
            var current = result.files.contains(where: \.isChanged) ? try evaluate(rejected) : Errors(all: before, counted: before)
            while let file = worseFiles(current.counted).first(where: { !unexplained.contains($0) }) {
                let newErrors = self.newErrors(in: file, current.counted)
                let changes = records.filter { !$0.isAdvisory }
                let inFile = changes.filter { $0.path == file }
                var culprits: [ChangeRecord]
                if builds >= verifier.maxBuilds {
                    culprits = inFile.isEmpty ? changes : inFile
                } else if !inFile.isEmpty, try fixes(file, rejected.union(inFile.map(\.key))) {
                    culprits = try isolate(file, inFile, base: rejected)
                } else if changes.count > inFile.count, try fixes(file, rejected.union(changes.map(\.key))) {
                    // The file got worse through a change elsewhere (a `let` another file assigns).
                    culprits = try isolate(file, changes, base: rejected)
                } else {
                    culprits = []
                }
                if culprits.isEmpty {
                    unexplained.append(file)
                    continue
                }
                for change in culprits {
                    rejected.insert(change.key)
                    backedOut.append(.init(change: change, error: newErrors.first(where: change.addresses) ?? newErrors.first))
                }
                (result, records) = runEngine(rejected)
                current = try evaluate(rejected)
            }
            let advisories = result.files.flatMap { file in
                file.advisories.map { scopes.record($0.change, path: file.path, line: $0.line, column: $0.column) }
            }
            let given = Set((verifier.scope.map(Array.init) ?? verifier.inputs.map(\.path)).map { scopes.canonicalPath($0) })
            let remaining = current.all.map {
                Knowledge.annotate($0, kept: records, advisories: advisories, backedOut: backedOut.map(\.change), given: given)
            }
            var report = VerifyReport(mode: .build, source: verifier.runner.commandLine, errorsBefore: before.count, errorsAfter: current.all.count,
                                      builds: builds, buildSeconds: seconds, kept: records.filter { !$0.isAdvisory }.count,
                                      backedOut: backedOut, addressed: [], remaining: remaining, unexplained: unexplained,
                                      displayPath: verifier.displayPath)
            let (was, now) = (Loop.counts(before), Loop.counts(current.all))
            report.files = Set(was.keys).union(now.keys).sorted().map { path in
                (path, was[path]?.values.reduce(0, +) ?? 0, now[path]?.values.reduce(0, +) ?? 0)
            }
            return Outcome(result: result, report: report)
        }

        /// Within `candidates`, whose backing out (on top of `base`) makes `file` no worse: a
        /// subset that does so too, found by halving.
        mutating func isolate(_ file: String, _ candidates: [ChangeRecord], base: Set<String>) throws -> [ChangeRecord] {
            guard candidates.count > 1 else { return candidates }
            let first = Array(candidates[..<(candidates.count / 2)])
            let second = Array(candidates[(candidates.count / 2)...])
            if try fixes(file, base.union(first.map(\.key))) { return try isolate(file, first, base: base) }
            if try fixes(file, base.union(second.map(\.key))) { return try isolate(file, second, base: base) }
            // Both halves hold a culprit.
            let fromSecond = try isolate(file, second, base: base.union(first.map(\.key)))
            let fromFirst = try isolate(file, first, base: base.union(fromSecond.map(\.key)))
            return fromFirst + fromSecond
        }

        mutating func fixes(_ file: String, _ rejected: Set<String>) throws -> Bool {
            !worseFiles(try evaluate(rejected).counted).contains(file)
        }

        /// The errors with the changes not in `rejected` on disk.
        mutating func evaluate(_ rejected: Set<String>) throws -> Errors {
            if let known = built[rejected] { return known }
            let (result, records) = runEngine(rejected)
            let all = try build(staging: result)
            let errors = Errors(all: all, counted: all.filter { !wasMasked($0, changes: records) })
            built[rejected] = errors
            return errors
        }

        /// An error the first build could not show: a Swift 6 concurrency error in a module that
        /// had none while another module failed (so it may not have been compiled), about no
        /// declaration the changes touch. Fixing the failing module reveals such errors; they
        /// are not the changes' doing.
        func wasMasked(_ error: CompilerDiagnostic, changes: [ChangeRecord]) -> Bool {
            guard !failingModules.isEmpty, !error.path.isEmpty, let module = verifier.moduleOf?(error.path),
                  !failingModules.contains(module), !DiagnosticFamilies.rules(for: error).isEmpty else { return false }
            let names = DiagnosticFamilies.quotedNames(error.message)
            return !changes.contains { !$0.isAdvisory && (!names.isDisjoint(with: DiagnosticFamilies.quotedNames($0.message)) || ($0.path == error.path && $0.scope.contains(error.line))) }
        }

        func runEngine(_ rejected: Set<String>) -> (EngineResult, [ChangeRecord]) {
            let recorder = ChangeRecorder(rejected: rejected, scopes: scopes, only: verifier.scope)
            let result = verifier.engine.run(verifier.inputs, decider: recorder)
            return (result, recorder.accepted)
        }

        mutating func build(staging result: EngineResult?) throws -> [CompilerDiagnostic] {
            if VerifyInterrupt.isRequested { throw BuildFailure.interrupted }
            if let result {
                try stager.stage(Dictionary(result.files.map { ($0.path, $0.final) }, uniquingKeysWith: { first, _ in first }))
            }
            let output = try verifier.runner.build()
            builds += 1
            seconds += output.seconds
            var errors = CompilerDiagnostic.errors(in: output.log, relativeTo: verifier.directory)
            let tail = output.log.split(separator: "\n", omittingEmptySubsequences: false).suffix(15).joined(separator: "\n")
            // Before any change, a build that fails without an error in a source file (a manifest
            // that does not parse, a dependency that cannot be resolved) compiled nothing: the
            // build itself is broken, and that is the user's to fix.
            if result == nil && output.status != 0 && !errors.contains(where: Loop.isInSource) {
                throw BuildFailure.failed(verifier.runner.commandLine, output.status, tail)
            }
            if output.status != 0 && errors.isEmpty {
                errors = [CompilerDiagnostic(path: "", line: 0, column: 0, severity: .error,
                                             message: "the build failed (exit status \(output.status)) without a compiler error", group: nil)]
            }
            return errors
        }

        /// An error in a source file of the build: one that names a file, other than the package
        /// manifest (Package.swift, Package@swift-5.9.swift).
        static func isInSource(_ error: CompilerDiagnostic) -> Bool {
            let name = error.path.split(separator: "/").last.map(String.init) ?? ""
            return !name.isEmpty && name != "Package.swift" && !name.hasPrefix("Package@swift")
        }

        /// Files with more of some error than before: a count that grew, or a new error.
        func worseFiles(_ after: [CompilerDiagnostic]) -> [String] {
            let was = Loop.counts(before)
            return Loop.counts(after).filter { path, messages in
                messages.contains { message, count in count > (was[path]?[message] ?? 0) }
            }.keys.sorted()
        }

        func newErrors(in file: String, _ after: [CompilerDiagnostic]) -> [CompilerDiagnostic] {
            var remainingBefore = Loop.counts(before)[file] ?? [:]
            return after.filter { error in
                guard error.path == file else { return false }
                if let left = remainingBefore[error.message], left > 0 {
                    remainingBefore[error.message] = left - 1
                    return false
                }
                return true
            }
        }

        static func counts(_ errors: [CompilerDiagnostic]) -> [String: [String: Int]] {
            var counts: [String: [String: Int]] = [:]
            for error in errors { counts[error.path, default: [:]][error.message, default: 0] += 1 }
            return counts
        }
    }
}
