import Foundation

// Only main-actor code uses its conformances.
struct Badge: Hashable {
    var count: Int
}

// A raw-value enum takes Equatable, Hashable and Codable from the standard library's
// RawRepresentable defaults, which are nonisolated: usable anywhere already.
enum Kind: String, Codable, Hashable, CaseIterable {
    case home, local
}

// Error refines SendableMetatype: Swift 6.2 does not infer the default isolation for it.
enum LoadError: Error, Hashable {
    case failed(Int)
}

nonisolated func failures(_ errors: [LoadError]) -> Int { Set(errors).count }

// Explicitly main-actor: a person's decision.
@MainActor struct Pinned: Hashable {
    var id: Int
}

nonisolated func kinds(_ data: Data) throws -> Set<Kind> {
    Set(try JSONDecoder().decode([Kind].self, from: data))
}

nonisolated func count(_ values: [Kind]) -> Int { Set(values).count + Kind.allCases.count }

func badges(_ values: [Badge], pinned: [Pinned]) -> Int { Set(values).count + Set(pinned).count }
