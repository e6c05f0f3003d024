import ActorfixIndex
import ActorfixSyntax
import Foundation

/// `.actorfix.json`, found in the folder of the first path or the nearest parent, else in the
/// current folder or its nearest parent (or `--config FILE`). Every key is optional; command-line
/// flags win over it. Its paths (`exclude`, `sdkKnowledge`) are relative to its folder.
public struct Config: Codable, Sendable, Equatable {
    public var rules: [String]?
    public var disable: [String]?
    public var onlySafe: Bool?
    public var exclude: [String]?
    public var swiftVersion: Int?
    public var xcode: String?
    public var defaultIsolation: String?
    public var upcomingFeatures: [String]?
    public var stateModel: String?
    public var memberThreshold: Double?
    public var sdkKnowledge: [String]?
    public var viewStyle: String?
    public var editGeneratedFiles: Bool?

    public init() {}

    public static let fileName = ".actorfix.json"
    static let knownKeys = ["rules", "disable", "onlySafe", "exclude", "swiftVersion", "xcode", "defaultIsolation",
                            "upcomingFeatures", "stateModel", "memberThreshold", "sdkKnowledge", "viewStyle",
                            "editGeneratedFiles"]


    /// The config file of a run on `path` (a file or folder; nil for stdin without a path): the
    /// given one, else the nearest `.actorfix.json` at or above the path, else at or above the
    /// current folder. Searching from the path first makes a run on a project from elsewhere use
    /// the project's config.
    public static func locate(explicit: String?, forPath path: String?) -> String? {
        if let explicit { return explicit }
        if let path, let real = SourceFinder.realPath(path) ?? SourceFinder.realPath(PathText.folder(of: path)) {
            let folder = SourceFinder.isDirectoryPath(real) ? real : PathText.parent(of: real)
            if let found = locate(explicit: nil, from: folder) { return found }
        }
        return locate(explicit: nil, from: FileManager.default.currentDirectoryPath)
    }

    /// The real path of the folder holding a config file: what its relative paths start from.
    public static func folder(of configPath: String) -> String? {
        SourceFinder.realPath(PathText.folder(of: configPath))
    }

    /// A path written in the config file, as a path from the current folder.
    public static func resolve(_ path: String, relativeTo folder: String?) -> String {
        guard let folder, !path.hasPrefix("/") else { return path }
        return (folder as NSString).appendingPathComponent(path)
    }

    /// The config file for a run: the given path, or the nearest `.actorfix.json` upwards.
    public static func locate(explicit: String?, from folder: String) -> String? {
        if let explicit { return explicit }
        var url = URL(fileURLWithPath: folder).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    public static func load(path: String) throws -> Config {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw WriteError(path: path, reason: "cannot read the config file")
        }
        // Unknown keys are errors, not silently ignored typos.
        if let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
            for key in object.keys.sorted() where !knownKeys.contains(key) {
                throw WriteError(path: path, reason: "unknown key '\(key)'" + Suggestion.didYouMean(key, among: knownKeys))
            }
        }
        do {
            return try JSONDecoder().decode(Config.self, from: data)
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw WriteError(path: path, reason: "wrong value for '\(context.codingPath.map(\.stringValue).joined(separator: "."))'")
        } catch {
            throw WriteError(path: path, reason: "not a valid actorfix config (JSON object with keys such as \"rules\", \"disable\", \"exclude\")")
        }
    }
}
