import ActorfixIndex
import ActorfixSyntax
import Foundation

/// The project a path belongs to, so that a run on one folder or file (or stdin) indexes the
/// whole project and gets the same answers as a run on all of it.
public enum ProjectRoot {
    /// The nearest folder at or above `path` holding a `Package.swift`, an `.xcodeproj`, an
    /// `.xcworkspace`, an XcodeGen spec (`project.yml`) or an `.actorfix.json` (which marks a
    /// project of its own, such as a sample app inside another project); else the top of its git
    /// work tree; else nil.
    public static func find(from path: String) -> String? {
        guard let real = SourceFinder.realPath(path) ?? SourceFinder.realPath(PathText.folder(of: path)) else {
            return nil
        }
        var folder = SourceFinder.isDirectoryPath(real) ? real : PathText.parent(of: real)
        let start = folder
        let fm = FileManager.default
        while true {
            for marker in ["Package.swift", Config.fileName, "project.yml", "project.yaml"] where fm.fileExists(atPath: (folder as NSString).appendingPathComponent(marker)) {
                return folder
            }
            let names = (try? fm.contentsOfDirectory(atPath: folder)) ?? []
            if names.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) { return folder }
            let parent = PathText.parent(of: folder)
            if parent == folder || parent.isEmpty { break }
            folder = parent
        }
        return GitStatus.root(of: start)
    }
}
