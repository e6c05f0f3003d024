import Foundation

let version = "1.0"
@MainActor var launches = 0
nonisolated(unsafe) var legacyCache: [String: String] = [:]

enum Limits {
    static let maxItems = 100
    static var computed: Int { maxItems * 2 }
}

actor Store {
    var items: [String] = []
}

// A task-local is a static let ($isActive) and an accessor: `let` would not compile.
enum BindingLocal {
    @TaskLocal static var isActive = false
}
