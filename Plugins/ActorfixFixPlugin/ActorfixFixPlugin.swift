import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory actorfix-fix [--target NAME]... [options]`:
/// applies actorfix's changes to the package's source targets. The only actorfix command that
/// writes, so the only one that asks SwiftPM for the package-directory write permission.
@main
struct ActorfixFixPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        let process = Process()
        process.executableURL = try context.tool(named: "actorfix").url
        process.currentDirectoryURL = context.package.directoryURL
        process.arguments = ["fix"] + extractor.remainingArguments
            + targets.compactMap { $0 as? SourceModuleTarget }.map { $0.directoryURL.path }
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw FixError(description: "actorfix fix failed (exit \(process.terminationStatus))")
        }
    }
}

struct FixError: Error, CustomStringConvertible {
    let description: String
}
