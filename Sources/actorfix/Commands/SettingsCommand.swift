import ActorfixEngine
import ActorfixIndex
import ActorfixSyntax
import Foundation

/// `actorfix settings [PATH]`: what actorfix inferred for each group of files, and from where.
enum SettingsCommand {
    static let help = """
        USAGE: actorfix settings [options] [PATH]

          Prints, for each group of files (SwiftPM target, Xcode target), the settings actorfix uses:
          language mode, default isolation, upcoming features, strict concurrency, SDK generation,
          and where each was read (Package.swift line, project.pbxproj setting, command line).

          --swift-version 5|6, --xcode 15|16|26, --default-isolation MainActor|nonisolated,
          --enable-upcoming-feature NAME   overrides, as for check
          --config FILE                default: .actorfix.json in PATH's folder or a parent, else in this
                                       folder or a parent (its settings and `exclude` apply, as for check)
        """

    static func run(_ argv: [String]) -> Int32 {
        let args: Arguments
        do {
            args = try Arguments(argv, known: ["--swift-version": true, "--xcode": true, "--default-isolation": true,
                                               "--enable-upcoming-feature": true, "--config": true, "--help": false, "-h": false])
        } catch {
            Console.error("actorfix settings: \(error)\n")
            return 2
        }
        if args.has("--help") || args.has("-h") { print(help); return 0 }
        let config: Config
        let configPath = Config.locate(explicit: args.value("--config"), forPath: args.positional.first ?? ".")
        do {
            config = try configPath.map(Config.load) ?? Config()
        } catch {
            Console.error("actorfix settings: \(error)\n")
            return 2
        }
        var overrides = SettingsOverrides()
        if let v = args.value("--swift-version") ?? config.swiftVersion.map(String.init) {
            guard let n = Int(v), n == 5 || n == 6 else { Console.error("actorfix settings: --swift-version takes 5 or 6\n"); return 2 }
            overrides.swiftVersion = n
        }
        if let x = args.value("--xcode") ?? config.xcode {
            guard let g = SDKGeneration(rawValue: x) else { Console.error("actorfix settings: --xcode takes 15, 16 or 26\n"); return 2 }
            overrides.xcode = g
        }
        if let d = args.value("--default-isolation") ?? config.defaultIsolation {
            guard let i = DefaultIsolation(rawValue: d) else { Console.error("actorfix settings: --default-isolation takes MainActor or nonisolated\n"); return 2 }
            overrides.defaultIsolation = i
        }
        overrides.upcomingFeatures = (config.upcomingFeatures ?? []) + args.values("--enable-upcoming-feature")
        overrides.noteConfigOrigins(config, path: configPath, args: args)
        let root = args.positional.first ?? "."
        guard SourceFinder.realPath(root) != nil else {
            Console.error("actorfix settings: \(root): no such file or folder\n")
            return 2
        }
        let project = ProjectSettings.discover(root: root, overrides: overrides)
        for problem in project.problems { Console.error("actorfix: \(problem)\n") }
        // Group the Swift files under PATH by the settings they get.
        // A group's files differ only in the manifest tools version an Xcode target's file may
        // take (a file the manifest excludes takes none): each kind is shown apart.
        var byGroup: [String: (name: String, settings: SwiftSettings, sources: [SettingSource], files: Int)] = [:]
        var order: [String] = []
        let isExcluded = Workspace.exclusion(config.exclude ?? [], base: configPath.flatMap(Config.folder(of:)))
        for file in SourceFinder.swiftFiles(in: [root], isExcluded: isExcluded).files {
            let (settings, sources, group) = project.settings(forFile: file)
            let key = group + "\u{0}" + (settings.toolsVersion ?? "")
            if byGroup[key] == nil { order.append(key); byGroup[key] = (group, settings, sources, 0) }
            byGroup[key]!.files += 1
        }
        if order.isEmpty { print("no Swift files under \(root)") }
        for key in order {
            let entry = byGroup[key]!, name = entry.name
            let s = entry.settings
            print("\(name) (\(entry.files) file\(entry.files == 1 ? "" : "s"))")
            print("  language mode:      Swift \(s.languageMode)")
            print("  default isolation:  \(s.defaultIsolation.rawValue)")
            print("  features:           \(s.features.isEmpty ? "none" : s.features.sorted().joined(separator: ", "))")
            print("  strict concurrency: \(s.strictConcurrency ?? (s.languageMode >= 6 ? "complete (Swift 6)" : "minimal (default)"))")
            print("  SDK:                Xcode \(s.sdk.rawValue)")
            if let tools = s.toolsVersion {
                let old = s.toolsVersionBelow(major: 5, minor: 10) != nil
                print("  tools version:      \(tools)\(old ? " (older than 5.10: the compiler may reject nonisolated(unsafe), which actorfix may propose)" : "")")
            }
            if name == ProjectSettings.defaultGroupName && !project.groups.isEmpty {
                print("  not edited:         no target compiles these files; check and diff report their changes, fix leaves them alone")
            }
            for source in entry.sources { print("    \(source.setting) = \(source.value)  ← \(source.origin)") }
        }
        return project.problems.isEmpty ? 0 : 2
    }
}
