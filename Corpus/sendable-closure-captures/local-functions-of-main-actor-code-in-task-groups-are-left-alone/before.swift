import Foundation

struct Failure { let url: URL }

/// A main-actor method's local async function, which reads and mutates main-actor state, called
/// from task-group children: `addTask` takes its closure as `sending` (SE-0430), and the local
/// function runs on the main actor with its enclosing method. `@Sendable` would take it off the
/// main actor ("main actor-isolated property 'failedTasks' can not be mutated from a Sendable
/// function").
@MainActor
final class ExtractionModel {
    var failedTasks: [Failure] = []
    var exportFolder: URL? = nil

    func performExtraction(_ urls: [URL]) async {
        func extractAndUpdateProgress(for url: URL) async throws -> URL? {
            failedTasks.append(Failure(url: url))
            return exportFolder
        }

        await withTaskGroup(of: Void.self) { group in
            for url in urls {
                group.addTask {
                    _ = try? await extractAndUpdateProgress(for: url)
                }
            }
        }
    }
}

/// Nonisolated code: a plain local function called in a detached task needs nothing either.
func summarize(pages: Int) {
    func summary() -> String { "\(pages) pages" }
    Task.detached {
        print(summary())
    }
}
