// Found measuring KMReader's migration to approachable concurrency (PR #341; default main-actor
// isolation): an actor compares and reads `BookBrowseOptions`, whose `sortString` reads
// `oneshotFilter.includedBool` of the `TriStateFilter` it stores, main-actor by the default
// isolation too. `BookBrowseOptions` was reported ("'sortString' uses … which is main-actor
// code") and nothing changed: `TriStateFilter` is used off the main actor through it, so it
// becomes nonisolated first, and `BookBrowseOptions` with it, in one round (its people made
// both nonisolated).
enum TriStateSelection: String, Codable {
    case off, include, exclude
}

nonisolated struct TriStateFilter: Equatable {
    var state: TriStateSelection = .off
    var includedBool: Bool? { state == .include ? true : nil }
}

nonisolated struct BookBrowseOptions: Equatable {
    var oneshotFilter = TriStateFilter()
    var sortField = "series"
    var sortString: String { "\(sortField),\(oneshotFilter.includedBool ?? false)" }
}

actor DatabaseOperator {
    func nextBookQuery() -> String {
        let options = BookBrowseOptions()
        return options == BookBrowseOptions() ? "" : options.sortString
    }
}
