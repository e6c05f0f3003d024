import ActorfixEngine
import ActorfixIndex
import ActorfixRules
import ActorfixSyntax
import Foundation

/// `check`, `diff` and `fix`: load files, run the rules to a fixed point, then report, print a
/// patch, or write.
enum RunCommand {
    enum Mode: String { case check, diff, fix }

    static let commonHelp = """
          PATH...                      files or folders (default: .); - reads one file from stdin
          --stdin-path PATH            where the file read from stdin lives (its project, settings and name)
          --rules a,b                  run only these rules
          --disable a,b                do not run these rules
          --only-safe                  only behaviour-preserving changes (no 'review' changes)
          --swift-version 5|6          the language mode the files are compiled with now
          --xcode 15|16|26             the SDK generation to assume (default 26)
          --default-isolation MainActor|nonisolated
          --enable-upcoming-feature F  a feature that is (or is being) turned on; repeatable
          --sdk-knowledge FILE         extra SDK knowledge (JSON); repeatable
          --state-model annotate-view|state-object
          --view-style attribute|protocol   @MainActor on each view, or views conform to MainActorView
          --to swift6|swift6.2         migration target (default swift6); swift6.2 adds default MainActor
                                       isolation and NonisolatedNonsendingByDefault, InferIsolatedConformances
          --to-feature NAME            migrate to one upcoming feature only (repeatable), e.g.
                                       NonisolatedNonsendingByDefault; the Swift 6 mode as always
          --config FILE                default: .actorfix.json in the first path's folder or a parent,
                                       else in this folder or a parent
          -j N                         parallel jobs (default: all cores)
          --color auto|always|never    (NO_COLOR turns color off)
          --quiet                      no summary or progress
        \(VerifyOptions.help)
        """

    static func help(_ mode: Mode) -> String {
        switch mode {
        case .check:
            return """
                USAGE: actorfix check [options] [PATH...]

                  Dry run: report the changes actorfix would make. Exit code 0: none, 1: some, 2: an error or a
                  skipped file.

                  --format text|json|sarif|github|xcode   report format (default text)
                  --strict                     advisories also make the exit code 1
                  --baseline FILE              report only findings that are not in FILE
                  --write-baseline FILE        record today's findings in FILE (for --baseline)
                \(commonHelp)
                """
        case .diff:
            return """
                USAGE: actorfix diff [options] [PATH...]

                  Print a unified diff of all proposed changes (git apply / patch -p1 accept it). On a terminal
                  each hunk is preceded by a line naming its rules; --format patch (the default when piped)
                  prints the plain patch. Exit codes as for check.

                  --format text|patch
                  -U N                         lines of context (default 3)
                \(commonHelp)
                """
        case .fix:
            return """
                USAGE: actorfix fix [options] [PATH...]

                  Apply the proposed changes in place (atomic writes; files changed since they were read are
                  not written). Refuses to work outside version control unless --allow-no-vcs, and to touch
                  files with uncommitted git changes unless --allow-dirty (or --allow-staged, for staged ones).
                  `actorfix fix -` reads a file from stdin and writes the result to stdout.

                  --allow-dirty                write files that have uncommitted changes
                  --allow-staged               write files whose changes are all staged
                  --allow-no-vcs               write files that are not under version control
                \(commonHelp)
                """
        }
    }

    static let knownFlags: [String: Bool] = [
        "--rules": true, "--disable": true, "--only-safe": false, "--swift-version": true, "--xcode": true,
        "--default-isolation": true, "--enable-upcoming-feature": true, "--sdk-knowledge": true, "--state-model": true,
        "--member-threshold": true, "--config": true, "-j": true, "--jobs": true, "--color": true, "--quiet": false, "-q": false,
        "--help": false, "-h": false, "--version": false, "--to": true, "--to-feature": true, "--view-style": true,
        "--stdin-path": true, "--edit-generated": false,
    ]

    /// The flags of commands that write files.
    static let writeFlags: [String: Bool] = ["--allow-dirty": false, "--allow-staged": false, "--allow-no-vcs": false]

    static func run(_ mode: Mode, _ argv: [String]) -> Int32 {
        var known = knownFlags.merging(VerifyOptions.flags) { flag, _ in flag }
        switch mode {
        case .check:
            known["--format"] = true
            known.merge(["--strict": false, "--baseline": true, "--write-baseline": true]) { $1 }
        case .diff: known["--format"] = true; known["-U"] = true; known["--unified"] = true
        case .fix: known.merge(writeFlags) { $1 }
        }
        let args: Arguments
        do { args = try Arguments(argv, known: known) } catch {
            Console.error("actorfix \(mode.rawValue): \(error)\nRun 'actorfix \(mode.rawValue) --help' for the options.\n")
            return 2
        }
        if args.has("--help") || args.has("-h") { print(help(mode)); return 0 }
        if args.has("--version") { print(actorfixVersion); return 0 }
        let options: RunOptions
        do { options = try RunOptions(args, mode: mode) } catch {
            Console.error("actorfix \(mode.rawValue): \(error)\n")
            return 2
        }
        return execute(mode, options)
    }

    static func execute(_ mode: Mode, _ options: RunOptions) -> Int32 {
        let start = Date()
        let usesStdin = options.paths == ["-"]
        var stdinBytes: [UInt8]?
        if usesStdin { stdinBytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile()) }
        let providers = options.fileProviders()
        let progress = Progress(enabled: !options.quiet && isatty(STDERR_FILENO) == 1)
        progress.show("reading files")
        if mode == .fix && !usesStdin, let refusal = vcsRefusal(options, command: "fix") {
            Console.error(refusal)
            return 2
        }
        let workspace = loadWorkspace(options, stdin: stdinBytes, settings: providers.settings, editable: providers.editable, module: providers.module)

        var engine = Engine(rules: options.rules, options: providers.ruleOptions, sdk: options.sdk, jobs: options.jobs,
                            targetSettings: options.targetSettings(for: workspace.files.map(\.settings)))
        engine.maxRounds = 12
        // A developer's switch (README, "Development"), not an option users need.
        engine.verifiesCarryOver = ProcessInfo.processInfo.environment["ACTORFIX_VERIFY_CARRY_OVER"] == "1"
        progress.show("checking \(workspace.files.count) files")
        var result = engine.run(workspace.files, progress: { progress.show($0) })
        progress.clear()
        var verified: VerifyReport?
        if options.verify.isOn {
            guard let outcome = VerifyStep.run(mode, options, engine: engine, workspace: workspace, result: result) else { return 2 }
            (result, verified) = (outcome.result, outcome.report)
        }
        let elapsed = Date().timeIntervalSince(start)
        for error in result.errors { Console.error("actorfix: error: \(error)\n") }
        // Only the paths given are reported and changed; the rest of the project was read for the index.
        let scoped = result.files.filter { workspace.scope.contains($0.path) }
        let changedFiles = scoped.filter(\.isChanged)
        let scopedChanges = scoped.flatMap(\.changes)
        let hadErrors = !workspace.problems.isEmpty || !result.errors.isEmpty
        var summary = RunSummary(filesScanned: workspace.scope.count, filesChanged: changedFiles.count, skipped: workspace.problems,
                                 seconds: elapsed, errors: result.errors)
        summary.verify = verified
        switch mode {
        case .check:
            var findings = Finding.all(scoped, displayPath: displayPath)
            if let code = applyBaseline(options, to: &findings) { return code }
            // The summary counts the files of the findings left, not of those the baseline excused.
            if options.baselinePath != nil { summary.filesChanged = Set(findings.filter { !$0.isAdvisory }.map(\.path)).count }
            // Text in color when asked (the format's own reporter has none): rendered once.
            var output = (options.format == .text ? TextReporter(color: options.color) : options.format.reporter)
                .report(findings, summary: summary, rules: options.rules)
            if options.format == .text && options.quiet { output = findings.isEmpty ? "" : output }
            FileHandle.standardOutput.write(Data(output.utf8))
            if hadErrors { return 2 }
            // A baseline leaves only new findings; --strict counts advisories too.
            return findings.contains { !$0.isAdvisory || options.strict } ? 1 : 0
        case .diff:
            let annotate = options.diffFormat == "text"
            let base = patchBase(options)
            for file in changedFiles {
                FileHandle.standardOutput.write(Data(PatchPrinter.patch(for: file, path: patchPath(file.path, base: base), context: options.context,
                                                                        annotate: annotate, color: options.color)))
            }
            if !options.quiet && annotate {
                Console.error("\(counted(scopedChanges.count, "change")) in \(changedFiles.count) of \(counted(workspace.scope.count, "file"))\n")
            }
        case .fix:
            // Only the files actorfix would write must be free of uncommitted changes.
            if !usesStdin && !options.allowDirty, let refusal = dirtyRefusal(changedFiles.map(\.path), allowStaged: options.allowStaged) {
                Console.error(refusal)
                return 2
            }
            if usesStdin {
                FileHandle.standardOutput.write(Data(scoped.first?.final ?? stdinBytes ?? []))
                return hadErrors ? 2 : 0
            }
            let outcome = WriteOutcome.write(changedFiles, displayPath: displayPath)
            if !options.quiet || !outcome.failures.isEmpty { Console.error(outcome.summary) }
            return !outcome.failures.isEmpty || hadErrors ? 2 : 0
        }
        if hadErrors { return 2 }
        return scopedChanges.isEmpty ? 0 : 1
    }

    /// The files of the paths given (or stdin), and the rest of their project for the index.
    static func loadWorkspace(_ options: RunOptions, stdin: [UInt8]?, settings: @escaping @Sendable (String) -> SwiftSettings,
                              editable: @escaping @Sendable (String) -> Bool = { _ in true },
                              module: @escaping @Sendable (String) -> String? = { _ in nil }) -> Workspace {
        let workspace = Workspace.load(paths: options.paths, projectRoots: options.projectRoots, excludes: options.excludes, excludeBase: options.excludeBase,
                                       settings: settings, editable: editable, module: module, stdin: stdin, stdinPath: options.stdinPath)
        // The reader's reasons end with "; skipped" where they are printed alone (`syntax`).
        func skipped(_ text: String) -> String { "actorfix: skipped \(text.hasSuffix("; skipped") ? String(text.dropLast(9)) : text)\n" }
        for problem in workspace.problems { Console.error(skipped(problem)) }
        if !options.quiet {
            for note in workspace.notes { Console.error(skipped(note)) }
        }
        for warning in SuppressionWarnings.warnings(for: workspace.scopeFiles, displayPath: displayPath) {
            Console.error("actorfix: warning: \(warning)\n")
        }
        return workspace
    }

    /// Writing outside version control loses the only way to see and undo the changes (like `cargo fix`).
    static func vcsRefusal(_ options: RunOptions, command: String) -> String? {
        guard !options.allowNoVCS else { return nil }
        for path in options.paths {
            // A path that does not exist is reported by the walk, not here. A link is judged by
            // where it leads, since that is what is written: a linked folder outside the repository.
            guard let real = SourceFinder.realPath(path) else { continue }
            let folder = SourceFinder.isDirectoryPath(real) ? real : PathText.parent(of: real)
            if GitStatus.isVersionControlled(folder) { continue }
            return """
                actorfix \(command): \(path) is not under version control, so actorfix's changes could not be reviewed or undone.
                Put it under version control (git init && git add -A && git commit), or pass --allow-no-vcs.

                """
        }
        return nil
    }

    /// The path as the user should see it: relative to the current folder when inside it.
    static func displayPath(_ path: String) -> String {
        if path == Workspace.stdinPath { return path }
        let cwd = FileManager.default.currentDirectoryPath
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        if absolute.hasPrefix(cwd + "/") { return String(absolute.dropFirst(cwd.count + 1)) }
        return path
    }

    /// Patches name files from the top of the git work tree (else the project root), as git
    /// does, so `git apply` finds them from any folder.
    static func patchBase(_ options: RunOptions) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        return GitStatus.root(of: options.projectRoot ?? cwd) ?? options.projectRoot ?? cwd
    }

    static func patchPath(_ path: String, base: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        guard path != Workspace.stdinPath, let real = SourceFinder.realPath(absolute), let realBase = SourceFinder.realPath(base),
              real != realBase, SourceFinder.isInside(real, realBase) else { return displayPath(path) }
        return String(real.dropFirst(realBase.count).drop { $0 == "/" })
    }

    static func dirtyRefusal(_ paths: [String], allowStaged: Bool) -> String? {
        var dirty: [String] = []
        var checkedFolders: [String: Set<String>?] = [:]
        for path in paths {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path
            if checkedFolders[folder] == nil { checkedFolders[folder] = GitStatus.dirtyFiles(in: folder, allowStaged: allowStaged) }
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
            if let set = checkedFolders[folder] ?? nil, set.contains(absolute) || set.contains(URL(fileURLWithPath: path).standardizedFileURL.path) {
                dirty.append(displayPath(path))
            }
        }
        guard !dirty.isEmpty else { return nil }
        let list = dirty.prefix(10).map { "  \($0)" }.joined(separator: "\n")
        return """
            actorfix fix: \(dirty.count == 1 ? "1 file has" : "\(dirty.count) files have") uncommitted changes:
            \(list)\(dirty.count > 10 ? "\n  …" : "")
            Commit or stash them first so that actorfix's edits can be reviewed on their own, or pass --allow-dirty
            (--allow-staged allows files whose changes are all staged).

            """
    }
}

/// A one-line progress indicator on a terminal, for runs longer than a second. The engine may
/// update it from a timer thread (to name a file that takes long), hence the lock.
final class Progress: @unchecked Sendable {
    let enabled: Bool
    let start = Date()
    private var shown = false
    private let lock = NSLock()
    init(enabled: Bool) { self.enabled = enabled }
    func show(_ text: String) {
        guard enabled, Date().timeIntervalSince(start) > 1 else { return }
        lock.lock(); defer { lock.unlock() }
        Console.error("\r\u{1B}[K" + text)
        shown = true
    }
    func clear() {
        lock.lock(); defer { lock.unlock() }
        if shown { Console.error("\r\u{1B}[K") }
    }
}
