import Foundation

/// Reads targets, their Swift build settings and their files from `project.pbxproj`.
public enum XcodeProjectReader {
    /// Xcode 26's "Approachable Concurrency" build setting turns on these upcoming features
    /// (the Swift 6.2 set: SE-0461, SE-0470 and the inference features of Swift 6).
    static let approachableConcurrencyFeatures = [
        "NonisolatedNonsendingByDefault", "InferIsolatedConformances", "InferSendableFromCaptures",
        "GlobalActorIsolatedTypesUsability", "DisableOutwardActorInference",
    ]

    public static func read(projectFolder: String, configuration: String = "Debug") -> PackageManifestReader.Result {
        let path = (projectFolder as NSString).appendingPathComponent("project.pbxproj")
        guard let data = FileManager.default.contents(atPath: path) else {
            return PackageManifestReader.Result(groups: [], problems: ["\(path): cannot read the file"])
        }
        return read(bytes: [UInt8](data), path: path, configuration: configuration, published: isPublishedLibrary(PathText.parent(of: projectFolder)))
    }

    /// Whether the folder holding an Xcode project also publishes its code to other projects: a
    /// `Package.swift` or a CocoaPods `*.podspec` beside it (a library's repository, whose
    /// framework target has clients actorfix cannot see).
    static func isPublishedLibrary(_ folder: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        return names.contains { $0 == "Package.swift" || $0.hasSuffix(".podspec") || $0.hasSuffix(".podspec.json") }
    }

    /// Product types whose targets are an app's own code: nothing outside the project imports them.
    static let appProductTypes: Set<String> = [
        "com.apple.product-type.application", "com.apple.product-type.application.watchapp2",
        "com.apple.product-type.application.watchapp2-container", "com.apple.product-type.app-extension",
        "com.apple.product-type.extensionkit-extension", "com.apple.product-type.watchkit2-extension",
        "com.apple.product-type.application.on-demand-install-capable",
    ]
    /// Product types an app's project builds for its own targets to import or to test them.
    static let projectLibraryProductTypes: Set<String> = [
        "com.apple.product-type.framework", "com.apple.product-type.library.static", "com.apple.product-type.library.dynamic",
        "com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing",
    ]

    /// - Parameter published: the project's folder publishes its code as a package or a pod
    ///   (`isPublishedLibrary`): its targets' clients may be anywhere.
    public static func read(bytes: [UInt8], path: String, configuration: String = "Debug", published: Bool = false) -> PackageManifestReader.Result {
        var result = PackageManifestReader.Result()
        var parser = PlistParser(bytes: bytes)
        guard case .dictionary(let root)? = parser.parse(), case .dictionary(let objects)? = root["objects"] else {
            result.problems.append("\(path): not a readable project file (\(parser.error ?? "no objects")); its settings are not read")
            return result
        }
        // The folder that holds the .xcodeproj: paths in the project are relative to it.
        let sourceRoot = PathText.parent(of: PathText.parent(of: path))
        let projectName = (PathText.parent(of: path) as NSString).lastPathComponent

        func object(_ id: PlistValue?) -> [String: PlistValue]? {
            guard case .string(let key)? = id, case .dictionary(let dict)? = objects[key] else { return nil }
            return dict
        }
        func string(_ value: PlistValue?) -> String? { if case .string(let s)? = value { return s }; return nil }
        func array(_ value: PlistValue?) -> [PlistValue] { if case .array(let a)? = value { return a }; return [] }

        // Parent links of groups, to turn file references into paths.
        var parent: [String: String] = [:]
        for (id, value) in objects {
            guard case .dictionary(let dict) = value else { continue }
            for child in array(dict["children"]) { if let c = string(child) { parent[c] = id } }
        }
        func fullPath(_ id: String) -> String? {
            guard case .dictionary(let dict)? = objects[id] else { return nil }
            let own = string(dict["path"]) ?? ""
            switch string(dict["sourceTree"]) ?? "<group>" {
            case "SOURCE_ROOT": return (sourceRoot as NSString).appendingPathComponent(own)
            case "<absolute>": return own
            case "<group>":
                guard let p = parent[id] else { return (sourceRoot as NSString).appendingPathComponent(own) }
                guard let base = fullPath(p) else { return nil }
                return own.isEmpty ? base : (base as NSString).appendingPathComponent(own)
            default: return nil
            }
        }
        func buildSettings(_ list: PlistValue?) -> [String: PlistValue] {
            guard let configurationList = object(list) else { return [:] }
            for id in array(configurationList["buildConfigurations"]) {
                if let config = object(id), string(config["name"]) == configuration, case .dictionary(let settings)? = config["buildSettings"] {
                    return settings
                }
            }
            return [:]
        }
        let project = objects.values.compactMap { value -> [String: PlistValue]? in
            if case .dictionary(let d) = value, string(d["isa"]) == "PBXProject" { return d }
            return nil
        }.first
        let projectSettings = buildSettings(project?["buildConfigurationList"])

        var productTypes: [String?] = []
        for (_, value) in objects.sorted(by: { $0.key < $1.key }) {
            guard case .dictionary(let target) = value, string(target["isa"]) == "PBXNativeTarget", let name = string(target["name"]) else { continue }
            var merged = projectSettings
            for (key, value) in buildSettings(target["buildConfigurationList"]) { merged[key] = value }
            let origin = "\(projectName) target '\(name)' (\(configuration))"
            let (settings, sources) = swiftSettings(keys: Array(merged.keys), origin: origin) { key in
                if case .string(let s)? = merged[key] { return s }
                if case .array(let a)? = merged[key] { return a.compactMap { if case .string(let s) = $0 { return s }; return nil }.joined(separator: " ") }
                return nil
            }
            // Files: classic build phases, and Xcode 16's folders synchronized with the file system.
            var paths: [String] = []
            for phaseID in array(target["buildPhases"]) {
                guard let phase = object(phaseID), string(phase["isa"]) == "PBXSourcesBuildPhase" else { continue }
                for fileID in array(phase["files"]) {
                    if let buildFile = object(fileID), let ref = string(buildFile["fileRef"]), let p = fullPath(ref) { paths.append(p) }
                }
            }
            for groupID in array(target["fileSystemSynchronizedGroups"]) {
                if let id = string(groupID), let p = fullPath(id) { paths.append(p) }
            }
            result.groups.append(SettingsGroup(name: name, paths: paths.map { ($0 as NSString).standardizingPath }, settings: settings, sources: sources))
            productTypes.append(string(target["productType"]))
        }
        markClientsInProject(&result.groups, productTypes: productTypes, published: published)
        return result
    }

    /// In an app's project (one with an application or extension target, not `published`), each
    /// target of a known kind gets the project's other targets with Swift sources as its clients.
    static func markClientsInProject(_ groups: inout [SettingsGroup], productTypes: [String?], published: Bool) {
        guard !published, productTypes.contains(where: { $0.map(appProductTypes.contains) ?? false }) else { return }
        let withSwift = groups.filter { group in
            group.paths.contains { path in
                let name = (path as NSString).lastPathComponent
                return name.hasSuffix(".swift") || !name.contains(".")
            }
        }.map(\.name)
        for i in groups.indices {
            guard let type = productTypes[i], appProductTypes.contains(type) || projectLibraryProductTypes.contains(type) else { continue }
            groups[i].clientsInProject = withSwift.filter { $0 != groups[i].name }
        }
    }

    /// Swift settings from Xcode build settings (`SWIFT_VERSION`, `SWIFT_DEFAULT_ACTOR_ISOLATION`,
    /// approachable concurrency, upcoming features, strict concurrency, `OTHER_SWIFT_FLAGS`), as
    /// an Xcode project or an XcodeGen spec gives them, with where each came from.
    static func swiftSettings(keys: [String], origin: String, setting: (String) -> String?) -> (SwiftSettings, [SettingSource]) {
        var settings = SwiftSettings(languageMode: 5)
        var sources: [SettingSource] = []
        if let version = setting("SWIFT_VERSION"), let major = Int(version.split(separator: ".").first ?? "") {
            settings.languageMode = major
            sources.append(SettingSource(setting: "languageMode", value: "\(major)", origin: "\(origin): SWIFT_VERSION = \(version)"))
        }
        if let isolation = setting("SWIFT_DEFAULT_ACTOR_ISOLATION") {
            settings.defaultIsolation = isolation == "MainActor" ? .mainActor : .nonisolated
            sources.append(SettingSource(setting: "defaultIsolation", value: settings.defaultIsolation.rawValue, origin: "\(origin): SWIFT_DEFAULT_ACTOR_ISOLATION = \(isolation)"))
        }
        if setting("SWIFT_APPROACHABLE_CONCURRENCY") == "YES" {
            for feature in approachableConcurrencyFeatures {
                settings.features.insert(feature)
                sources.append(SettingSource(setting: "feature", value: feature, origin: "\(origin): SWIFT_APPROACHABLE_CONCURRENCY = YES"))
            }
        }
        for key in keys.sorted() where key.hasPrefix("SWIFT_UPCOMING_FEATURE_") && setting(key) == "YES" {
            let feature = upcomingFeatureName(String(key.dropFirst("SWIFT_UPCOMING_FEATURE_".count)))
            settings.features.insert(feature)
            sources.append(SettingSource(setting: "feature", value: feature, origin: "\(origin): \(key) = YES"))
        }
        if let strict = setting("SWIFT_STRICT_CONCURRENCY") {
            settings.strictConcurrency = strict
            sources.append(SettingSource(setting: "strictConcurrency", value: strict, origin: "\(origin): SWIFT_STRICT_CONCURRENCY = \(strict)"))
        }
        if let flags = setting("OTHER_SWIFT_FLAGS") {
            PackageManifestReader.applyFlags(flags.split(separator: " ").map(String.init).filter { $0 != "$(inherited)" },
                                             to: &settings, sources: &sources, origin: "\(origin): OTHER_SWIFT_FLAGS")
        }
        return (settings, sources)
    }

    /// `SWIFT_UPCOMING_FEATURE_NONISOLATED_NONSENDING_BY_DEFAULT` → `NonisolatedNonsendingByDefault`.
    static func upcomingFeatureName(_ snake: String) -> String {
        let known = ["NonisolatedNonsendingByDefault", "InferIsolatedConformances", "InferSendableFromCaptures",
                     "GlobalActorIsolatedTypesUsability", "DisableOutwardActorInference", "GlobalConcurrency",
                     "IsolatedDefaultValues", "RegionBasedIsolation", "ExistentialAny", "MemberImportVisibility",
                     "StrictConcurrency", "ConciseMagicFile", "ForwardTrailingClosures", "BareSlashRegexLiterals",
                     "ImportObjcForwardDeclarations", "DeprecateApplicationMain", "DynamicActorIsolation", "InternalImportsByDefault"]
        let key = snake.replacingOccurrences(of: "_", with: "").lowercased()
        return known.first { $0.lowercased() == key } ?? snake.split(separator: "_").map { $0.prefix(1) + $0.dropFirst().lowercased() }.joined()
    }
}

/// Values of an old-style (NeXTSTEP) property list, the format of `project.pbxproj`.
enum PlistValue: Sendable {
    case string(String)
    case array([PlistValue])
    case dictionary([String: PlistValue])
}

/// A small tolerant parser: `{ k = v; }`, `( a, b, )`, quoted strings with escapes, bare words,
/// `/* */` and `//` comments. Errors stop parsing and are reported, never thrown past the reader.
struct PlistParser {
    let bytes: [UInt8]
    var i = 0
    var error: String?
    var depth = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func parse() -> PlistValue? {
        skipTrivia()
        return value()
    }

    private mutating func skipTrivia() {
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { i += 1; continue }
            if b == UInt8(ascii: "/") && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "*") {
                i += 2
                while i + 1 < bytes.count && !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
                i = min(i + 2, bytes.count)
                continue
            }
            if b == UInt8(ascii: "/") && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "/") {
                while i < bytes.count && bytes[i] != 0x0A { i += 1 }
                continue
            }
            break
        }
    }

    private mutating func value() -> PlistValue? {
        guard i < bytes.count else { error = "unexpected end of file"; return nil }
        guard depth < 200 else { error = "nested too deeply"; return nil }
        switch bytes[i] {
        case UInt8(ascii: "{"):
            depth += 1
            defer { depth -= 1 }
            i += 1
            var dict: [String: PlistValue] = [:]
            while true {
                skipTrivia()
                guard i < bytes.count else { error = "unterminated dictionary"; return nil }
                if bytes[i] == UInt8(ascii: "}") { i += 1; return .dictionary(dict) }
                guard case .string(let key)? = value() else { error = error ?? "expected a key"; return nil }
                skipTrivia()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else { error = "expected '=' after \(key)"; return nil }
                i += 1
                skipTrivia()
                guard let v = value() else { return nil }
                dict[key] = v
                skipTrivia()
                if i < bytes.count && bytes[i] == UInt8(ascii: ";") { i += 1 }
            }
        case UInt8(ascii: "("):
            depth += 1
            defer { depth -= 1 }
            i += 1
            var items: [PlistValue] = []
            while true {
                skipTrivia()
                guard i < bytes.count else { error = "unterminated array"; return nil }
                if bytes[i] == UInt8(ascii: ")") { i += 1; return .array(items) }
                guard let v = value() else { return nil }
                items.append(v)
                skipTrivia()
                if i < bytes.count && bytes[i] == UInt8(ascii: ",") { i += 1 }
            }
        case UInt8(ascii: "\""):
            i += 1
            var out: [UInt8] = []
            while i < bytes.count && bytes[i] != UInt8(ascii: "\"") {
                if bytes[i] == UInt8(ascii: "\\") && i + 1 < bytes.count {
                    i += 1
                    switch bytes[i] {
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "t"): out.append(0x09)
                    default: out.append(bytes[i])
                    }
                } else {
                    out.append(bytes[i])
                }
                i += 1
            }
            guard i < bytes.count else { error = "unterminated string"; return nil }
            i += 1
            return .string(String(decoding: out, as: UTF8.self))
        default:
            let start = i
            while i < bytes.count {
                let b = bytes[i]
                let isWord = (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
                    || b == UInt8(ascii: "_") || b == UInt8(ascii: ".") || b == UInt8(ascii: "/") || b == UInt8(ascii: "$")
                    || b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: "<") || b == UInt8(ascii: ">")
                if !isWord { break }
                i += 1
            }
            guard i > start else { error = "unexpected character at offset \(i)"; return nil }
            return .string(String(decoding: bytes[start..<i], as: UTF8.self))
        }
    }
}
