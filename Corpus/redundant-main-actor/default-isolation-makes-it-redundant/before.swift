import Foundation

@MainActor
final class Store {
    @MainActor var items: [String] = []
    @MainActor func load() { items.append("a") }
}

@MainActor var launches = 0
@MainActor func recordLaunch() { launches += 1 }
