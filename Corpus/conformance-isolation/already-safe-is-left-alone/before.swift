import Foundation
import UIKit

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

// A protocol constrained to a main-actor class is isolated like it (found in NetNewsWire).
protocol Dismissing: UIViewController {
    func dismissAll()
}

final class Picker: UIViewController, Dismissing {
    var count = 0

    func dismissAll() { count += 1 }
}

// A requirement isolated on its own is met by a main-actor witness (found in NetNewsWire).
protocol IconProviding {
    @MainActor var icon: String? { get }
}

@MainActor final class Folder: IconProviding {
    var name = "Inbox"
    var icon: String? { name.isEmpty ? nil : "folder" }
}
