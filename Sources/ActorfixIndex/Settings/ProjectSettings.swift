import Foundation

/// Command-line settings that win over what the project files say.
public struct SettingsOverrides: Sendable, Equatable {
    public var swiftVersion: Int?
    public var xcode: SDKGeneration?
    public var defaultIsolation: DefaultIsolation?
    public var upcomingFeatures: [String] = []
    /// Where a setting came from when not from the command line (the config file), by setting
    /// ("languageMode", "sdk", "defaultIsolation", "feature:NAME"), for `actorfix settings`.
    public var origins: [String: String] = [:]
    public init() {}

    public func apply(to settings: SwiftSettings, sources: inout [SettingSource]) -> SwiftSettings {
        var s = settings
        if let swiftVersion {
            s.languageMode = swiftVersion
            sources.append(SettingSource(setting: "languageMode", value: "\(swiftVersion)", origin: origins["languageMode"] ?? "command line --swift-version"))
        }
        if let xcode {
            s.sdk = xcode
            sources.append(SettingSource(setting: "sdk", value: "Xcode \(xcode.rawValue)", origin: origins["sdk"] ?? "command line --xcode"))
        }
        if let defaultIsolation {
            s.defaultIsolation = defaultIsolation
            sources.append(SettingSource(setting: "defaultIsolation", value: defaultIsolation.rawValue, origin: origins["defaultIsolation"] ?? "command line --default-isolation"))
        }
        for feature in upcomingFeatures {
            s.features.insert(feature)
            sources.append(SettingSource(setting: "feature", value: feature, origin: origins["feature:" + feature] ?? "command line --enable-upcoming-feature"))
        }
        return s
    }
}

/// The settings of every file of a project: from `Package.swift` and `*.xcodeproj` under the
/// root, with command-line overrides on top. A file belongs to the group with the longest
/// matching path; files in no group get Swift 5 mode, nonisolated, the Xcode 26 SDK.
public struct ProjectSettings: Sendable {
    public private(set) var groups: [SettingsGroup] = []
    public var problems: [String] = []
    public var overrides = SettingsOverrides()
    /// Modules of the packages resolved into `.build/checkouts` beside the project's manifests
    /// whose own manifest builds them in the Swift 6 language mode (or with complete strict
    /// concurrency checking): they have said which of their types are Sendable, so
    /// `@preconcurrency import` changes nothing for them (swift-http-types, swift-nio).
    public private(set) var checkedDependencyModules: Set<String> = []
    public static let defaultGroupName = "(files in no target)"
    /// The modules of an app's Xcode project with the project's targets that may import them
    /// (`SettingsGroup.clientsInProject`): a public declaration of one has no clients outside.
    public var clientsInProject: [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        for group in groups { if let clients = group.clientsInProject, found[group.name] == nil { found[group.name] = Set(clients) } }
        return found
    }

    public init() {}

    /// - Parameter searchAbove: also read the nearest `Package.swift` above `root` (false when `root`
    ///   is a project root already: what lies above it is another project).
    public static func discover(root: String, overrides: SettingsOverrides, searchAbove: Bool = true) -> ProjectSettings {
        var project = ProjectSettings()
        project.overrides = overrides
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        var folder = root
        if fm.fileExists(atPath: root, isDirectory: &isDirectory), !isDirectory.boolValue {
            folder = PathText.parent(of: root)
        }
        folder = URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardizedFileURL.path
        // The nearest Package.swift above the root (the root may be a folder inside a package),
        // then every Package.swift and Xcode project at or below it: an app's local packages
        // (`Packages/Feature/Package.swift`) have settings of their own. The longest matching
        // folder decides a file's group, so a nested package wins over an enclosing project.
        var search = PathText.parent(of: folder)
        while searchAbove && !search.isEmpty && search != folder {
            let manifest = (search as NSString).appendingPathComponent("Package.swift")
            if fm.fileExists(atPath: manifest) {
                project.add(PackageManifestReader.read(path: ProjectSettings.manifestInUse(manifest)))
                project.checkedDependencyModules.formUnion(checkedModules(resolvedBeside: manifest))
                break
            }
            let up = PathText.parent(of: search)
            if up == search { break }
            search = up
        }
        let found = findProjectFiles(in: folder)
        for manifest in found.manifests { project.add(PackageManifestReader.read(path: manifest)) }
        for manifest in found.manifests { project.checkedDependencyModules.formUnion(checkedModules(resolvedBeside: manifest)) }
        for xcodeproj in found.xcodeProjects { project.add(XcodeProjectReader.read(projectFolder: xcodeproj)) }
        // An XcodeGen spec next to a generated project describes the same targets: read only
        // where no Xcode project is committed beside it.
        let projectFolders = Set(found.xcodeProjects.map { PathText.parent(of: $0) })
        for spec in found.xcodeGenSpecs where !projectFolders.contains(PathText.parent(of: spec)) { project.add(XcodeGenSpecReader.read(path: spec)) }
        return project
    }

    /// Another project's targets and problems, read beside these (a run on paths of two projects).
    public mutating func merge(_ other: ProjectSettings) {
        groups += other.groups
        problems += other.problems
        checkedDependencyModules.formUnion(other.checkedDependencyModules)
    }

    /// The targets of the packages SwiftPM resolved for the package of `manifest`
    /// (`.build/checkouts/*/Package.swift`, read, never run) that build in the Swift 6 language
    /// mode or with complete checking. None before the package was first resolved.
    static func checkedModules(resolvedBeside manifest: String) -> Set<String> {
        let checkouts = (PathText.parent(of: manifest) as NSString).appendingPathComponent(".build/checkouts")
        guard let packages = try? FileManager.default.contentsOfDirectory(atPath: checkouts) else { return [] }
        var modules = Set<String>()
        for package in packages.sorted() {
            let dependency = ((checkouts as NSString).appendingPathComponent(package) as NSString).appendingPathComponent("Package.swift")
            guard FileManager.default.fileExists(atPath: dependency) else { continue }
            for group in PackageManifestReader.read(path: manifestInUse(dependency)).groups
            where group.settings.languageMode >= 6 || group.settings.strictConcurrency == "complete" {
                modules.insert(group.name)
            }
        }
        return modules
    }

    private mutating func add(_ read: PackageManifestReader.Result) {
        groups += read.groups
        problems += read.problems
    }

    /// The manifest SwiftPM reads for a package: the version-specific `Package@swift-X.Y.swift`
    /// with the highest version the toolchain (Swift 6.x) supports, if any, else `Package.swift`
    /// (swift-argument-parser 1.2.3 declares its tools only in `Package@swift-5.6.swift`).
    public static func manifestInUse(_ manifest: String, toolchain: (Int, Int) = (6, 3)) -> String {
        let folder = PathText.parent(of: manifest)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var best: ((Int, Int), String)?
        for name in names where name.hasPrefix("Package@swift-") && name.hasSuffix(".swift") {
            let parts = name.dropFirst("Package@swift-".count).dropLast(".swift".count).split(separator: ".").map { Int($0) }
            guard let major = parts.first ?? nil else { continue }
            let version = (major, parts.count > 1 ? (parts[1] ?? 0) : 0)
            if version <= toolchain, best.map({ version > $0.0 }) ?? true { best = (version, name) }
        }
        return best.map { (folder as NSString).appendingPathComponent($0.1) } ?? manifest
    }

    /// `Package.swift` files, `*.xcodeproj` folders and XcodeGen specs (`project.yml`) at or below
    /// a folder, in path order, skipping build output, dependencies and hidden folders.
    static func findProjectFiles(in folder: String, depth: Int = 0) -> (manifests: [String], xcodeProjects: [String], xcodeGenSpecs: [String]) {
        guard depth < 6, let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return ([], [], []) }
        var found: (manifests: [String], xcodeProjects: [String], xcodeGenSpecs: [String]) = ([], [], [])
        for name in entries.sorted() {
            let path = (folder as NSString).appendingPathComponent(name)
            if name == "Package.swift" { found.manifests.append(manifestInUse(path)); continue }
            if name.hasSuffix(".xcodeproj") { found.xcodeProjects.append(path); continue }
            if XcodeGenSpecReader.fileNames.contains(name) { found.xcodeGenSpecs.append(path); continue }
            if name.hasPrefix(".") || ["DerivedData", "Pods", "Carthage", "build", "node_modules"].contains(name) { continue }
            // A linked folder is not followed (as in SourceFinder): it may loop or lead out of the
            // project. One `lstat` tells both (a link and a folder test cost three calls per entry).
            var info = stat()
            if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                let inner = findProjectFiles(in: path, depth: depth + 1)
                found.manifests += inner.manifests
                found.xcodeProjects += inner.xcodeProjects
                found.xcodeGenSpecs += inner.xcodeGenSpecs
            }
        }
        return found
    }

    /// A file's settings, where they came from, and its group's name.
    public func settings(forFile path: String) -> (settings: SwiftSettings, sources: [SettingSource], group: String) {
        let lookup = self.lookup
        let absolute = ProjectSettings.absolutePath(path, from: lookup.directory)
        var best: Int?
        // Exact file entries (Xcode build phases) first, then the longest folder prefix (found by
        // UTF-8 byte: by Character, each step re-read the path's grapheme clusters) of a group
        // that does not exclude the file.
        let compiles = { (group: Int) in !lookup.excluded[group].contains { ProjectSettings.holds($0, absolute) } }
        if let group = lookup.files[absolute] {
            best = group
        } else {
            best = ProjectSettings.longestPrefix(of: absolute, in: lookup.folders, accepting: compiles)
        }
        let group = best.map { groups[$0] } ?? SettingsGroup(name: ProjectSettings.defaultGroupName, paths: [], settings: SwiftSettings(),
                                                  sources: [SettingSource(setting: "all", value: "Swift 5, nonisolated, Xcode 26 SDK", origin: "default (no Package.swift or Xcode target lists this file)")])
        var sources = group.sources
        var groupSettings = group.settings
        // An Xcode project listing a package's files does not say which compilers SwiftPM may
        // build them with: the manifest's tools version still holds (SwiftyBeaver's tools 5.0
        // manifest beside its project: "needs Swift 5.10" on `nonisolated(unsafe)`).
        // A file the manifest excludes is not built by SwiftPM (PromiseKit's AnyPromise.swift).
        if groupSettings.toolsVersion == nil, !lookup.manifestFolders.isEmpty,
           let manifestGroup = ProjectSettings.longestPrefix(of: absolute, in: lookup.manifestFolders, accepting: compiles),
           let tools = groups[manifestGroup].settings.toolsVersion {
            groupSettings.toolsVersion = tools
            sources.append(SettingSource(setting: "toolsVersion", value: tools, origin: "the package manifest whose target '\(groups[manifestGroup].name)' also holds this file"))
        }
        let settings = overrides.apply(to: groupSettings, sources: &sources)
        return (settings, sources, group.name)
    }

    /// The first accepted group of the longest path of `table` that is `path` (a file a target's
    /// `sources` names) or a folder holding it.
    static func longestPrefix(of path: String, in table: [String: [Int]], accepting accepts: (Int) -> Bool = { _ in true }) -> Int? {
        let utf8 = path.utf8
        if let group = table[path]?.first(where: accepts) { return group }
        var end = utf8.endIndex
        while let slash = utf8[..<end].lastIndex(of: UInt8(ascii: "/")), slash > utf8.startIndex {
            if let group = table[String(Substring(utf8[..<slash]))]?.first(where: accepts) { return group }
            end = slash
        }
        return nil
    }

    /// Whether `entry` (a normalized file or folder) is `path` or a folder holding it.
    static func holds(_ entry: String, _ path: String) -> Bool {
        let e = entry.utf8, p = path.utf8
        guard p.count >= e.count, p.starts(with: e) else { return false }
        return p.count == e.count || p[p.index(p.startIndex, offsetBy: e.count)] == UInt8(ascii: "/")
    }

    /// Group paths by their normalized form: a file (exact) or a folder (prefix); and the current
    /// directory, which relative paths are read from (asked once, not once per file).
    private var lookup: LookupCache.Table {
        if let cached = lookupCache.value { return cached }
        let directory = FileManager.default.currentDirectoryPath
        // A manifest's group (it knows its tools version) holds folders, and the files its
        // `sources` names, by prefix: Xcode's listed files stay first.
        var files: [String: Int] = [:], folders: [String: [Int]] = [:], manifestFolders: [String: [Int]] = [:]
        for (i, group) in groups.enumerated() {
            let fromManifest = group.settings.toolsVersion != nil
            for p in group.paths {
                let normalized = ProjectSettings.absolutePath(p, from: directory)
                if normalized.hasSuffix(".swift") && !fromManifest { if files[normalized] == nil { files[normalized] = i } }
                else { folders[normalized, default: []].append(i) }
                // For a file an Xcode project also lists.
                if fromManifest { manifestFolders[normalized, default: []].append(i) }
            }
        }
        let excluded = groups.map { $0.excludedPaths.map { ProjectSettings.absolutePath($0, from: directory) } }
        let table = (files, folders, excluded, directory, manifestFolders)
        lookupCache.value = table
        return table
    }

    private let lookupCache = LookupCache()

    /// An absolute path without `.` and `..` components, by string operations (no file system).
    public static func absolutePath(_ path: String, from directory: @autoclosure () -> String = FileManager.default.currentDirectoryPath) -> String {
        let full = path.hasPrefix("/") ? path : directory() + "/" + path
        // By UTF-8 byte: asked for every file of the run, up to three times.
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var parts: [Substring.UTF8View] = []
        for component in full.utf8.split(separator: slash) {
            if component.elementsEqual(CollectionOfOne(dot)) { continue }
            if component.elementsEqual([dot, dot]) { _ = parts.popLast(); continue }
            parts.append(component)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(full.utf8.count + 1)
        for part in parts { bytes.append(slash); bytes.append(contentsOf: part) }
        if bytes.isEmpty { bytes.append(slash) }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// The group lookup table, built on first use (`ProjectSettings` stays a value type).
final class LookupCache: @unchecked Sendable {
    private let lock = NSLock()
    typealias Table = (files: [String: Int], folders: [String: [Int]], excluded: [[String]], directory: String, manifestFolders: [String: [Int]])
    private var stored: Table?
    var value: Table? {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}
