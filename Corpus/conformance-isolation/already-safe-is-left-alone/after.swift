import Foundation

struct Tag: Hashable {
    var name: String
}

@MainActor final class Badge: Equatable {
    let code: Int
    init(code: Int) { self.code = code }
    nonisolated static func == (lhs: Badge, rhs: Badge) -> Bool { lhs.code == rhs.code }
}

// A `let` of Sendable type satisfies a nonisolated requirement as it is (SE-0434).
@MainActor final class Draft: Identifiable {
    let id = UUID()
    var text = ""
}
