import ActorfixIndex
import ActorfixSyntax

/// Under default main-actor isolation (SE-0466) a protocol of the module that refines another
/// module's protocol (`protocol Location: Equatable, CustomStringConvertible`) is main-actor, and
/// swiftc 6.2 and 6.3.1 reject the conformances of its main-actor conformers ("crosses into main
/// actor-isolated code", swiftlang/swift#88651). `@MainActor Location` compiles, but the
/// conformance, and the refined ones with it, then exist only on the main actor: `print(file)` off
/// the main thread no longer finds its `description`, and `as? Location` fails, without a
/// diagnostic. When every conformer is a struct or enum that needs nothing of the main actor, and
/// so do the protocols' extensions, the group becomes `nonisolated` instead (SE-0449): what it was
/// before the default, usable anywhere. A group is the protocols of the module linked by
/// refinement, their conformers, and the extensions of both, and the data types they name that
/// are main-actor only by the default and need nothing of it (OneBusAway's
/// `OBAListRowSeparatorConfiguration`, named by `OBAListViewItem`): those follow the group.
public struct NonisolatedProtocolGroups: Sendable {
    /// Protocol keys → the group.
    public var protocols: [String: Group] = [:]
    /// Conformer type keys, and those of the data types following the group, → the group.
    public var types: [String: Group] = [:]

    public struct Group: Sendable {
        /// Protocol keys, sorted.
        public var protocols: [String]
        /// Conformer type keys, sorted.
        public var conformers: [String]
        /// Structs and enums of the run the group names, main-actor only by the default, that
        /// become nonisolated with it (sorted keys).
        public var dataTypes: [String] = []
        /// The conformers and the data types following the group: what becomes nonisolated with
        /// its protocols.
        public var following: Set<String> { Set(conformers).union(dataTypes) }
        /// Another module's protocol the group refines (`Equatable`).
        public var refined: String
    }
}

extension FileContext {
    /// The round's groups (see `NonisolatedProtocolGroups`), read from the isolation graph.
    public var nonisolatedProtocolGroups: NonisolatedProtocolGroups {
        let file = self
        return index.memo("nonisolated protocol groups") { file.computeNonisolatedProtocolGroups() }
    }

    private func computeNonisolatedProtocolGroups() -> NonisolatedProtocolGroups {
        let index = self.index
        // The module's protocols that take the default isolation, linked by refinement.
        var candidates: [String] = []
        var parent: [String: String] = [:]
        var blocked = Set<String>()
        func root(_ key: String) -> String {
            var key = key
            while let up = parent[key], up != key { key = up }
            return key
        }
        for key in index.sortedTypeKeys {
            guard let info = index.types[key], info.kind == .protocol, takesDefaultMainActor(file: info.declaration.file),
                  index.explicitIsolation(of: index.node(info.declaration)) == nil else { continue }
            candidates.append(key)
            parent[key] = key
        }
        guard !candidates.isEmpty else { return NonisolatedProtocolGroups() }
        for key in candidates {
            let info = index.types[key]!
            for name in info.inheritedOnDeclaration {
                guard let refined = index.lookupType(name, from: info.name, inFile: info.declaration.file), refined.kind == .protocol else { continue }
                let other = index.key(of: refined)
                // A protocol of the run with an isolation of its own stays as it is: so does the group.
                guard parent[other] != nil else { blocked.insert(key); continue }
                let (a, b) = (root(key), root(other))
                if a != b { parent[max(a, b)] = min(a, b) }
            }
        }
        var members: [String: [String]] = [:]
        for key in candidates { members[root(key), default: []].append(key) }
        for key in blocked { blocked.insert(root(key)) }
        // Conformers, by the group of each protocol they name.
        var conformers: [String: [String]] = [:]
        for key in index.sortedTypeKeys {
            guard let info = index.types[key], info.kind != .protocol else { continue }
            var groups = Set<String>()
            for name in info.allConformances {
                guard let proto = index.lookupType(name, from: info.name, inFile: info.declaration.file), proto.kind == .protocol,
                      parent[index.key(of: proto)] != nil else { continue }
                groups.insert(root(index.key(of: proto)))
            }
            for group in groups { conformers[group, default: []].append(key) }
        }
        var result = NonisolatedProtocolGroups()
        for (group, protocols) in members.sorted(by: { $0.key < $1.key }) where !blocked.contains(group) {
            guard let types = conformers[group], !types.isEmpty,
                  let refined = protocols.lazy.compactMap({ ConformanceIsolation.otherModulesProtocolRefined(by: index.types[$0]!, file: self) }).first,
                  let dataTypes = typesFollowing(protocols: Set(protocols), conformers: Set(types)),
                  // A data type one group takes along is not another's to change: that one keeps
                  // its isolated conformances (rare; a change each would conflict).
                  dataTypes.allSatisfy({ result.types[$0] == nil }) else { continue }
            let found = NonisolatedProtocolGroups.Group(protocols: protocols, conformers: types, dataTypes: dataTypes.sorted(), refined: refined)
            for key in protocols { result.protocols[key] = found }
            for key in types + dataTypes { result.types[key] = found }
        }
        return result
    }

    /// The members of the groups' protocols and conformers that become nonisolated with them
    /// (location → name): those without an isolation of their own, in a declaration or extension
    /// without one, where `conformance-isolation`'s change is written.
    func protocolGroupMembersBecomingNonisolated(suppressions: inout [Int: Suppressions]) -> [DeclLocation: String] {
        let groups = nonisolatedProtocolGroups
        var members: [DeclLocation: String] = [:]
        for key in (Array(groups.protocols.keys) + Array(groups.types.keys)).sorted() {
            guard let info = index.types[key] else { continue }
            NonisolatedDataTypes.addMembers(of: info, to: &members) { container in
                index.explicitIsolation(of: index.node(container)) == nil && willEdit("conformance-isolation", at: container, suppressions: &suppressions)
            }
        }
        return members
    }

    /// The types of the run that stay main-actor named by a member of `keys` (its signature, its
    /// body, a stored property's type), outside the group: their conformances are main-actor too,
    /// and the group's code, nonisolated, could not use them (`kind == .folder` on an enum of the
    /// module in a protocol extension; a conformer's synthesized `Hashable` hashing it, an error
    /// only SIL shows), nor would a public conformer storing it be Sendable in the mode the module
    /// builds in now. The graph sees calls, not conformances, hence the names.
    private func mainActorTypesNamed(by keys: Set<String>, group: Set<String>) -> [TypeInfo] {
        let index = self.index
        var found: [String: TypeInfo] = [:]
        for key in keys {
            guard let info = index.types[key] else { continue }
            let settings = context(ofFile: info.declaration.file).target
            // A nested type is code of its own: one nested right in the group is nonisolated with
            // it, and what it names is looked for by `nonisolated-data-types` once it is.
            for member in info.members where member.kind != .nestedType {
                index.node(member.location).walk { node in
                    let names: [String]
                    switch node.kind {
                    case .type: names = FileContext.typeNames(in: node.text)
                    case .declReference: names = node.name.map { $0.startsUppercase ? [$0] : [] } ?? []
                    default: return
                    }
                    for name in names {
                        guard let type = index.lookupType(name, from: info.name, inFile: info.declaration.file), type.kind != .protocol else { continue }
                        let typeKey = index.key(of: type)
                        // The group's own types, and the types nested right in one (nonisolated with it).
                        if group.contains(typeKey) || found[typeKey] != nil { continue }
                        if let dot = typeKey.utf8.lastIndex(of: UInt8(ascii: ".")), group.contains(String(typeKey[..<dot])),
                           index.explicitIsolation(of: index.node(type.declaration)) == nil { continue }
                        if index.isolation(ofType: type, settings: settings).isolation.isMainActor { found[typeKey] = type }
                    }
                }
            }
        }
        return found.keys.sorted().map { found[$0]! }
    }

    /// The structs and enums of the run that become nonisolated with the group (sorted keys), or
    /// nil when the group names a type that stays main-actor. A type main-actor only by the
    /// default that `nonisolated-data-types` would make nonisolated follows the group, and what it
    /// names in turn (OneBusAway's list items naming their `OBAListRowSeparatorConfiguration`:
    /// held back, every conformer got `@MainActor OBAListViewItem`, and its `Hashable` could not
    /// serve a diffable snapshot's `Sendable` item type). A class, a generic type, or one that uses
    /// main-actor code, stores non-Sendable values or says `@MainActor` keeps the group isolated.
    private func typesFollowing(protocols: Set<String>, conformers: Set<String>) -> [String]? {
        let index = self.index
        // The conformers first: each a struct or enum, or nonisolated already.
        for key in conformers {
            guard let info = index.types[key], info.kind == .struct || info.kind == .enum, info.genericParameters.isEmpty,
                  index.explicitIsolation(of: index.node(info.declaration)) == nil else { return nil }
            let context = context(ofFile: info.declaration.file)
            if context.target.defaultIsolation != .mainActor, index.isolation(ofType: info, settings: context.target).isolation != .nonisolated {
                return nil
            }
        }
        var group = protocols.union(conformers)
        var followers = Set<String>()
        var frontier = group
        while !frontier.isEmpty {
            var added = Set<String>()
            for type in mainActorTypesNamed(by: frontier, group: group) {
                guard NonisolatedDataTypes.canFollow(type, index: index, graph: isolationGraph) else { return nil }
                added.insert(index.key(of: type))
            }
            followers.formUnion(added)
            group.formUnion(added)
            frontier = added
        }
        // Every conformer and follower becomes nonisolated with the others (what they use of each
        // other included), and the protocols' members use nothing else of the main actor.
        let following = conformers.union(followers)
        for key in following.sorted() {
            let info = index.types[key]!
            let context = context(ofFile: info.declaration.file)
            guard context.target.defaultIsolation == .mainActor else { continue }
            guard case .edits = NonisolatedDataTypes.plan(index.node(info.declaration), info, file: context, assuming: following, protocols: protocols)
            else { return nil }
        }
        for key in protocols {
            let info = index.types[key]!
            guard !info.members.contains(where: { if case .globalActor = $0.explicitIsolation { return true } else { return false } }),
                  isolationGraph.firstMainActorUse(by: info.members, except: { target in
                      NonisolatedDataTypes.isOwn(target, of: key, index: index)
                          || NonisolatedDataTypes.becomesNonisolated(target, assuming: group, index: index)
                  }) == nil else { return nil }
        }
        return followers.sorted()
    }
}
