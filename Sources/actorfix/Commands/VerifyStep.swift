import ActorfixEngine
import ActorfixIndex
import Foundation

/// The `--verify` / `--diagnostics` step of check, diff and fix: between running the rules and
/// reporting or writing, ask the compiler and keep only the changes that do not make it worse.
enum VerifyStep {
    /// The result to report or write, with the verify report; nil after printing why not (exit 2).
    static func run(_ mode: RunCommand.Mode, _ options: RunOptions, engine: Engine, workspace: Workspace,
                    result: EngineResult) -> Verifier.Outcome? {
        let verify = options.verify
        let displayPath: @Sendable (String) -> String = { RunCommand.displayPath($0) }
        do {
            guard options.paths != ["-"] else { throw OptionError(description: "--verify and --diagnostics need files, not stdin") }
            var outcome: Verifier.Outcome
            if let log = verify.diagnosticsLog {
                outcome = try BuildLogReader(engine: engine, inputs: workspace.files, displayPath: displayPath).report(logPath: log)
            } else {
                if mode == .fix && !options.allowDirty, let refusal = RunCommand.dirtyRefusal(result.files.filter(\.isChanged).map(\.path), allowStaged: options.allowStaged) {
                    Console.error(refusal)
                    return nil
                }
                let runner = try BuildPlan.runner(buildCommand: verify.buildCommand, root: options.paths.first ?? ".",
                                                  migration: workspace.files.map { BuildPlan.Migration(current: $0.settings, target: options.targetSettings($0.settings)) },
                                                  timeout: verify.timeout,
                                                  buildTests: workspace.files.contains { $0.path.split(separator: "/").contains("Tests") })
                let announcing = AnnouncingRunner(base: runner, enabled: !options.quiet && isatty(STDERR_FILENO) == 1)
                let journal = VerifyJournal(projectFolder: FileManager.default.currentDirectoryPath)
                let recovered = journal.recover()
                guard recovered.isEmpty else {
                    let names = recovered.prefix(3).map(displayPath).joined(separator: ", ")
                    Console.error("actorfix \(mode.rawValue): restored \(recovered.count) file(s) that a killed verified run had left changed (\(names)); run again\n")
                    return nil
                }
                var verifier = Verifier(engine: engine, inputs: workspace.files, runner: announcing, displayPath: displayPath)
                verifier.journal = journal
                verifier.scope = workspace.scope
                let project = options.projectSettings()
                verifier.moduleOf = { path in
                    let group = project.settings(forFile: path).group
                    return group == ProjectSettings.defaultGroupName ? nil : group
                }
                outcome = try verifier.run()
            }
            if mode != .check && !options.quiet {
                Console.error(outcome.report.textLines.map { "actorfix: \($0)\n" }.joined())
            }
            return outcome
        } catch BuildFailure.interrupted {
            Console.error("\nactorfix \(mode.rawValue): interrupted; every file is as it was\n")
            return nil
        } catch {
            Console.error("actorfix \(mode.rawValue): \(error)\n")
            if verify.build { Console.error("actorfix \(mode.rawValue): nothing was changed\n") }
            return nil
        }
    }
}

/// Shows which build is running, on a terminal.
struct AnnouncingRunner: BuildRunner {
    let base: CommandBuildRunner
    let enabled: Bool
    var commandLine: String { base.commandLine }
    func build() throws -> BuildOutput {
        if enabled { Console.error("\r\u{1B}[Kactorfix: building (\(base.commandLine))…") }
        defer { if enabled { Console.error("\r\u{1B}[K") } }
        return try base.build()
    }
}
