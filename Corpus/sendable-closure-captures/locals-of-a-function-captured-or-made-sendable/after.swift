import Foundation

/// A command-line tool's background work, outside any type (found in CLI packages).
func scheduleReport(late: Bool) {
    var title = "report"
    if late { title += " (late)" }
    let pages = 3
    @Sendable func summary() -> String { "\(pages) pages" }
    DispatchQueue.global().async { [title] in
        print(title, summary())
    }
}
