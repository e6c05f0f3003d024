import ActorfixEngine
import ActorfixIndex
import ActorfixRules
import ActorfixSyntax
import Foundation

struct OptionError: Error, CustomStringConvertible {
    let description: String
}

/// Options of check/diff/fix, from flags over the config file over defaults.
struct RunOptions {
    var paths: [String] = ["."]
    var rules: [any Rule] = []
    var ruleOptions = RuleOptions()
    var sdk = SDKKnowledge()
    var overrides = SettingsOverrides()
    var excludes: [String] = []
    /// The config file's folder: its `exclude` patterns are relative to it.
    var excludeBase: String?
    var format = ReportFormat.text
    var diffFormat = "patch"
    var context = 3
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    var allowDirty = false
    var quiet = false
    var color = false
    /// `--to swift6.2`: also turn on default main-actor isolation and the 6.2 upcoming features.
    var toSwift62 = false
    /// `--to-feature NAME` (repeatable): upcoming features the migration turns on, one by one.
    var toFeatures: [String] = []
    /// The upcoming features `--to-feature` knows: the isolation ones of Swift 6 and 6.2.
    static let migratableFeatures = [
        "NonisolatedNonsendingByDefault", "InferIsolatedConformances", "GlobalActorIsolatedTypesUsability",
        "DisableOutwardActorInference", "GlobalConcurrency", "InferSendableFromCaptures", "IsolatedDefaultValues",
        "RegionBasedIsolation", "StrictConcurrency",
    ]
    /// `--stdin-path`: where the file read from stdin lives (its settings, project and name).
    var stdinPath: String?
    /// The project the paths belong to: its other files are indexed, not reported or changed.
    /// With paths in several projects (`actorfix check App Shared`), the first path's.
    var projectRoot: String? { projectRoots.first }
    /// The projects of all the paths, outermost only (a root inside another is read with it).
    var projectRoots: [String] = []
    var allowNoVCS = false
    var allowStaged = false
    /// `--strict`: advisories fail `check` too.
    var strict = false
    var baselinePath: String?
    var writeBaselinePath: String?
    var verify = VerifyOptions()

    init(_ args: Arguments, mode: RunCommand.Mode) throws {
        if !args.positional.isEmpty { paths = args.positional }
        if paths.contains("-") && paths.count > 1 { throw OptionError(description: "'-' (stdin) cannot be combined with other paths") }
        let configPath = Config.locate(explicit: args.value("--config"), forPath: paths == ["-"] ? args.value("--stdin-path") : paths.first)
        let config = try configPath.map { try Config.load(path: $0) } ?? Config()
        let configFolder = configPath.flatMap(Config.folder(of:))

        // Rules.
        let ids = RuleRegistry.ids
        func parseList(_ flag: String) throws -> [String]? {
            let values = args.values(flag).flatMap { $0.split(separator: ",").map(String.init) }
            for id in values where !ids.contains(id) {
                throw OptionError(description: "unknown rule '\(id)' in \(flag)\(Suggestion.didYouMean(id, among: ids)); 'actorfix rules' lists them")
            }
            return values.isEmpty ? nil : values
        }
        for id in (config.rules ?? []) + (config.disable ?? []) where !ids.contains(id) {
            throw OptionError(description: "\(configPath ?? Config.fileName): unknown rule '\(id)'\(Suggestion.didYouMean(id, among: ids))")
        }
        let selected = try parseList("--rules") ?? config.rules
        let disabled = Set((try parseList("--disable") ?? []) + (config.disable ?? []))
        rules = RuleRegistry.all.filter { rule in
            if disabled.contains(rule.id) { return false }
            if let selected { return selected.contains(rule.id) }
            return rule.enabledByDefault
        }
        if args.has("--only-safe") || config.onlySafe == true {
            rules = rules.map { OnlySafe(base: $0) }
        }

        // Settings.
        if let v = args.value("--swift-version").map({ Int($0) }) ?? config.swiftVersion.map({ Optional($0) }) {
            guard let v, v == 5 || v == 6 else { throw OptionError(description: "--swift-version takes 5 or 6") }
            overrides.swiftVersion = v
        }
        if let x = args.value("--xcode") ?? config.xcode {
            guard let generation = SDKGeneration(rawValue: x) else { throw OptionError(description: "--xcode takes 15, 16 or 26 (got '\(x)')") }
            overrides.xcode = generation
        }
        if let d = args.value("--default-isolation") ?? config.defaultIsolation {
            guard let isolation = DefaultIsolation(rawValue: d) else {
                throw OptionError(description: "--default-isolation takes MainActor or nonisolated (got '\(d)')")
            }
            overrides.defaultIsolation = isolation
        }
        overrides.upcomingFeatures = (config.upcomingFeatures ?? []) + args.values("--enable-upcoming-feature")
        overrides.noteConfigOrigins(config, path: configPath, args: args)

        // SDK knowledge: bundled, then the user's files.
        do { sdk = try SDKKnowledge.bundled() } catch { throw OptionError(description: "\(error)") }
        for path in (config.sdkKnowledge ?? []).map({ Config.resolve($0, relativeTo: configFolder) }) + args.values("--sdk-knowledge") {
            do { sdk.add(try SDKKnowledge.load(path: path)) } catch { throw OptionError(description: "\(error)") }
        }

        if let s = args.value("--state-model") ?? config.stateModel {
            guard ["annotate-view", "state-object"].contains(s) else {
                throw OptionError(description: "--state-model takes annotate-view or state-object (got '\(s)')")
            }
            ruleOptions.stateModelStrategy = s
        }
        if let t = args.value("--member-threshold").map({ Double($0) }) ?? config.memberThreshold.map({ Optional($0) }) {
            guard let t, t > 0, t <= 1 else { throw OptionError(description: "--member-threshold takes a number in (0, 1]") }
            ruleOptions.memberThreshold = t
        }
        if let v = args.value("--view-style") ?? config.viewStyle {
            guard v == "attribute" || v == "protocol" else { throw OptionError(description: "--view-style takes attribute or protocol (got '\(v)')") }
            ruleOptions.viewStyle = v
        }
        ruleOptions.editGeneratedFiles = args.has("--edit-generated") || config.editGeneratedFiles == true
        excludes = config.exclude ?? []
        excludeBase = configFolder
        if let f = args.value("--format") {
            if mode == .diff {
                guard f == "text" || f == "patch" else { throw OptionError(description: "diff --format takes text or patch (got '\(f)')") }
                diffFormat = f
            } else {
                guard let format = ReportFormat(rawValue: f) else {
                    throw OptionError(description: "--format takes text, json, sarif, github or xcode (got '\(f)')\(Suggestion.didYouMean(f, among: ReportFormat.allCases.map(\.rawValue)))")
                }
                self.format = format
            }
        } else if mode == .diff {
            diffFormat = isatty(STDOUT_FILENO) == 1 ? "text" : "patch"
        }
        if let u = args.value("-U") ?? args.value("--unified") {
            guard let n = Int(u), n >= 0 else { throw OptionError(description: "-U takes a number of lines") }
            context = n
        }
        if let j = args.value("-j") ?? args.value("--jobs") {
            guard let n = Int(j), n >= 1 else { throw OptionError(description: "-j takes a positive number") }
            jobs = n
        }
        if let to = args.value("--to") {
            guard to == "swift6" || to == "swift6.2" else { throw OptionError(description: "--to takes swift6 or swift6.2 (got '\(to)')") }
            toSwift62 = to == "swift6.2"
        }
        for feature in args.values("--to-feature") {
            guard RunOptions.migratableFeatures.contains(feature) else {
                throw OptionError(description: "--to-feature: unknown feature '\(feature)'\(Suggestion.didYouMean(feature, among: RunOptions.migratableFeatures)) (known: \(RunOptions.migratableFeatures.joined(separator: ", ")))")
            }
            toFeatures.append(feature)
        }
        verify = try VerifyOptions(args)
        allowDirty = args.has("--allow-dirty")
        try readProjectOptions(args)
        quiet = args.has("--quiet") || args.has("-q")
        let colorSetting = args.value("--color") ?? "auto"
        switch colorSetting {
        case "always": color = true
        case "never": color = false
        case "auto": color = isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        default: throw OptionError(description: "--color takes auto, always or never")
        }
    }

    /// Where the run's files belong, how it may write, and how `check` fails.
    private mutating func readProjectOptions(_ args: Arguments) throws {
        stdinPath = args.value("--stdin-path")
        if stdinPath != nil && paths != ["-"] { throw OptionError(description: "--stdin-path names the file read from stdin; pass '-' as the path") }
        if paths == ["-"] {
            projectRoots = stdinPath.flatMap(ProjectRoot.find).map { [$0] } ?? []
        } else {
            // Each path's own project: the second of `EssentialApp EssentialFeed` has an Xcode
            // project of its own, whose targets would otherwise be unknown.
            var roots: [String] = []
            for root in paths.compactMap(ProjectRoot.find) where !roots.contains(where: { SourceFinder.isInside(root, $0) }) {
                roots.removeAll { SourceFinder.isInside($0, root) }
                roots.append(root)
            }
            projectRoots = roots
        }
        allowNoVCS = args.has("--allow-no-vcs")
        allowStaged = args.has("--allow-staged")
        strict = args.has("--strict")
        baselinePath = args.value("--baseline")
        writeBaselinePath = args.value("--write-baseline")
    }

    /// The project's settings (Package.swift, Xcode projects) of each project root (else the first
    /// path), with the command-line overrides on top.
    func projectSettings() -> ProjectSettings {
        let first = paths.first == "-" ? (stdinPath ?? FileManager.default.currentDirectoryPath) : (paths.first ?? ".")
        guard !projectRoots.isEmpty else { return ProjectSettings.discover(root: first, overrides: overrides, searchAbove: true) }
        var project = ProjectSettings.discover(root: projectRoots[0], overrides: overrides, searchAbove: false)
        for root in projectRoots.dropFirst() { project.merge(ProjectSettings.discover(root: root, overrides: overrides, searchAbove: false)) }
        return project
    }

    /// Each file's current settings, and whether it may be edited: when the project's targets are
    /// known, a file no target compiles (`LinuxMain.swift`, a playground, a fixture) is only
    /// reported, unless it was named itself as a path.
    /// What each file's settings and module are, and the rule options with what the project's
    /// resolved dependencies say (`ProjectSettings.checkedDependencyModules`).
    func fileProviders() -> (settings: @Sendable (String) -> SwiftSettings, editable: @Sendable (String) -> Bool, module: @Sendable (String) -> String?,
                             ruleOptions: RuleOptions) {
        let project = projectSettings()
        var ruleOptions = self.ruleOptions
        ruleOptions.checkedDependencyModules = project.checkedDependencyModules
        ruleOptions.clientsInProject = project.clientsInProject
        for problem in project.problems { Console.error("actorfix: \(problem)\n") }
        let named = Set(paths.filter { $0.hasSuffix(".swift") }.map { ProjectSettings.absolutePath($0) })
        // Each file is asked about three times (settings, editable, module): looked up once.
        let found = SharedCache<String, (settings: SwiftSettings, group: String)>()
        @Sendable func lookup(_ path: String) -> (settings: SwiftSettings, group: String) {
            found.value(path) {
                let match = project.settings(forFile: path)
                return (match.settings, match.group)
            }
        }
        return ({ path in lookup(path).settings },
                { path in
                    project.groups.isEmpty || named.contains(ProjectSettings.absolutePath(path))
                        || lookup(path).group != ProjectSettings.defaultGroupName
                },
                // The target compiling the file: its settings group, unless no target lists it.
                { path in
                    let group = lookup(path).group
                    return group == ProjectSettings.defaultGroupName ? nil : group
                },
                ruleOptions)
    }

    /// Whether the migration adds features or default isolation to the Swift 6 mode.
    private var addsToSwift6: Bool { toSwift62 || !toFeatures.isEmpty }

    /// `targetSettings`, derived once per distinct settings of `files` when deriving costs more
    /// than looking up (see `Engine.memoizing`).
    func targetSettings(for files: [SwiftSettings]) -> @Sendable (SwiftSettings) -> SwiftSettings {
        addsToSwift6 ? Engine.memoizing(targetSettings, for: files) : targetSettings
    }

    /// What the migration goes to: the Swift 6 mode; with `--to swift6.2` also default main-actor
    /// isolation (SE-0466) and the features Xcode 26's approachable concurrency turns on.
    /// `--to-feature NAME` adds one upcoming feature to the target without the rest of the bundle,
    /// like `swift package migrate --to-feature`.
    var targetSettings: @Sendable (SwiftSettings) -> SwiftSettings {
        guard addsToSwift6 else { return Engine.swift6 }
        let features = Set(toFeatures)
        // `--default-isolation nonisolated` keeps the module nonisolated by default.
        let keepNonisolated = overrides.defaultIsolation == .nonisolated
        let bundle = toSwift62
        return { settings in
            var target = Engine.swift6(settings)
            if bundle {
                if !keepNonisolated { target.defaultIsolation = .mainActor }
                target.features.formUnion(["NonisolatedNonsendingByDefault", "InferIsolatedConformances"])
            }
            target.features.formUnion(features)
            return target
        }
    }
}

extension SettingsOverrides {
    /// Names the config file as the origin of the settings it gave (the command line did not),
    /// so `actorfix settings` does not attribute them to a flag nobody passed.
    mutating func noteConfigOrigins(_ config: Config, path: String?, args: Arguments) {
        let file = RunCommand.displayPath(path ?? Config.fileName)
        if args.value("--swift-version") == nil, config.swiftVersion != nil { origins["languageMode"] = "\(file) swiftVersion" }
        if args.value("--xcode") == nil, config.xcode != nil { origins["sdk"] = "\(file) xcode" }
        if args.value("--default-isolation") == nil, config.defaultIsolation != nil { origins["defaultIsolation"] = "\(file) defaultIsolation" }
        let flagged = Set(args.values("--enable-upcoming-feature"))
        for feature in config.upcomingFeatures ?? [] where !flagged.contains(feature) { origins["feature:" + feature] = "\(file) upcomingFeatures" }
    }
}
