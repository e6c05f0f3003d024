import ActorfixEngine

/// What `fix` wrote: only the changes of files actually written count as applied; the files that
/// could not be written are listed with the reason.
struct WriteOutcome {
    var changes = 0
    var review = 0
    var files = 0
    var failures: [String] = []

    static func write(_ results: [FileResult], displayPath: (String) -> String) -> WriteOutcome {
        var outcome = WriteOutcome()
        for file in results {
            do {
                try SafeWriter.write(file.final, to: file.path, expecting: file.original)
                outcome.files += 1
                outcome.changes += file.changes.count
                outcome.review += file.changes.filter { $0.change.safety == .review }.count
            } catch let error as WriteError {
                outcome.failures.append("\(displayPath(error.path)): \(error.reason)")
            } catch {
                outcome.failures.append("\(displayPath(file.path)): \(error)")
            }
        }
        return outcome
    }

    /// "actorfix: applied 3 changes to 2 files (1 to review); 1 file not written:" and the list.
    var summary: String {
        var text = "actorfix: applied \(counted(changes, "change")) to \(counted(files, "file")) (\(review) to review)"
        if !failures.isEmpty {
            text += "; \(counted(failures.count, "file")) not written:\n" + failures.map { "  \($0)" }.joined(separator: "\n")
        }
        return text + "\n"
    }
}
