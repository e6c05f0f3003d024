import Foundation

@MainActor
final class Indexer {
    var count = 0

    nonisolated func rebuild() { print("rebuilding") }
    nonisolated func prune() { print("pruning") }
    // Writes main-actor state: reported.
    func bump() { count += 1 }
    func refresh() { count = 0 }

    func start() {
        DispatchQueue.global().async(execute: rebuild)
        DispatchQueue.global().async(execute: bump)
        DispatchQueue.global().async(execute: self.prune)
        // Back on the main actor: nothing to do.
        DispatchQueue.main.async(execute: refresh)
    }
}
