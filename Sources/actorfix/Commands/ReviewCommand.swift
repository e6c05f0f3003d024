import ActorfixEngine
import ActorfixIndex
import ActorfixRules
import ActorfixSyntax
import Foundation

/// `actorfix review`: walk the proposed changes one at a time, like `git add -p`.
enum ReviewCommand {
    static let help = """
        USAGE: actorfix review [options] [PATH...]

          Shows each proposed change with its reason and hunk, and asks what to do:
            y  apply this change                n  skip it
            a  apply this and all remaining changes of the same rule
            d  skip all remaining changes of the same rule
            f  skip the rest of this file       e  edit the hunk in $EDITOR, then apply it
            u  undo the last decision           q  quit, keeping what was accepted so far
            ?  help
          On a terminal each answer is one key press (Ctrl-C quits like q); otherwise one answer per
          line on stdin.
          Accepted changes are written per file, atomically, as soon as that file is done. A change
          that an accepted one makes necessary is offered next; one that only a skipped change would
          have needed is not offered.

          --allow-dirty                write files that have uncommitted changes
          --allow-staged               write files whose changes are all staged
          --allow-no-vcs               write files that are not under version control
        \(RunCommand.commonHelp)
        """

    static func run(_ argv: [String]) -> Int32 {
        var known = RunCommand.knownFlags
        known.merge(RunCommand.writeFlags) { $1 }
        let args: Arguments
        do { args = try Arguments(argv, known: known) } catch {
            Console.error("actorfix review: \(error)\nRun 'actorfix review --help' for the options.\n")
            return 2
        }
        if args.has("--help") || args.has("-h") { print(help); return 0 }
        if args.has("--version") { print(actorfixVersion); return 0 }
        let options: RunOptions
        do { options = try RunOptions(args, mode: .fix) } catch {
            Console.error("actorfix review: \(error)\n")
            return 2
        }
        if options.paths == ["-"] {
            Console.error("actorfix review: reviewing stdin is not supported; use 'actorfix fix -'\n")
            return 2
        }
        if let refusal = RunCommand.vcsRefusal(options, command: "review") {
            Console.error(refusal)
            return 2
        }
        let providers = options.fileProviders()
        let workspace = RunCommand.loadWorkspace(options, stdin: nil, settings: providers.settings, editable: providers.editable, module: providers.module)
        var engine = Engine(rules: options.rules, options: providers.ruleOptions, sdk: options.sdk, jobs: options.jobs,
                            targetSettings: options.targetSettings(for: workspace.files.map(\.settings)))
        // A dry run sizes the walk ("change 3 of 41, file 2 of 9") and tells which files it may touch.
        let preview = engine.run(workspace.files)
        let previewFiles = preview.files.filter { workspace.scope.contains($0.path) }
        if !options.allowDirty, let refusal = RunCommand.dirtyRefusal(previewFiles.filter(\.isChanged).map(\.path), allowStaged: options.allowStaged) {
            Console.error(refusal.replacingOccurrences(of: "actorfix fix:", with: "actorfix review:"))
            return 2
        }
        // One file at a time takes a round per file with changes: as many rounds per file as `fix`
        // allows for the whole run (a loop is still caught as soon as the files repeat a state).
        engine.maxRounds *= max(1, preview.files.filter(\.isChanged).count)
        let total = previewFiles.flatMap(\.changes).count
        let totalFiles = previewFiles.filter(\.isChanged).count
        if total == 0 {
            print("actorfix review: nothing to change in \(counted(workspace.scope.count, "file"))")
            return workspace.problems.isEmpty ? 0 : 2
        }
        // The rest of the project starts as the dry run left it (migrated), so the walk spends no
        // rounds on files that are not reviewed and the answers match `check`.
        let inputs = zip(workspace.files, preview.files).map { file, result in
            workspace.scope.contains(file.path) ? file : InputFile(path: file.path, bytes: result.final, settings: file.settings, module: file.module)
        }
        let session = ReviewSession(files: inputs, scope: workspace.scope, total: total, totalFiles: totalFiles, color: options.color)
        Terminal.enterRawMode()
        defer { Terminal.restore() }
        while true {
            session.startPass()
            let result = engine.run(inputs, decider: session, oneFileAtATime: true)
            if !session.restartRequested {
                for error in result.errors { Console.error("actorfix: error: \(error)\n") }
                break
            }
        }
        Terminal.restore()
        print(session.summary())
        if Terminal.wasInterrupted {
            Console.error("actorfix review: interrupted; the changes accepted so far were written\n")
            return 130
        }
        return session.writeFailed || !workspace.problems.isEmpty ? 2 : 0
    }
}

/// The decisions of a review, replayable: `u` restarts the walk from the beginning and replays
/// every decision but the last (the engine is deterministic), so undo works across rounds.
final class ReviewSession: ChangeDecider {
    enum Answer: Equatable {
        case yes, no, allOfRule, noneOfRule, skipFile, edited(String), quit
    }

    let files: [InputFile]
    /// The files under review; the rest of the project takes every change, unasked and unwritten.
    let scope: Set<String>
    var total: Int
    let totalFiles: Int
    let color: Bool
    private var log: [Answer] = []
    private var replayPosition = 0
    private(set) var restartRequested = false
    private var quitting = false
    private var autoAccept = Set<String>()
    private var autoSkip = Set<String>()
    private var skippedFiles = Set<String>()
    private var offered = 0
    private var filesSeen: [String] = []
    private var lastWritten: [[UInt8]]
    private(set) var applied: [String: Int] = [:]
    private(set) var skipped: [String: Int] = [:]
    /// Accepted changes by file and rule, so that those of a file that could not be written are
    /// not counted as applied.
    private var acceptedInFile: [String: [String: Int]] = [:]
    /// Files whose accepted changes could not be written.
    private var unwritten = Set<String>()
    var writeFailed: Bool { !unwritten.isEmpty }

    init(files: [InputFile], scope: Set<String>, total: Int, totalFiles: Int, color: Bool) {
        self.files = files
        self.scope = scope
        self.total = total
        self.totalFiles = totalFiles
        self.color = color
        lastWritten = files.map(\.bytes)
    }

    func startPass() {
        restartRequested = false
        quitting = false
        replayPosition = 0
        autoAccept = []
        autoSkip = []
        skippedFiles = []
        offered = 0
        filesSeen = []
        applied = [:]
        skipped = [:]
        acceptedInFile = [:]
        unwritten = []
    }

    private var replaying: Bool { replayPosition < log.count }

    func decide(_ change: Change, in file: FileContext, line: Int, column: Int) -> Change? {
        if restartRequested || quitting { return nil }
        if !scope.contains(change.path) { return change }
        if !filesSeen.contains(change.path) { filesSeen.append(change.path) }
        if skippedFiles.contains(change.path) { return record(nil, change) }
        if autoAccept.contains(change.ruleID) { return record(change, change) }
        if autoSkip.contains(change.ruleID) { return record(nil, change) }
        offered += 1
        total = max(total, offered)
        let answer: Answer
        if replaying {
            answer = log[replayPosition]
            replayPosition += 1
        } else {
            show(change, file: file, line: line, column: column)
            guard let asked = ask(change, file: file) else { return nil }
            if case .quit = asked { quitting = true; return nil }
            answer = asked
            if answer == .quit { return nil }
            log.append(answer)
            replayPosition = log.count
        }
        switch answer {
        case .yes: return record(change, change)
        case .no: return record(nil, change)
        case .allOfRule: autoAccept.insert(change.ruleID); return record(change, change)
        case .noneOfRule: autoSkip.insert(change.ruleID); return record(nil, change)
        case .skipFile: skippedFiles.insert(change.path); return record(nil, change)
        case .edited(let text): return record(editedChange(change, in: file.tree, text: text), change)
        case .quit: quitting = true; return nil
        }
    }

    private func record(_ result: Change?, _ change: Change) -> Change? {
        if result == nil {
            skipped[change.ruleID, default: 0] += 1
        } else {
            applied[change.ruleID, default: 0] += 1
            acceptedInFile[change.path, default: [:]][change.ruleID, default: 0] += 1
        }
        return result
    }

    /// Reads answers until one is a decision; `?` prints help, `u` requests a restart.
    private func ask(_ change: Change, file: FileContext) -> Answer? {
        while true {
            Console.error("Apply this change [y,n,a,d,f,e,u,q,?]? ")
            guard let key = Terminal.readAnswer() else {
                Console.error("\n")
                quitting = true
                return .quit
            }
            Console.error("\(key)\n")
            switch key {
            case "y", "Y": return .yes
            case "n", "N": return .no
            case "a": return .allOfRule
            case "d": return .noneOfRule
            case "f": return .skipFile
            case "q": return .quit
            case "e":
                if let text = editInEditor(change, tree: file.tree) { return .edited(text) }
                Console.error("(edit cancelled)\n")
            case "u":
                if log.isEmpty {
                    Console.error("nothing to undo\n")
                } else {
                    log.removeLast()
                    restartRequested = true
                    Console.error("undone; going back\n")
                    return nil
                }
            default:
                Console.error("""
                    y - apply this change
                    n - skip this change
                    a - apply this and all remaining changes of the same rule
                    d - skip all remaining changes of the same rule
                    f - skip the rest of this file
                    e - edit the hunk in $EDITOR before applying it
                    u - undo the last decision
                    q - quit, applying what was accepted so far
                    ? - this help

                    """)
            }
        }
    }

    func fileSettled(_ index: Int, path: String, bytes: [UInt8]) {
        guard !restartRequested, scope.contains(path), bytes != lastWritten[index] else { return }
        do {
            try SafeWriter.write(bytes, to: path, expecting: lastWritten[index])
            lastWritten[index] = bytes
            unwritten.remove(path)
        } catch {
            Console.error("actorfix: \(error)\n")
            unwritten.insert(path)
        }
    }

    // MARK: Showing a change

    private func paint(_ s: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }

    private func show(_ change: Change, file: FileContext, line: Int, column: Int) {
        let fileNumber = (filesSeen.firstIndex(of: change.path) ?? 0) + 1
        var out = "\n" + paint("change \(offered) of \(total), file \(fileNumber) of \(max(totalFiles, filesSeen.count))", "1")
        out += "  \(RunCommand.displayPath(change.path)):\(line):\(column)\n"
        out += paint("[\(change.ruleID)] \(change.safety.rawValue)", change.safety == .safe ? "32" : "33") + " — \(change.message)\n"
        out += wrap(change.reason, width: 96) + "\n"
        for hunk in UnifiedDiff.hunks(applying: change.edits, in: file.tree, context: 3) {
            out += paint(String(UnifiedDiff.hunkHeader(hunk).dropLast()), "36") + "\n"
            let body = String(decoding: UnifiedDiff.body(hunk), as: UTF8.self)
            for l in body.lineFragments.dropLast() {
                let text = l.hasSuffix("\r") ? String(l.utf8.dropLast())! : l
                out += paint(text, l.hasPrefix("+") ? "32" : l.hasPrefix("-") ? "31" : "0") + "\n"
            }
        }
        Console.error(out)
    }

    private func wrap(_ text: String, width: Int) -> String {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if current.count + word.count + 1 > width && !current.isEmpty { lines.append(current); current = "" }
            current += (current.isEmpty ? "" : " ") + word
        }
        if !current.isEmpty { lines.append(current) }
        return lines.joined(separator: "\n")
    }

    // MARK: Editing a hunk

    /// The whole lines the change touches, as they would read after it.
    private func lineRange(of change: Change, in tree: SyntaxTree) -> Range<Int> {
        let start = tree.lineStart(ofOffset: change.edits.map(\.range.lowerBound).min() ?? 0)
        var end = change.edits.map(\.range.upperBound).max() ?? start
        while end < tree.bytes.count && tree.bytes[end] != 0x0A { end += 1 }
        if end < tree.bytes.count { end += 1 }
        return start..<end
    }

    private func editInEditor(_ change: Change, tree: SyntaxTree) -> String? {
        let range = lineRange(of: change, in: tree)
        let shifted = change.edits.map { Edit(range: ($0.range.lowerBound - range.lowerBound)..<($0.range.upperBound - range.lowerBound), replacement: $0.replacement) }
        let proposed = EditApplier.apply(shifted, to: Array(tree.bytes[range]))
        let temp = FileManager.default.temporaryDirectory.appendingPathComponent("actorfix-hunk-\(UUID().uuidString).swift")
        guard FileManager.default.createFile(atPath: temp.path, contents: Data(proposed)) else { return nil }
        defer { try? FileManager.default.removeItem(at: temp) }
        let environment = ProcessInfo.processInfo.environment
        let editor = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty } ?? "vi"
        // The editor gets the terminal as the user set it up, in actorfix's (foreground) process group.
        Terminal.restore()
        defer { Terminal.enterRawMode() }
        let status = try? Subprocess.runAttached("/bin/sh", ["-c", "\(editor) \"$1\"", "actorfix-editor", temp.path])
        guard status == 0, let data = FileManager.default.contents(atPath: temp.path), !data.isEmpty else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    private func editedChange(_ change: Change, in tree: SyntaxTree, text: String) -> Change {
        Change(ruleID: change.ruleID, path: change.path, edits: [.replace(lineRange(of: change, in: tree), with: text)],
               message: change.message + " (edited)", reason: change.reason, safety: .review, offset: change.offset)
    }

    /// "applied 3, skipped 1", by rule; accepted changes of files that could not be written are
    /// counted as not written, never as applied.
    func summary() -> String {
        var notWritten: [String: Int] = [:]
        for path in unwritten {
            for (rule, count) in acceptedInFile[path] ?? [:] { notWritten[rule, default: 0] += count }
        }
        let skippedCount = skipped.values.reduce(0, +), notWrittenCount = notWritten.values.reduce(0, +)
        let appliedCount = applied.values.reduce(0, +) - notWrittenCount
        var out = "\nactorfix review: applied \(appliedCount), skipped \(skippedCount)"
        if notWrittenCount > 0 {
            out += "; \(counted(notWrittenCount, "accepted change")) in \(counted(unwritten.count, "file")) not written"
        }
        if quitting { out += " (quit early)" }
        out += "\n"
        for rule in Set(applied.keys).union(skipped.keys).sorted() {
            let lost = notWritten[rule] ?? 0
            out += "  \(rule): applied \((applied[rule] ?? 0) - lost), skipped \(skipped[rule] ?? 0)\(lost > 0 ? ", not written \(lost)" : "")\n"
        }
        return out
    }
}
