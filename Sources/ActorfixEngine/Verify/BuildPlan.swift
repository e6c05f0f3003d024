import ActorfixIndex
import Foundation

/// How to build the project in the mode being migrated to: `--build-command`, else SwiftPM for a
/// folder under a Package.swift, else (on macOS) xcodebuild for an Xcode project.
public enum BuildPlan {
    public struct NoBuild: Error, CustomStringConvertible {
        public let description: String
    }

    /// A file's settings as the project builds it today, and as the migration builds it.
    public struct Migration: Sendable {
        public var current: SwiftSettings
        public var target: SwiftSettings
        public init(current: SwiftSettings, target: SwiftSettings) {
            self.current = current
            self.target = target
        }
    }

    /// - Parameters:
    ///   - root: the first PATH of the run.
    ///   - migration: each file's settings now and after the migration. Only what the migration
    ///     adds is passed to the compiler: `-Xswiftc` flags reach every target of the package,
    ///     while the targets' own settings (one target's `.defaultIsolation(MainActor.self)`)
    ///     are applied by the build itself, target by target.
    ///   - buildTests: some files are tests, which `swift build` compiles only when asked.
    public static func runner(buildCommand: String?, root: String, migration: [Migration], timeout: Double,
                              buildTests: Bool = false) throws -> CommandBuildRunner {
        let cwd = FileManager.default.currentDirectoryPath
        if let buildCommand {
            return CommandBuildRunner(arguments: ["/bin/sh", "-c", buildCommand], directory: cwd, timeout: timeout, commandLine: buildCommand)
        }
        let flags = compilerFlags(migration)
        if let package = packageRoot(above: root) {
            let scratch = URL(fileURLWithPath: package).appendingPathComponent(".build/actorfix-verify").path
            let arguments = ["swift", "build", "--package-path", package, "--scratch-path", scratch] + (buildTests ? ["--build-tests"] : [])
                + (flags + incrementalFlags).flatMap { ["-Xswiftc", $0] }
            return CommandBuildRunner(arguments: arguments, directory: cwd, timeout: timeout)
        }
        #if os(macOS)
        if let project = xcodeProject(under: root) {
            let scratch = URL(fileURLWithPath: root).appendingPathComponent(".build/actorfix-verify").path
            var arguments = ["xcodebuild", "-project", project, "-quiet", "-derivedDataPath", scratch, "SWIFT_VERSION=6", "SWIFT_STRICT_CONCURRENCY=complete"]
            if addsMainActorIsolation(migration) { arguments.append("SWIFT_DEFAULT_ACTOR_ISOLATION=MainActor") }
            let swiftFlags = addedFeatures(migration).map { "-enable-upcoming-feature \($0)" } + incrementalFlags
            arguments.append("OTHER_SWIFT_FLAGS=$(inherited) " + swiftFlags.joined(separator: " "))
            return CommandBuildRunner(arguments: arguments, directory: cwd, timeout: timeout)
        }
        #endif
        throw NoBuild(description: "--verify found no Package.swift at or above \(root)\(xcodeHint); pass --build-command CMD (its output must list errors as path:line:column: error: message), or --diagnostics FILE to read a build log")
    }

    #if os(macOS)
    static let xcodeHint = " and no Xcode project under it"
    #else
    static let xcodeHint = " (Xcode projects are built on macOS only)"
    #endif

    /// After a failed build, the Swift 6.3 driver may recompile a changed file but not the files
    /// that use it (a `var` made `let` compiles, its assignment in another file is not checked
    /// again), so an incremental build reports no error where a clean one does: the files that
    /// depend on a changed file are always compiled again.
    public static let incrementalFlags = ["-driver-always-rebuild-dependents"]

    /// The Swift 6 mode, and the default isolation and upcoming features the migration turns on
    /// (`--to swift6.2`, `--to-feature`): those a target declares already stay its own.
    public static func compilerFlags(_ migration: [Migration]) -> [String] {
        var flags = ["-swift-version", "\(max(6, migration.map(\.target.languageMode).max() ?? 6))"]
        if addsMainActorIsolation(migration) { flags += ["-default-isolation", "MainActor"] }
        for feature in addedFeatures(migration) { flags += ["-enable-upcoming-feature", feature] }
        return flags
    }

    static func addsMainActorIsolation(_ migration: [Migration]) -> Bool {
        migration.contains { $0.target.defaultIsolation == .mainActor && $0.current.defaultIsolation != .mainActor }
    }

    /// Strict concurrency is part of the Swift 6 mode; the rest are upcoming features.
    static func addedFeatures(_ migration: [Migration]) -> [String] {
        Set(migration.flatMap { $0.target.features.subtracting($0.current.features) }).sorted().filter { !$0.hasPrefix("StrictConcurrency") }
    }

    static func packageRoot(above path: String) -> String? {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue { url.deleteLastPathComponent() }
        while true {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    static func xcodeProject(under path: String) -> String? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().first { $0.hasSuffix(".xcodeproj") }.map { URL(fileURLWithPath: path).appendingPathComponent($0).path }
    }
}
