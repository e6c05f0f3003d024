import ActorfixSyntax

/// What the index collects from each file on its own, kept so that the next fixed-point round
/// collects again only the files whose tree changed and redoes just the cross-file merge. A
/// file's results are reused only when everything they were computed from is the same: its tree
/// (the same object: a changed file is parsed into a new one), the project's global actors for
/// its declarations, and the watched names and its own type names for its references. So a
/// reused index is exactly the one a fresh build gives, never stale.
struct PerFileCollection: Sendable {
    /// Per file: the `@globalActor` types it declares.
    var actorNames: [[String]] = []
    /// The global actors the declarations were collected with.
    var globalActors: Set<String> = []
    var decls: [IndexBuilder.FileDecls] = []
    /// The names references were collected for, and per file what was found.
    var referenceNames: Set<String> = []
    var references: [[(String, Reference)]] = []
    /// Per file: the qualified name of each type declaration or extension node (what a
    /// reference's enclosing type is read from).
    var typeNames: [[Int32: String]] = []

    static func typeNamesByFile(_ typeNameOfDecl: [DeclLocation: String], files: Int) -> [[Int32: String]] {
        var byFile = Array(repeating: [Int32: String](), count: files)
        for (location, name) in typeNameOfDecl where location.file < files { byFile[location.file][location.node] = name }
        return byFile
    }
}

/// What the next round's index may reuse of an index: the trees it was built from and each file's
/// own results. The engine keeps only this between rounds, not the whole index (its caches and
/// merged tables); once the run is over it drops each round's analyses (`releaseAnalyses`), and
/// only the deferred reasons of the changes may still read an index.
public struct IndexReuse: Sendable {
    let units: [SourceUnit]
    let collection: PerFileCollection
    /// Filled by the round's isolation graph: its uses, for the next round (see `UsesSnapshot`).
    let carry: RoundCarry

    /// Per file: whether `units` holds the very tree the index was built from.
    func unchangedFiles(in units: [SourceUnit]) -> [Bool] {
        guard units.count == self.units.count else { return Array(repeating: false, count: units.count) }
        return zip(units, self.units).map { $0.tree === $1.tree }
    }

    /// The reference slots a new index over `units` may reuse (nil: collect).
    func reusableReferences(names: Set<String>, typeNames: [[Int32: String]], unchanged: [Bool]) -> [[(String, Reference)]?] {
        guard names == collection.referenceNames, collection.references.count == unchanged.count else { return [] }
        return unchanged.indices.map { file in
            unchanged[file] && typeNames[file] == collection.typeNames[file] ? collection.references[file] : nil
        }
    }
}

extension ProjectIndex {
    /// What the next fixed-point round's index may reuse of this one.
    public var reusable: IndexReuse { IndexReuse(units: units, collection: collection, carry: carry) }
}
