import ActorfixEngine
import Foundation

/// Entry point: dispatches to one command per subcommand name. Exit codes: 0 success / nothing
/// found, 1 findings (or differences), 2 usage or input errors.
let version = actorfixVersion

let usage = """
    actorfix \(version) — rewrites Swift source for Swift 6 isolation

    USAGE: actorfix <command> [options]

    COMMANDS:
      check [PATH...]           dry run: report proposed changes (exit 0 none, 1 some, 2 error)
      diff [PATH...]            print a unified diff of all proposed changes
      fix [PATH...]             apply the proposed changes in place
      review [PATH...]          approve or reject each change interactively
      rules                     list rules: id, safety, default, summary
      explain RULE              rationale, proposals and an example of a rule
      settings [PATH]           the build settings inferred for each group of files, and from where
      syntax --verify PATH...   parse and print every Swift file; report files that do not round-trip
      syntax --tree FILE        print the syntax tree of a file with line:column ranges
      sdk import FILE           turn a .swiftinterface into SDK knowledge (JSON)

    OPTIONS:
      --help, -h                help for actorfix or a command (actorfix check --help)
      --version                 print the version
    """

var args = Array(CommandLine.arguments.dropFirst())
guard let command = args.first else {
    print(usage)
    exit(0)
}
args.removeFirst()
// `--version` works after any command too (`actorfix check --version`).
if args.contains("--version") && !args.contains("--") {
    print(version)
    exit(0)
}
switch command {
case "--help", "-h", "help":
    print(usage)
    exit(0)
case "--version":
    print(version)
    exit(0)
case "syntax":
    exit(SyntaxCommand.run(args))
case "sdk":
    exit(SDKCommand.run(args))
case "check":
    exit(RunCommand.run(.check, args))
case "diff":
    exit(RunCommand.run(.diff, args))
case "fix":
    exit(RunCommand.run(.fix, args))
case "review":
    exit(ReviewCommand.run(args))
case "rules":
    exit(RulesCommand.list(args))
case "settings":
    exit(SettingsCommand.run(args))
case "explain":
    exit(RulesCommand.explain(args))
default:
    let commands = ["check", "diff", "fix", "review", "rules", "settings", "explain", "syntax", "sdk", "help"]
    FileHandle.standardError.write(Data("actorfix: unknown command '\(command)'\(Arguments.suggestion(for: command, among: commands))\nRun 'actorfix --help' for the list of commands.\n".utf8))
    exit(2)
}
