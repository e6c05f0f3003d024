import Foundation

// Without NonisolatedNonsendingByDefault these run on the global executor already.
func compress(_ data: Data) async -> Data { data }
