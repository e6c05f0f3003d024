import Foundation

/// SwiftGen's shape: constants returned by a function of the run declared `-> String`.
enum Loc {
    static let about = Loc.tr("Localizable", "About")
    static let title = tr("Localizable", "Title")
}

extension Loc {
    private static func tr(_ table: String, _ key: String) -> String {
        Bundle.main.localizedString(forKey: key, value: nil, table: table)
    }
}

func makeCount() -> Int { 1 }
let count = makeCount()

/// A factory's declared type is not Sendable: the constant is not concurrency-safe.
final class Cache {
    var items: [String] = []
}

enum Caches {
    static let shared = Caches.make()
    static func make() -> Cache { Cache() }
}

func readShared() -> Int { Caches.shared.items.count }
