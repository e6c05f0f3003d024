import ActorfixIndex
import ActorfixSyntax
import Foundation

/// `actorfix sdk import FILE.swiftinterface [-o OUT.json]`: writes SDK knowledge for a module.
enum SDKCommand {
    static let help = """
        USAGE: actorfix sdk import FILE.swiftinterface [-o OUT.json]

          Reads a module interface and writes SDK knowledge (JSON, the format of the files in
          Sources/ActorfixIndex/Resources/SDK): isolated and Sendable types, members isolated on their
          own, property wrappers with isolated wrappedValue, functions taking @Sendable or `sending`
          closures. Pass the result to other commands with --sdk-knowledge FILE.

          -o, --output FILE   write to FILE instead of standard output
        """

    static func run(_ argv: [String]) -> Int32 {
        let args: Arguments
        do {
            args = try Arguments(argv, known: ["-o": true, "--output": true, "--help": false, "-h": false])
        } catch {
            Console.error("actorfix sdk: \(error)\n\(help)")
            return 2
        }
        if args.has("--help") || args.has("-h") { print(help); return 0 }
        guard args.positional.first == "import", args.positional.count == 2 else {
            Console.error("actorfix sdk: expected 'import FILE.swiftinterface'\n\(help)")
            return 2
        }
        let path = args.positional[1]
        do {
            let bytes = try SourceFile.read(path: path)
            let file = InterfaceImporter.importInterface(SyntaxTree.parse(bytes, path: path))
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = try encoder.encode(file)
            if let output = args.value("-o") ?? args.value("--output") {
                try data.write(to: URL(fileURLWithPath: output), options: .atomic)
                Console.error("actorfix: wrote \(output): \(file.types.count) types, \(file.propertyWrappers.count) property wrappers, \(file.sendableClosureParameters.count) Sendable closure parameters\n")
            } else {
                FileHandle.standardOutput.write(data)
                print()
            }
            return 0
        } catch {
            Console.error("actorfix: \(error)\n")
            return 2
        }
    }
}
