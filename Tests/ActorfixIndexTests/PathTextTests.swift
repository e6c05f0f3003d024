import ActorfixIndex
import Foundation
import Testing

@Suite("Path text")
struct PathTextTests {
    /// The folder of a path is what `NSString.deletingLastPathComponent` gives, also where that
    /// traps (a one-character path: `actorfix check z` crashed with "Illegal instruction"). The
    /// expected values are NSString's (swift-corelibs-foundation, Swift 6.3.1, each in a process
    /// of its own: some inputs trap), but for "//", whose parent is "/" here ("" there).
    @Test func parentIsNSStringsWithoutItsTraps() {
        let expected: [(String, String)] = [
            ("/", "/"), ("", ""), ("/a", "/"), ("a/b/", "a"), ("/a//b", "/a"), ("//a/b", "/a"), ("a///b", "a"),
            ("//ab", "/"), ("./a", "."), ("../b", ".."), ("a/.", "a"), ("a/..", "a"), ("/.", "/"), ("..", ""),
            ("a/b/c", "a/b"), ("~/x", "~"), ("/a/b/", "/a"), ("...ax y//", ""), ("//ébc//", "/"), ("./é/", "."),
            ("a//aa", "a"), ("bc/", ""), ("////.a", "/"), ("...", ""), ("x y/bc..", "x y"), ("//x ybc", "/"),
            ("éx y////", ""), ("../bca", ".."), ("x yé", ""), (".x ybc//", ""),
            // NSString traps on these.
            ("z", ""), ("x/", ""), ("é", ""), (".", ""), ("./", ""), ("é//", ""), ("//é", "/"), ("éa//é//", "éa"),
            ("//", "/"),
        ]
        for (path, parent) in expected {
            #expect(PathText.parent(of: path) == parent, "\(path)")
            #expect(PathText.folder(of: path) == (parent.isEmpty ? "." : parent), "\(path)")
        }
    }
}
