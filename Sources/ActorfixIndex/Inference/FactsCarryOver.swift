import ActorfixSyntax
import Foundation

/// The declaration facts one round's isolation graph computed (without types assumed
/// main-actor), kept for the next round: a declaration's facts depend on its own file, its type's
/// signature (the headers of its declaration and extensions, and its members without their
/// bodies), and the types its type inherits from, conforms to or wraps its properties in. The next
/// round recomputes the facts of the declarations an edit changed (matched in source order in an
/// edited file, compared byte for byte) and of the types whose signature an edit changed (with
/// every type depending on one), and takes the rest over (a round edits a few declarations of
/// thousands, mostly inside bodies or on members). When the tables that name lookups
/// read differ (types added or removed, typealiases, global actors), nothing is taken over.
struct FactsSnapshot: Sendable {
    let facts: [DeclLocation: IsolationGraph.DeclarationFacts]
    /// The index's declarations: a declaration taken over must still belong to the same type key.
    let declarations: [DeclLocation: (type: String?, member: MemberInfo)]
    let declarationsByFile: [[DeclLocation]]
    let tables: Int
    /// The index's types, to compare an edited type's signature with what it was.
    let types: [String: TypeInfo]
}

extension ProjectIndex {
    /// A digest of what name lookups read besides the types themselves: which type keys exist,
    /// the type variants, typealiases and global actors.
    var lookupTablesSignature: Int {
        memo("lookup tables signature") { () -> Int in
            var keys = 0
            for key in types.keys { keys &+= key.hashValue }
            var hasher = Hasher()
            hasher.combine(keys)
            hasher.combine(types.count)
            hasher.combine(typeVariants)
            hasher.combine(typealiases)
            hasher.combine(globalActors)
            return hasher.finalize()
        }
    }

    /// What of the previous round's facts may be taken over; nil when nothing can be.
    func factsCarryOver() -> FactsCarryOver? {
        guard let previousRound, let snapshot = previousRound.carry.facts,
              previousRound.unchanged.count == units.count, previousRound.trees.count == units.count,
              snapshot.tables == lookupTablesSignature else { return nil }
        let edited = Set(units.indices.filter { !previousRound.unchanged[$0] })
        let trees = units.map(\.tree)
        // The edited files' declarations that read as they did, with where they were.
        let unchangedInEditedFiles = matchedDeclarations(previous: snapshot.declarations, byFile: snapshot.declarationsByFile, edited: edited)
            .map { unchangedDeclarations(previousTrees: previousRound.trees, moved: $0) } ?? [:]
        // The types with a part in an edited file whose signature is not what it was.
        let touched = types.filter { $0.value.touches(edited) }.map(\.key)
        let differs = ParallelSlots<Bool>(count: touched.count)
        let unchanged = unchangedInEditedFiles
        ParallelSlots<Bool>.forEach(touched.count) { i in
            guard let info = types[touched[i]], let old = snapshot.types[touched[i]] else { differs.set(i, true); return }
            differs.set(i, info.signatureDiffers(from: old, edited: edited, trees: trees, previousTrees: previousRound.trees, unchangedMembers: unchanged))
        }
        let changed = Set(zip(touched, differs.values).filter(\.1).map(\.0))
        return FactsCarryOver(snapshot: snapshot, edited: edited, unchangedInEditedFiles: unchangedInEditedFiles, dirtyTypes: typesDepending(on: changed))
    }

    /// `roots`, and every type that inherits from, conforms to (at any depth) or wraps a property
    /// in one of them.
    func typesDepending(on roots: Set<String>) -> Set<String> {
        guard !roots.isEmpty else { return [] }
        // What each type's facts read of other types: its superclass, the protocols it (or an
        // extension) names, the wrappers of its properties; looked up as the isolation rules do
        // (with and without the asking file, which can pick different variants of a name). A
        // look-up ends at a type whose name ends with the written name's last component, or goes
        // through a typealias (see `resolveType`): names of the first kind are grouped by that
        // component and looked up only when a type of that name is found dirty (looking up every
        // name of every type cost more than the rest of the carry-over); the others (`Codable`
        // is an alias) are looked up here.
        typealias Reader = (dependent: String, name: String)
        enum Read { case named(String, Reader), edge(dependency: String, dependent: String) }
        let keys = Array(types.keys)
        let chunk = 256, chunks = (keys.count + chunk - 1) / chunk
        let slots = ParallelSlots<[Read]>(count: chunks)
        ParallelSlots<[Read]>.forEach(chunks) { c in
            var found: [Read] = []
            for key in keys[(c * chunk)..<min(keys.count, (c + 1) * chunk)] {
                guard let info = types[key] else { continue }
                var names = info.allConformances
                for member in info.members { names += member.propertyWrappers }
                for name in names {
                    let simple = ProjectIndex.stripGenerics(name).lastDottedComponent
                    if typealiasSimpleNames.contains(simple) {
                        for type in reads(name, by: info) { found.append(.edge(dependency: self.key(of: type), dependent: key)) }
                    } else if typesBySimpleName[simple] != nil {
                        found.append(.named(simple, (key, name)))
                    }
                }
            }
            slots.set(c, found)
        }
        var readersBySimpleName: [String: [Reader]] = [:]
        var dependentsThroughTypealiases: [String: [String]] = [:]
        for found in slots.values {
            for read in found {
                switch read {
                case .named(let simple, let reader): readersBySimpleName[simple, default: []].append(reader)
                case .edge(let dependency, let dependent): dependentsThroughTypealiases[dependency, default: []].append(dependent)
                }
            }
        }
        var dirty = roots
        var work = Array(roots)
        while let key = work.popLast() {
            for dependent in dependentsThroughTypealiases[key] ?? [] where dirty.insert(dependent).inserted { work.append(dependent) }
            for reader in readersBySimpleName[ProjectIndex.sourceName(ofKey: key).lastDottedComponent] ?? [] where !dirty.contains(reader.dependent) {
                guard let info = types[reader.dependent], reads(reader.name, by: info).contains(where: { self.key(of: $0) == key }) else { continue }
                dirty.insert(reader.dependent)
                work.append(reader.dependent)
            }
        }
        return dirty
    }

    /// What a type's facts find for a name it inherits, conforms to or wraps properties in: the
    /// look-ups from the type's file and without it.
    private func reads(_ name: String, by info: TypeInfo) -> [TypeInfo] {
        [lookupType(name, from: info.name, inFile: info.declaration.file), lookupType(name, from: info.name), lookupType(name)].compactMap { $0 }
    }
}

/// The previous round's facts with what this round's index invalidates (see `FactsSnapshot`).
struct FactsCarryOver: Sendable {
    let snapshot: FactsSnapshot
    let edited: Set<Int>
    /// Declarations of edited files that read as they did → their location in the snapshot.
    let unchangedInEditedFiles: [DeclLocation: DeclLocation]
    let dirtyTypes: Set<String>

    /// The previous round's facts of a declaration, if they still hold.
    /// - Parameter involved: whether its main-actor and unknown facts are asked this round (a
    ///   fact computed for a different involvement is computed again).
    func fact(of location: DeclLocation, in index: ProjectIndex, involved: Bool) -> IsolationGraph.DeclarationFacts? {
        var previous = location
        if edited.contains(location.file) {
            guard let unchanged = unchangedInEditedFiles[location] else { return nil }
            previous = unchanged
        }
        guard let old = snapshot.facts[previous], let entry = index.declarations[location],
              let oldEntry = snapshot.declarations[previous], oldEntry.type == entry.type, (old.mainActor != nil) == involved else { return nil }
        if let type = entry.type { return dirtyTypes.contains(type) ? nil : old }
        // A global's wrapper may be a type of an edited file.
        return entry.member.propertyWrappers.isEmpty ? old : nil
    }
}

extension TypeInfo {
    /// Whether its declaration, an extension or a member is in one of `files`.
    func touches(_ files: Set<Int>) -> Bool {
        files.contains(declaration.file) || extensions.contains { files.contains($0.file) } || members.contains { files.contains($0.location.file) }
    }

    /// Where its declaration, extensions and members are, leaving out those in `files`.
    func partLocations(outside files: Set<Int>) -> [DeclLocation] {
        ([declaration] + extensions + members.map(\.location)).filter { !files.contains($0.file) }
    }

    /// Whether what a declaration's facts read of its type differs from what they read of `old`,
    /// the same type in the previous round: the headers of its declaration and extensions
    /// (attributes, modifiers, name, inheritance, constraints) and each member as written without
    /// its body or initial value, in order. Parts in files the round did not edit read as they
    /// did (where they are is compared); in edited files, headers are compared byte for byte and
    /// members by their signature, except those that read as they did (`unchangedMembers`, new
    /// location → old): a standard-library interface extends hundreds of types with thousands
    /// of members, and an edit changes a few.
    func signatureDiffers(from old: TypeInfo, edited: Set<Int>, trees: [SyntaxTree], previousTrees: [SyntaxTree],
                          unchangedMembers: [DeclLocation: DeclLocation]) -> Bool {
        guard old.partLocations(outside: edited) == partLocations(outside: edited) else { return true }
        let oldHeaders = ([old.declaration] + old.extensions).filter { edited.contains($0.file) }
        let newHeaders = ([declaration] + extensions).filter { edited.contains($0.file) }
        guard oldHeaders.count == newHeaders.count else { return true }
        for (a, b) in zip(oldHeaders, newHeaders) {
            guard a.file < previousTrees.count, b.file < trees.count else { return true }
            if TypeInfo.headerBytes(a, in: previousTrees[a.file]) != TypeInfo.headerBytes(b, in: trees[b.file]) { return true }
        }
        let oldMembers = old.members.filter { edited.contains($0.location.file) }
        let newMembers = members.filter { edited.contains($0.location.file) }
        guard oldMembers.count == newMembers.count else { return true }
        for (a, b) in zip(oldMembers, newMembers) where unchangedMembers[b.location] != a.location {
            guard a.location.file < previousTrees.count, b.location.file < trees.count else { return true }
            if TypeInfo.signatureDigest(previousTrees[a.location.file].node(a.location.node)) != TypeInfo.signatureDigest(trees[b.location.file].node(b.location.node)) {
                return true
            }
        }
        return false
    }

    /// A type or extension declaration up to its member block.
    private static func headerBytes(_ location: DeclLocation, in tree: SyntaxTree) -> ArraySlice<UInt8> {
        let node = tree.node(location.node)
        return tree.bytes[node.byteRange.lowerBound..<(node.firstChild(.memberBlock)?.byteRange.lowerBound ?? node.byteRange.upperBound)]
    }

    /// A hash of a member as written without its body or initial value.
    private static func signatureDigest(_ member: SyntaxNode) -> Int {
        var hasher = Hasher()
        func combine(_ tree: SyntaxTree, _ range: Range<Int>) {
            tree.bytes.withUnsafeBytes { hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: $0[range])) }
            hasher.combine(0xFF as UInt8)
        }
        let bodies: Set<NodeKind> = [.codeBlock, .accessorBlock, .initializerClause, .memberBlock]
        func signature(_ node: SyntaxNode) {
            for token in node.directTokens {
                let t = node.tree.tokens[Int(token)]
                combine(node.tree, Int(t.start)..<Int(t.end))
            }
            for child in node.children where !bodies.contains(child.kind) {
                if child.kind == .patternBinding { signature(child) } else { combine(child.tree, child.byteRange) }
            }
        }
        signature(member)
        return hasher.finalize()
    }
}
