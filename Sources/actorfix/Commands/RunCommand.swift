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
          --config FILE                default: .actorfix.json in this folder or a parent
          -j N                         parallel jobs (default: all cores)
          --color auto|always|never    (NO_COLOR turns color off)
          --quiet                      no summary or progress
        """

    static func help(_ mode: Mode) -> String {
        switch mode {
        case .check:
            return """
                USAGE: actorfix check [options] [PATH...]

                  Dry run: report the changes actorfix would make. Exit code 0: none, 1: some, 2: an error or a
                  skipped file.

                  --format text|json|sarif|github|xcode   report format (default text)
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
                  not written). Refuses to touch files with uncommitted git changes unless --allow-dirty.
                  `actorfix fix -` reads a file from stdin and writes the result to stdout.

                  --allow-dirty                write files that have uncommitted changes
                \(commonHelp)
                """
        }
    }

    static let knownFlags: [String: Bool] = [
        "--rules": true, "--disable": true, "--only-safe": false, "--swift-version": true, "--xcode": true,
        "--default-isolation": true, "--enable-upcoming-feature": true, "--sdk-knowledge": true, "--state-model": true,
        "--member-threshold": true, "--config": true, "-j": true, "--jobs": true, "--color": true, "--quiet": false, "-q": false,
        "--help": false, "-h": false, "--version": false, "--to": true, "--view-style": true,
    ]

    static func run(_ mode: Mode, _ argv: [String]) -> Int32 {
        var known = knownFlags
        switch mode {
        case .check: known["--format"] = true
        case .diff: known["--format"] = true; known["-U"] = true; known["--unified"] = true
        case .fix: known["--allow-dirty"] = false
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
        let settingsFor = options.settingsProvider()
        let progress = Progress(enabled: !options.quiet && isatty(STDERR_FILENO) == 1)
        progress.show("reading files")
        let workspace = Workspace.load(paths: options.paths, excludes: options.excludes, settings: settingsFor, stdin: stdinBytes)
        for problem in workspace.problems { Console.error("actorfix: skipped \(problem)\n") }

        var engine = Engine(rules: options.rules, options: options.ruleOptions, sdk: options.sdk, jobs: options.jobs,
                            targetSettings: options.targetSettings)
        engine.maxRounds = 12
        progress.show("checking \(workspace.files.count) files")
        let result = engine.run(workspace.files, progress: { progress.show($0) })
        progress.clear()
        let elapsed = Date().timeIntervalSince(start)
        for error in result.errors { Console.error("actorfix: error: \(error)\n") }
        let changedFiles = result.files.filter(\.isChanged)
        let hasChanges = !result.changes.isEmpty
        let hadErrors = !workspace.problems.isEmpty || !result.errors.isEmpty
        let summary = RunSummary(filesScanned: workspace.files.count, filesChanged: changedFiles.count, skipped: workspace.problems,
                                 seconds: elapsed, errors: result.errors)
        switch mode {
        case .check:
            let findings = Finding.all(result, displayPath: displayPath)
            var output = options.format.reporter.report(findings, summary: summary, rules: options.rules)
            if options.format == .text {
                output = TextReporter(color: options.color).report(findings, summary: summary, rules: options.rules)
                if options.quiet { output = findings.isEmpty ? "" : output }
            }
            FileHandle.standardOutput.write(Data(output.utf8))
        case .diff:
            let annotate = options.diffFormat == "text"
            for file in changedFiles {
                FileHandle.standardOutput.write(Data(PatchPrinter.patch(for: file, path: displayPath(file.path), context: options.context,
                                                                        annotate: annotate, color: options.color)))
            }
            if !options.quiet && annotate {
                Console.error("\(result.changes.count) changes in \(changedFiles.count) of \(workspace.files.count) files\n")
            }
        case .fix:
            // Only the files actorfix would write must be free of uncommitted changes.
            if !usesStdin && !options.allowDirty, let refusal = dirtyRefusal(changedFiles.map(\.path)) {
                Console.error(refusal)
                return 2
            }
            if usesStdin {
                FileHandle.standardOutput.write(Data(result.files.first?.final ?? stdinBytes ?? []))
                return hadErrors ? 2 : 0
            }
            var failed = false
            for file in changedFiles {
                do {
                    try SafeWriter.write(file.final, to: file.path, expecting: file.original)
                } catch {
                    Console.error("actorfix: \(error)\n")
                    failed = true
                }
            }
            if !options.quiet {
                let review = result.changes.filter { $0.change.safety == .review }.count
                Console.error("actorfix: applied \(result.changes.count) changes to \(changedFiles.count) files (\(review) to review)\n")
            }
            return failed || hadErrors ? 2 : 0
        }
        if hadErrors { return 2 }
        return hasChanges ? 1 : 0
    }

    /// The path as the user should see it: relative to the current folder when inside it.
    static func displayPath(_ path: String) -> String {
        if path == Workspace.stdinPath { return path }
        let cwd = FileManager.default.currentDirectoryPath
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        if absolute.hasPrefix(cwd + "/") { return String(absolute.dropFirst(cwd.count + 1)) }
        return path
    }

    static func dirtyRefusal(_ paths: [String]) -> String? {
        var dirty: [String] = []
        var checkedFolders: [String: Set<String>?] = [:]
        for path in paths {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path
            if checkedFolders[folder] == nil { checkedFolders[folder] = GitStatus.dirtyFiles(in: folder) }
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
            if let set = checkedFolders[folder] ?? nil, set.contains(absolute) || set.contains(URL(fileURLWithPath: path).standardizedFileURL.path) {
                dirty.append(displayPath(path))
            }
        }
        guard !dirty.isEmpty else { return nil }
        let list = dirty.prefix(10).map { "  \($0)" }.joined(separator: "\n")
        return """
            actorfix fix: \(dirty.count) file(s) have uncommitted changes:
            \(list)\(dirty.count > 10 ? "\n  …" : "")
            Commit or stash them first so that actorfix's edits can be reviewed on their own, or pass --allow-dirty.

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
