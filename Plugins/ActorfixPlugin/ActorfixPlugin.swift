import Foundation
import PackagePlugin

/// `swift package actorfix [check|diff] [--target NAME]... [options]`: runs actorfix on the
/// package's source targets (each file with its target's settings from Package.swift). It writes
/// nothing, so SwiftPM asks for no permission; `swift package actorfix-fix` writes.
@main
struct ActorfixPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var rest = extractor.remainingArguments
        let command = rest.first ?? "check"
        if command == "fix" {
            throw PluginError(message: "'fix' writes files, which needs SwiftPM's write permission: run `swift package --allow-writing-to-package-directory actorfix-fix` (check and diff need none)")
        }
        guard command == "check" || command == "diff" else {
            throw PluginError(message: "unknown command '\(command)': use check or diff (or the actorfix-fix command to write)")
        }
        rest.removeFirst(rest.isEmpty ? 0 : 1)
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        let folders = targets.compactMap { $0 as? SourceModuleTarget }.map { $0.directoryURL.path }
        let process = Process()
        process.executableURL = try context.tool(named: "actorfix").url
        process.currentDirectoryURL = context.package.directoryURL
        process.arguments = [command] + rest + folders
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus == 1 {
            throw PluginError(message: "actorfix \(command): changes are proposed")
        } else if process.terminationStatus != 0 {
            throw PluginError(message: "actorfix \(command) failed (exit \(process.terminationStatus))")
        }
    }
}

struct PluginError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
