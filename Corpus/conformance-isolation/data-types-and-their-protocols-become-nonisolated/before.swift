// Reduced from JohnSundell/Files 4.2.0 (Files.swift: `protocol Location`, `File`, `Folder`), moved to
// default main-actor isolation (SE-0466). `Location` refines Equatable and CustomStringConvertible,
// and its extension writes their witnesses: swiftc 6.2 and 6.3.1 reject `File: Location` ("crosses
// into main actor-isolated code", swiftlang/swift#88651). `@MainActor Location` would compile, but a
// dynamic cast off the main actor (`print(file)` finding `description`, `as? Location`) would then
// fail at run time. The structs and enum need nothing of the main actor, nor does the extension: the
// whole group becomes nonisolated, as it was before the default (the public struct also Sendable,
// which it was as a main-actor type).
public protocol Location: Equatable, CustomStringConvertible {
    var path: String { get }
}

public extension Location {
    static func ==(lhs: Self, rhs: Self) -> Bool {
        return lhs.path == rhs.path
    }

    var description: String {
        let typeName = String(describing: type(of: self))
        return "<\(typeName) at \(path)>"
    }
}

public struct File: Location {
    public let path: String
    public init(path: String) { self.path = path }
}

struct Folder: Location {
    let path: String
    var name: String { lastComponent() }
}

extension Folder {
    func lastComponent() -> String { String(path.split(separator: "/").last ?? "") }
}

enum Root: Location {
    case home, temporary
    var path: String { self == .home ? "/home" : "/tmp" }
}

protocol Item: Identifiable, Hashable {
    var title: String { get }
}

protocol Playable: Item {
    func play()
}

struct Song: Playable {
    let id: Int
    var title: String
    func play() {}
}

struct Album {
    let id: Int
    var title: String
}

extension Album: Item {}

// Used on the main actor, as before.
func show(_ folder: Folder, _ song: Song) -> String { folder.description + song.title }
