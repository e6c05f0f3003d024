import Foundation

/// Path arithmetic on the text of a path, for paths given on the command line and found on disk.
public enum PathText {
    /// The folder part of a path, as `NSString.deletingLastPathComponent` gives it ("/a/b/c" →
    /// "/a/b", "a" → "", "/a" → "/"). Not that method itself: swift-corelibs-foundation traps on a
    /// one-character path that is not "/" (`actorfix check z` crashed with "Illegal instruction"),
    /// on "x/", ".", "./" and on paths ending in some one-character non-ASCII names ("//é").
    public static func parent(of path: String) -> String {
        // Runs of slashes count as one, as NSString reads them ("//a/b" → "/a").
        var collapsed = ""
        for character in path where !(character == "/" && collapsed.last == "/") { collapsed.append(character) }
        var text = Substring(collapsed)
        while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
        guard let slash = text.lastIndex(of: "/") else { return "" }
        if slash == text.startIndex { return "/" }
        var parent = text[..<slash]
        while parent.count > 1, parent.hasSuffix("/") { parent = parent.dropLast() }
        return String(parent)
    }

    /// The folder holding a path, "." for a bare name (`parent(of:)` gives "" there).
    public static func folder(of path: String) -> String {
        let parent = parent(of: path)
        return parent.isEmpty ? "." : parent
    }

    /// A path written relative to `folder` (a manifest's `exclude: ["Sub/", "./A.swift"]`), without
    /// empty and `.` components, as SwiftPM reads it; an absolute path stays itself.
    public static func join(_ folder: String, _ relative: String) -> String {
        let parts = relative.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
        if relative.hasPrefix("/") { return "/" + parts }
        if parts.isEmpty || folder.isEmpty { return parts.isEmpty ? folder : parts }
        return folder.hasSuffix("/") ? folder + parts : folder + "/" + parts
    }
}
