import Foundation

/// Reads targets, their Swift build settings and their source folders from an XcodeGen spec
/// (`project.yml`): apps that generate their Xcode project commit only the spec (ichime), so
/// without it their files belong to no target and would only be reported.
public enum XcodeGenSpecReader {
    /// The spec's file names XcodeGen reads by default.
    static let fileNames: Set<String> = ["project.yml", "project.yaml"]

    public static func read(path: String, configuration: String = "Debug") -> PackageManifestReader.Result {
        guard let data = FileManager.default.contents(atPath: path) else {
            return PackageManifestReader.Result(groups: [], problems: ["\(path): cannot read the file"])
        }
        return read(text: String(decoding: data, as: UTF8.self), path: path, configuration: configuration,
                    published: XcodeProjectReader.isPublishedLibrary(PathText.parent(of: path)))
    }

    /// - Parameter published: see `XcodeProjectReader.read(bytes:path:configuration:published:)`.
    public static func read(text: String, path: String, configuration: String = "Debug", published: Bool = false) -> PackageManifestReader.Result {
        var result = PackageManifestReader.Result()
        let spec = MiniYAML.parse(text)
        // Not an XcodeGen spec (another tool's `project.yml`): nothing to read, nothing to say.
        guard let targets = spec["targets"], !targets.entries.isEmpty else { return result }
        let folder = PathText.parent(of: path)
        let basePath = spec["options"]?["basePath"]?.string.map { (folder as NSString).appendingPathComponent($0) } ?? folder
        if spec["include"] != nil {
            result.problems.append("\(path): included specs are not read; targets they declare get no settings from actorfix")
        }
        let projectSettings = buildSettings(spec["settings"], configuration: configuration)
        let specName = (path as NSString).lastPathComponent
        var productTypes: [String?] = []
        for (name, target) in targets.entries {
            var merged = projectSettings
            for (key, value) in buildSettings(target["settings"], configuration: configuration) { merged[key] = value }
            let origin = "\(specName) target '\(name)' (\(configuration))"
            let (settings, sources) = XcodeProjectReader.swiftSettings(keys: Array(merged.keys), origin: origin) { merged[$0] }
            // `sources: App`, `- App`, `- path: App`, `{path: App}`.
            let paths = (target["sources"]?.items ?? []).compactMap { item in item.string ?? item["path"]?.string }
                .map { ((basePath as NSString).appendingPathComponent($0) as NSString).standardizingPath }
            guard !paths.isEmpty else { continue }
            result.groups.append(SettingsGroup(name: name, paths: paths, settings: settings, sources: sources))
            // XcodeGen names product types without their prefix (`application`, `framework`).
            productTypes.append(target["type"]?.string.map { "com.apple.product-type." + $0 })
        }
        XcodeProjectReader.markClientsInProject(&result.groups, productTypes: productTypes, published: published)
        return result
    }

    /// Build settings of a spec's `settings`: a plain map of settings, or `base` plus the
    /// configuration's own (`configs: {Debug: …}`), XcodeGen's two forms.
    private static func buildSettings(_ node: YAMLNode?, configuration: String) -> [String: String] {
        guard let node else { return [:] }
        var found: [String: String] = [:]
        func add(_ map: YAMLNode?) {
            for (key, value) in map?.entries ?? [] {
                if let s = value.string { found[key] = s }
                else if case .list(let items) = value { found[key] = items.compactMap(\.string).joined(separator: " ") }
            }
        }
        if node["base"] != nil || node["configs"] != nil || node["groups"] != nil {
            add(node["base"])
            add(node["configs"]?[configuration])
        } else {
            add(node)
        }
        return found
    }
}
