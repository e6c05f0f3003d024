import Foundation

// The feature is already on: these functions already run on their caller's actor by design.
func refresh() async {}

struct Sync {
    nonisolated func pull() async {}
}
