import ActorfixEngine
import ActorfixSyntax
import Foundation

/// `actorfix syntax --verify PATH...` and `actorfix syntax --tree FILE`: the debugging view of
/// the syntax core that users attach to bug reports.
enum SyntaxCommand {
    static let help = """
        USAGE: actorfix syntax --verify PATH...
               actorfix syntax --tree FILE [--no-tokens]

          --verify     parse every .swift and .swiftinterface file under PATH and print it back from
                       the tree; list each file whose output differs from its bytes (exit 1 if any)
          --unknown    with --verify: also list regions the parser kept as unknown tokens
          --tree       print the tree of FILE with line:column ranges and tokens
          --no-tokens  with --tree: nodes only
        """

    static func run(_ argv: [String]) -> Int32 {
        let args: Arguments
        do {
            args = try Arguments(argv, known: ["--verify": false, "--tree": false, "--no-tokens": false, "--unknown": false,
                                               "--help": false, "-h": false])
        } catch {
            stderr("actorfix syntax: \(error)\n\(help)")
            return 2
        }
        if args.has("--help") || args.has("-h") { print(help); return 0 }
        if args.has("--tree") {
            guard args.positional.count == 1 else { stderr("actorfix syntax --tree: expects exactly one FILE\n"); return 2 }
            return tree(args.positional[0], tokens: !args.has("--no-tokens"))
        }
        if args.has("--verify") {
            guard !args.positional.isEmpty else { stderr("actorfix syntax --verify: expects at least one PATH\n"); return 2 }
            return verify(args.positional, showUnknown: args.has("--unknown"))
        }
        stderr("actorfix syntax: say --verify or --tree\n\(help)")
        return 2
    }

    static func tree(_ path: String, tokens: Bool) -> Int32 {
        do {
            let bytes = path == "-" ? [UInt8](FileHandle.standardInput.readDataToEndOfFile()) : try SourceFile.read(path: path)
            if path == "-" { try SourceFile.validate(bytes, path: "<stdin>") }
            let tree = SyntaxTree.parse(bytes, path: path)
            print(tree.dump(includeTokens: tokens), terminator: "")
            return 0
        } catch {
            stderr("actorfix: \(error)\n")
            return 2
        }
    }

    static func verify(_ paths: [String], showUnknown: Bool) -> Int32 {
        let found = SourceFinder.swiftFiles(in: paths, extensions: [".swift", ".swiftinterface"])
        for problem in found.problems { stderr("actorfix: \(problem)\n") }
        var differing = 0
        var skipped = found.problems.count
        var bytes = 0
        var unknown = 0
        for path in found.files {
            let source: [UInt8]
            do { source = try SourceFile.read(path: path) } catch {
                stderr("actorfix: \(error)\n")
                skipped += 1
                continue
            }
            bytes += source.count
            let tree = SyntaxTree.parse(source, path: path)
            let printed = tree.printed()
            if printed != source {
                differing += 1
                let offset = zip(printed, source).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(printed.count, source.count)
                print("\(path): print differs from the file at \(tree.location(ofOffset: min(offset, source.count)))")
            }
            if showUnknown {
                for node in tree.unknownNodes {
                    unknown += 1
                    print("\(path):\(node.location): unknown: \(node.text.prefix(60).replacingOccurrences(of: "\n", with: "⏎"))")
                }
            }
        }
        var summary = "\(counted(found.files.count, "file")), \(bytes) bytes: \(differing) differ"
        if showUnknown { summary += ", \(unknown) unknown regions" }
        if skipped > 0 { summary += ", \(skipped) skipped" }
        print(summary)
        return differing > 0 ? 1 : (skipped > 0 ? 2 : 0)
    }

    static func stderr(_ s: String) { Console.error(s) }
}
